import { accessEndpoints as api } from '@lyricist/shared/access/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { routeRegistrar, userIdOf } from '../../http/route';
import { accessStatus } from './access-status';
import { requestAccess } from './request-access';

/** The access calls (R-access-2): status of the two gated approaches, and asking for one. */
export const accessRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, tokens }) => {
  const route = routeRegistrar(app, tokens);
  route(api.status, {}, (request) => accessStatus(db, userIdOf(request)));
  route(api.request, {}, (request) => requestAccess(db, userIdOf(request), request.body.approach));
};
