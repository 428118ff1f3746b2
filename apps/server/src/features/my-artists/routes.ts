import { authEndpoints } from '@lyricist/shared/auth/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../errors/app-error';
import { routeRegistrar } from '../../http/route';
import { currentAuth } from '../../identity/guard';
import { presentClaimedArtist } from '../auth/present';
import { platformTokenFor } from '../auth/sign-in';

/** PUT /api/my-artists (ADR 013); 404 on platforms whose claims are real (the embedded one). */
export const myArtistsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, platform, tokens }) => {
  const route = routeRegistrar(app, tokens);
  route(authEndpoints.myArtists, {}, async (request) => {
    if (!platform.chooseArtists) throw notFound('Route');
    const platformToken = await platformTokenFor(db, currentAuth(request).token);
    const artists = await platform.chooseArtists(platformToken, request.body.artist_ids);
    return artists.map(presentClaimedArtist);
  });
};
