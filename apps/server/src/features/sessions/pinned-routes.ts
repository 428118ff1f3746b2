import { sessionEndpoints as api } from '@lyricist/shared/sessions/endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiRouteLimits } from '../../ai/route-rate-limit';
import type { AppDeps } from '../../app-deps';
import { routeRegistrar, userIdOf } from '../../http/route';
import type { SessionChanges } from './lyric-session';
import { presentSession } from './present';
import { refreshStyleDirector } from './refresh-style-director';
import { updateSession } from './store';

type PinnedChanges = Pick<
  SessionChanges,
  'referenceArtistIds' | 'referenceArtists' | 'referenceSongIds' | 'referenceSongs' | 'moods' | 'genres'
>;

/**
 * The reference, mood and genre saves of SPEC point 7. Each replaces its stored list, refreshes the
 * style director and answers the whole saved session. Refreshing the director is AI work: the four
 * routes share one AI rate limit and spend the daily AI budget.
 */
export const pinnedRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, ai, tokens, config }) => {
  const route = routeRegistrar(app, tokens);
  const limits = aiRouteLimits(app, config.aiDailyLimit)('style-director');

  const savePinned = async (request: FastifyRequest & { params: { id: string } }, changes: PinnedChanges) => {
    const userId = userIdOf(request);
    const saved = await updateSession(db, userId, request.params.id, changes);
    return presentSession(await refreshStyleDirector({ db, ai, log: request.log }, userId, saved));
  };

  route(api.referenceArtists, limits, (request) =>
    savePinned(request, {
      referenceArtistIds: request.body.artistIds,
      referenceArtists: request.body.artistsData,
    }),
  );
  route(api.referenceSongs, limits, (request) =>
    savePinned(request, {
      referenceSongIds: request.body.songIds,
      referenceSongs: request.body.songsData,
    }),
  );
  route(api.moods, limits, (request) => savePinned(request, { moods: request.body.moods }));
  route(api.genres, limits, (request) => savePinned(request, { genres: request.body.genres }));
};
