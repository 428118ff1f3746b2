import {
  createSessionBodySchema,
  deleteSessionResponseSchema,
  sessionIdParamsSchema,
  sessionPageSchema,
  sessionSchema,
  updateLyricsBodySchema,
  updateSessionBodySchema,
} from '@lyricist/shared/sessions/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { authenticate, currentAuth } from '../auth/guard';
import { createSession } from './create-session';
import { deleteSession } from './delete-session';
import { listQuerySchema } from './list-cursor';
import { listSessions } from './list-sessions';
import { loadOwnedSession } from './owned-session';
import { presentSession } from './present';
import { selectionRoutes } from './selection-routes';
import { saveLyrics, updateSession } from './update-session';

/** The session calls of SPEC point 7: the library, one session, and its saves. */
export const sessionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, tokens } = deps;
  const guard = authenticate(tokens);
  const params = sessionIdParamsSchema;

  app.get(
    '/api/sessions',
    { onRequest: guard, schema: { querystring: listQuerySchema, response: { 200: sessionPageSchema } } },
    async (request) => listSessions(db, currentAuth(request).userId, request.query),
  );

  app.post(
    '/api/sessions',
    { onRequest: guard, schema: { body: createSessionBodySchema, response: { 201: sessionSchema } } },
    async (request, reply) => {
      const row = await createSession(db, currentAuth(request).userId, request.body);
      return reply.status(201).send(presentSession(row));
    },
  );

  app.get(
    '/api/sessions/:id',
    { onRequest: guard, schema: { params, response: { 200: sessionSchema } } },
    async (request) =>
      presentSession(await loadOwnedSession(db, currentAuth(request).userId, request.params.id)),
  );

  app.put(
    '/api/sessions/:id',
    { onRequest: guard, schema: { params, body: updateSessionBodySchema, response: { 200: sessionSchema } } },
    async (request) =>
      presentSession(await updateSession(db, currentAuth(request).userId, request.params.id, request.body)),
  );

  app.put(
    '/api/sessions/:id/lyrics',
    { onRequest: guard, schema: { params, body: updateLyricsBodySchema, response: { 200: sessionSchema } } },
    async (request) =>
      presentSession(
        await saveLyrics(db, currentAuth(request).userId, request.params.id, request.body.lyrics),
      ),
  );

  app.delete(
    '/api/sessions/:id',
    { onRequest: guard, schema: { params, response: { 200: deleteSessionResponseSchema } } },
    async (request) => ({
      sessionId: await deleteSession(db, currentAuth(request).userId, request.params.id),
      deleted: true as const,
    }),
  );

  await app.register(selectionRoutes, deps);
};
