import { authEndpoints as api } from '@lyricist/shared/auth/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../errors/app-error';
import { routeRegistrar } from '../../http/route';
import { currentAuth } from './guard';
import { presentClaimedArtist, presentClaimedSong, presentProfile } from './present';
import { completeSignIn, issueLoginToken } from './sign-in';

/** The auth calls of SPEC point 7. */
export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, platform, tokens }) => {
  const route = routeRegistrar(app, tokens);

  route(api.token, {}, () => issueLoginToken(db, platform));

  route(api.user, {}, async (request) =>
    presentProfile(await completeSignIn(db, platform, request.query.usertoken)),
  );

  route(api.userArtists, {}, async (request) => {
    const auth = currentAuth(request);
    if (request.query.lyricistUserId !== auth.userId) {
      throw new AppError('forbidden', 'You can only read your own artists', 'lyricistUserId');
    }
    return (await platform.claimedArtists(auth.token)).map(presentClaimedArtist);
  });

  route(api.claimedSongs, {}, async (request) => {
    const ids = [...new Set(request.body.claimed_artists.map((a) => a.artist_id))];
    return (await platform.claimedSongs(currentAuth(request).token, ids)).map(presentClaimedSong);
  });

  route(api.logout, {}, async (request) => {
    await tokens.revoke(currentAuth(request).token);
    return { ok: true as const };
  });
};
