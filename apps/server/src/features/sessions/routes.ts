import { sessionEndpoints as api } from '@lyricist/shared/sessions/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { routeRegistrar, userIdOf } from '../../http/route';
import { autosave } from '../versions/store';
import { cursorFrom } from './list-cursor';
import { listSessions } from './list-sessions';
import { pinnedRoutes } from './pinned-routes';
import { presentSession } from './present';
import { createSession, deleteSession, loadSession, updateSession } from './store';

/** The session calls (R-session-5): the library, one session, and its saves. */
export const sessionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const route = routeRegistrar(app, deps.tokens);

  route(api.list, {}, (request) =>
    listSessions(db, userIdOf(request), {
      q: request.query.q,
      cursor: cursorFrom(request.query.cursor),
      starred: request.query.starred,
    }),
  );

  route(api.create, {}, async (request) =>
    presentSession(await createSession(db, userIdOf(request), request.body)),
  );

  route(api.get, {}, async (request) =>
    presentSession(await loadSession(db, userIdOf(request), request.params.id)),
  );

  route(api.update, {}, async (request) =>
    presentSession(await updateSession(db, userIdOf(request), request.params.id, request.body)),
  );

  route(api.saveLyrics, {}, (request) =>
    autosave(db, userIdOf(request), request.params.id, request.body.lyrics),
  );

  route(api.remove, {}, async (request) => ({
    sessionId: await deleteSession(db, userIdOf(request), request.params.id),
    deleted: true as const,
  }));

  await app.register(pinnedRoutes, deps);
};
