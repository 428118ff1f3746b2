import {
  artistSearchResponseSchema,
  catalogueArtistSchema,
  catalogueIdParamsSchema,
  catalogueTrackSchema,
  searchQuerySchema,
  trackSearchResponseSchema,
} from '@lyricist/shared/catalogue/contracts';
import { CATALOGUE_SEARCHES_PER_MINUTE } from '@lyricist/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { byWriter, routeLimit } from '../../limits';
import { authenticate } from '../auth/guard';
import { findArtist, findTrack } from './look-up';
import { presentCatalogueArtist, presentCatalogueTrack } from './present';

/** Each search may cost an upstream call (Musixmatch counts them against a quota): limited per writer. */
const searchLimit = {
  rateLimit: routeLimit({
    group: 'catalogue-search',
    max: CATALOGUE_SEARCHES_PER_MINUTE,
    windowMs: 60_000,
    key: byWriter,
    message: 'Too many searches. Please wait a moment and try again.',
  }),
};

/** Search and look-up of SPEC point 7, through whichever MusicPlatform is configured. */
export const catalogueRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { platform, tokens }) => {
  const guard = authenticate(tokens);

  app.get(
    '/api/artists/search',
    {
      onRequest: guard,
      config: searchLimit,
      schema: { querystring: searchQuerySchema, response: { 200: artistSearchResponseSchema } },
    },
    async (request) =>
      (await platform.searchArtists(request.query.q, request.query.limit)).map(presentCatalogueArtist),
  );

  app.get(
    '/api/tracks/search',
    {
      onRequest: guard,
      config: searchLimit,
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
