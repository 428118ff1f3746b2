import { sessionEndpoints as api } from '@lyricist/shared/sessions/endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { routeRegistrar, userIdOf } from '../../http/route';
import type { SessionChanges } from './lyric-session';
import { presentSession } from './present';
import { updateSession } from './store';

type PinnedChanges = Pick<
  SessionChanges,
  'referenceArtistIds' | 'referenceArtists' | 'referenceSongIds' | 'referenceSongs' | 'moods' | 'genres'
>;

/**
 * The reference, mood and genre saves (R-pinned-4, R-pinned-5). Each replaces its stored list and answers the
 * whole saved session. The list is always saved: these are not AI routes (no AI limit, no daily
 * budget) and the AI cannot fail them. The style director's refresh is a step of its own
 * (style-refresher.ts); the answer carries the director it stored when it is done in time, else the
 * one before, as when the AI fails.
 */
export const pinnedRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, tokens, styleRefresh }) => {
  const route = routeRegistrar(app, tokens);

  const savePinned = async (request: FastifyRequest & { params: { id: string } }, changes: PinnedChanges) => {
    const userId = userIdOf(request);
    const saved = await updateSession(db, userId, request.params.id, changes);
    const styleDirector = await styleRefresh.refresh(userId, saved.id);
    return presentSession(styleDirector ? { ...saved, styleDirector } : saved);
  };

  route(api.referenceArtists, {}, (request) =>
    savePinned(request, {
      referenceArtistIds: request.body.artistIds,
      referenceArtists: request.body.artistsData,
    }),
  );
  route(api.referenceSongs, {}, (request) =>
    savePinned(request, {
      referenceSongIds: request.body.songIds,
      referenceSongs: request.body.songsData,
    }),
  );
  route(api.moods, {}, (request) => savePinned(request, { moods: request.body.moods }));
  route(api.genres, {}, (request) => savePinned(request, { genres: request.body.genres }));
};
