import { accessStatusSchema, requestAccessBodySchema } from '@lyricist/shared/access/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { authenticate, currentAuth } from '../auth/guard';
import { accessStatus } from './access-status';
import { requestAccess } from './request-access';

/** The access calls of SPEC point 7: status of the two gated approaches, and asking for one. */
export const accessRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, tokens }) => {
  const guard = authenticate(tokens);

  app.get(
    '/api/users/access-request-status',
    { onRequest: guard, schema: { response: { 200: accessStatusSchema } } },
    async (request) => accessStatus(db, currentAuth(request).userId),
  );

  app.post(
    '/api/users/request-access',
    { onRequest: guard, schema: { body: requestAccessBodySchema, response: { 200: accessStatusSchema } } },
    async (request) => requestAccess(db, currentAuth(request).userId, request.body.approach),
  );
};
