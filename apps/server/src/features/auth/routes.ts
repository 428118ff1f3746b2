import { authEndpoints as api } from '@lyricist/shared/auth/endpoints';
import { SIGN_IN_STARTS_PER_ADDRESS } from '@lyricist/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { routeRegistrar } from '../../http/route';
import { currentAuth } from '../../identity/guard';
import { sweepEveryMinute } from '../../lib/sweep';
import { byAddress, tooMany } from '../../limits';
import { purgeStaleThrottles, takeAll } from '../../throttles/store';
import { presentClaimedArtist, presentClaimedSong, presentProfile } from './present';
import { issueLoginToken, platformTokenFor, purgeStaleTokens, signInWith } from './sign-in';

/**
 * Starting a sign-in costs a row (and, with Musixmatch, an upstream call): a bucket per address, wide
 * enough for a room of writers behind one address (docs/decisions/041-sign-in-limits.md).
 */
const signInStartLimit = (db: Database) => async (request: FastifyRequest, reply: FastifyReply) => {
  const key = `sign-in-starts|${byAddress(request)}`;
  const wait = await takeAll(db, [{ key, policy: SIGN_IN_STARTS_PER_ADDRESS }]);
  if (wait > 0)
    throw tooMany(
      reply,
      Math.ceil(wait / 1000),
      'Too many sign-ins started from here. Please wait a few seconds and try again.',
    );
};

/** The auth calls (R-api-2). */
export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, platform, tokens, binding } = deps;
  const route = routeRegistrar(app, tokens);
  sweepEveryMinute(app, () => purgeStaleTokens(db));
  sweepEveryMinute(app, () => purgeStaleThrottles(db));

  route(api.token, { preHandler: signInStartLimit(db) }, (request, reply) =>
    issueLoginToken(db, platform, binding.bind(request, reply)),
  );

  route(api.user, {}, async (request, reply) => {
    const { user, sessionToken } = await signInWith(
      db,
      platform,
      request.query.usertoken,
      binding.hashOf(request),
    );
    reply.header('cache-control', 'no-store');
    return { ...presentProfile(user), ...(sessionToken ? { userToken: sessionToken } : {}) };
  });

  route(api.userArtists, {}, async (request) => {
    const auth = currentAuth(request);
    if (request.query.lyricistUserId !== auth.userId) {
      throw new AppError('forbidden', 'You can only read your own artists', 'lyricistUserId');
    }
    const artists = await platform.claimedArtists(await platformTokenFor(db, auth.token));
    return artists.map(presentClaimedArtist);
  });

  route(api.claimedSongs, {}, async (request) => {
    const ids = [...new Set(request.body.claimed_artists.map((a) => a.artist_id))];
    const platformToken = await platformTokenFor(db, currentAuth(request).token);
    return (await platform.claimedSongs(platformToken, ids)).map(presentClaimedSong);
  });

  route(api.logout, {}, async (request) => {
    await tokens.revoke(currentAuth(request).token);
    return { ok: true as const };
  });
};
