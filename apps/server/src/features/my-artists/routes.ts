import { claimedArtistsResponseSchema } from '@lyricist/shared/auth/contracts';
import { myArtistsRequestSchema } from '@lyricist/shared/auth/my-artists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../errors/app-error';
import { authenticate, currentAuth } from '../auth/guard';
import { presentClaimedArtist } from '../auth/present';

/** PUT /api/my-artists (ADR 013); 404 on platforms whose claims are real (the embedded one). */
export const myArtistsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { platform, tokens }) => {
  app.put(
    '/api/my-artists',
    {
      onRequest: authenticate(tokens),
      schema: { body: myArtistsRequestSchema, response: { 200: claimedArtistsResponseSchema } },
    },
    async (request) => {
      if (!platform.chooseArtists) throw notFound('Route');
      const artists = await platform.chooseArtists(currentAuth(request).token, request.body.artist_ids);
      return artists.map(presentClaimedArtist);
    },
  );
};
