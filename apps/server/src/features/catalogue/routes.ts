import { catalogueEndpoints as api } from '@lyricist/shared/catalogue/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { routeRegistrar } from '../../http/route';
import { findArtist, findTrack } from './look-up';
import { presentCatalogueArtist, presentCatalogueTrack } from './present';

/** Search and look-up of SPEC point 7, through whichever MusicPlatform is configured. */
export const catalogueRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { platform, tokens }) => {
  const route = routeRegistrar(app, tokens);

  route(api.searchArtists, {}, async (request) =>
    (await platform.searchArtists(request.query.q, request.query.limit)).map(presentCatalogueArtist),
  );
  route(api.searchTracks, {}, async (request) =>
    (await platform.searchTracks(request.query.q, request.query.limit)).map(presentCatalogueTrack),
  );
  route(api.artist, {}, async (request) =>
    presentCatalogueArtist(await findArtist(platform, request.params.id)),
  );
  route(api.track, {}, async (request) =>
    presentCatalogueTrack(await findTrack(platform, request.params.id)),
  );
};
