import {
  artistSearchResponseSchema,
  catalogueArtistSchema,
  catalogueIdParamsSchema,
  catalogueTrackSchema,
  searchQuerySchema,
  trackSearchResponseSchema,
} from '@lyricist/shared/catalogue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { authenticate } from '../auth/guard';
import { findArtist, findTrack } from './look-up';
import { presentCatalogueArtist, presentCatalogueTrack } from './present';

/** Search and look-up of SPEC point 7, through whichever MusicPlatform is configured. */
export const catalogueRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { platform, tokens }) => {
  const guard = authenticate(tokens);

  app.get(
    '/api/artists/search',
    {
      onRequest: guard,
      schema: { querystring: searchQuerySchema, response: { 200: artistSearchResponseSchema } },
    },
    async (request) =>
      (await platform.searchArtists(request.query.q, request.query.limit)).map(presentCatalogueArtist),
  );

  app.get(
    '/api/tracks/search',
    {
      onRequest: guard,
      schema: { querystring: searchQuerySchema, response: { 200: trackSearchResponseSchema } },
    },
    async (request) =>
      (await platform.searchTracks(request.query.q, request.query.limit)).map(presentCatalogueTrack),
  );

  app.get(
    '/api/artists/:id',
    {
      onRequest: guard,
      schema: { params: catalogueIdParamsSchema, response: { 200: catalogueArtistSchema } },
    },
    async (request) => presentCatalogueArtist(await findArtist(platform, request.params.id)),
  );

  app.get(
    '/api/tracks/:id',
    {
      onRequest: guard,
      schema: { params: catalogueIdParamsSchema, response: { 200: catalogueTrackSchema } },
    },
    async (request) => presentCatalogueTrack(await findTrack(platform, request.params.id)),
  );
};
