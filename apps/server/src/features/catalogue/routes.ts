import { catalogueEndpoints as api } from '@lyricist/shared/catalogue/endpoints';
import { CATALOGUE_SEARCHES_PER_MINUTE } from '@lyricist/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { routeRegistrar } from '../../http/route';
import { byWriter, routeLimit } from '../../limits';
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

/** Search and look-up (R-catalogue-6), through whichever MusicPlatform is configured. */
export const catalogueRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { platform, tokens }) => {
  const route = routeRegistrar(app, tokens);

  route(api.searchArtists, { config: searchLimit }, async (request) =>
    (await platform.searchArtists(request.query.q, request.query.limit)).map(presentCatalogueArtist),
  );
  route(api.searchTracks, { config: searchLimit }, async (request) =>
    (await platform.searchTracks(request.query.q, request.query.limit)).map(presentCatalogueTrack),
  );
  route(api.artist, {}, async (request) =>
    presentCatalogueArtist(await findArtist(platform, request.params.id)),
  );
  route(api.track, {}, async (request) =>
    presentCatalogueTrack(await findTrack(platform, request.params.id)),
  );
};
