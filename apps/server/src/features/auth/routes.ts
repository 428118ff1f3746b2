import {
  claimedArtistsResponseSchema,
  claimedSongsRequestSchema,
  claimedSongsResponseSchema,
  logoutResponseSchema,
  tokenResponseSchema,
  userArtistsQuerySchema,
  userProfileSchema,
  userQuerySchema,
} from '@lyricist/shared/auth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../errors/app-error';
import { authenticate, currentAuth } from './guard';
import { presentClaimedArtist, presentClaimedSong, presentProfile } from './present';
import { completeSignIn, issueLoginToken } from './sign-in';

/** The auth calls of SPEC point 7. */
export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, platform, tokens }) => {
  const guard = authenticate(tokens);

  app.post('/api/auth/token', { schema: { response: { 200: tokenResponseSchema } } }, () =>
    issueLoginToken(db, platform),
  );

  app.get(
    '/api/auth/user',
    { schema: { querystring: userQuerySchema, response: { 200: userProfileSchema } } },
    async (request) => presentProfile(await completeSignIn(db, platform, request.query.usertoken)),
  );

  app.get(
    '/api/auth/user-artists',
    {
      onRequest: guard,
      schema: { querystring: userArtistsQuerySchema, response: { 200: claimedArtistsResponseSchema } },
    },
    async (request) => {
      const auth = currentAuth(request);
      if (request.query.lyricistUserId !== auth.userId) {
        throw new AppError('forbidden', 'You can only read your own artists', 'lyricistUserId');
      }
      return (await platform.claimedArtists(auth.token)).map(presentClaimedArtist);
    },
  );

  app.post(
    '/api/auth/claimed-artists-songs',
    {
      onRequest: guard,
      schema: { body: claimedSongsRequestSchema, response: { 200: claimedSongsResponseSchema } },
    },
    async (request) => {
      const ids = [...new Set(request.body.claimed_artists.map((a) => a.artist_id))];
      return (await platform.claimedSongs(currentAuth(request).token, ids)).map(presentClaimedSong);
    },
  );

  app.post(
    '/api/auth/logout',
    { onRequest: guard, schema: { response: { 200: logoutResponseSchema } } },
    async (request) => {
      await tokens.revoke(currentAuth(request).token);
      return { ok: true as const };
    },
  );
};
