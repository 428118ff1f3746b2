import { sessionIdParamsSchema } from '@lyricist/shared/sessions/contracts';
import {
  createVersionBodySchema,
  restoreVersionResponseSchema,
  versionDiffSchema,
  versionListSchema,
  versionParamsSchema,
  versionSchema,
  versionSummarySchema,
} from '@lyricist/shared/versions/contracts';
import { lineDiff } from '@lyricist/shared/versions/diff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { authenticate, currentAuth } from '../auth/guard';
import { presentVersion, presentVersionSummary } from './present';
import { listVersions, loadVersion, restoreVersion, saveVersion } from './store';

/** Version history of one session (issue 18): list, save, read, diff against now, restore. */
export const versionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, tokens }) => {
  const guard = authenticate(tokens);
  const base = '/api/sessions/:id/versions';

  app.get(
    base,
    { onRequest: guard, schema: { params: sessionIdParamsSchema, response: { 200: versionListSchema } } },
    async (request) =>
      (await listVersions(db, currentAuth(request).userId, request.params.id)).map(presentVersionSummary),
  );

  app.post(
    base,
    {
      onRequest: guard,
      schema: {
        params: sessionIdParamsSchema,
        body: createVersionBodySchema,
        response: { 201: versionSummarySchema },
      },
    },
    async (request, reply) => {
      const { userId } = currentAuth(request);
      const row = await saveVersion(db, userId, request.params.id, request.body?.name);
      return reply.status(201).send(presentVersionSummary(row));
    },
  );

  app.get(
    `${base}/:versionId`,
    { onRequest: guard, schema: { params: versionParamsSchema, response: { 200: versionSchema } } },
    async (request) => {
      const { id, versionId } = request.params;
      return presentVersion((await loadVersion(db, currentAuth(request).userId, id, versionId)).version);
    },
  );

  app.get(
    `${base}/:versionId/diff`,
    { onRequest: guard, schema: { params: versionParamsSchema, response: { 200: versionDiffSchema } } },
    async (request) => {
      const { id, versionId } = request.params;
      const { session, version } = await loadVersion(db, currentAuth(request).userId, id, versionId);
      return { versionId, lines: lineDiff(version.lyrics, session.lyrics) };
    },
  );

  app.post(
    `${base}/:versionId/restore`,
    {
      onRequest: guard,
      schema: { params: versionParamsSchema, response: { 200: restoreVersionResponseSchema } },
    },
    async (request) => {
      const { id, versionId } = request.params;
      const restored = await restoreVersion(db, currentAuth(request).userId, id, versionId);
      return {
        songTitle: restored.session.songTitle,
        lyrics: restored.session.lyrics,
        lastSaved: restored.session.lastSaved.toISOString(),
        undoVersionId: restored.undoVersionId,
      };
    },
  );
};
