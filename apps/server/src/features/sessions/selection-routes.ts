import {
  genresBodySchema,
  moodsBodySchema,
  referenceArtistsBodySchema,
  referenceSongsBodySchema,
  sessionIdParamsSchema,
  sessionSchema,
} from '@lyricist/shared/sessions/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiRouteLimits } from '../../ai/route-rate-limit';
import type { AppDeps } from '../../app-deps';
import { authenticate, currentAuth } from '../auth/guard';
import { presentSession } from './present';
import { saveGenres, saveMoods, saveReferenceArtists, saveReferenceSongs } from './save-selection';

/**
 * The reference, mood and genre saves of SPEC point 7. Each replaces the stored list, refreshes the
 * style director and answers the whole saved session. Refreshing the director is AI work: the four
 * routes share one AI rate limit and spend the daily AI budget.
 */
export const selectionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, ai, tokens, config }) => {
  const guard = authenticate(tokens);
  const limits = aiRouteLimits(app, config.aiDailyLimit)('style-director');
  const params = sessionIdParamsSchema;
  const response = { 200: sessionSchema };
  const context = (request: FastifyRequest) => ({
    deps: { db, ai, log: request.log },
    userId: currentAuth(request).userId,
  });

  app.post(
    '/api/sessions/:id/reference-artists',
    { onRequest: guard, ...limits, schema: { params, body: referenceArtistsBodySchema, response } },
    async (request) => {
      const { deps, userId } = context(request);
      return presentSession(await saveReferenceArtists(deps, userId, request.params.id, request.body));
    },
  );

  app.post(
    '/api/sessions/:id/reference-songs',
    { onRequest: guard, ...limits, schema: { params, body: referenceSongsBodySchema, response } },
    async (request) => {
      const { deps, userId } = context(request);
      return presentSession(await saveReferenceSongs(deps, userId, request.params.id, request.body));
    },
  );

  app.post(
    '/api/sessions/:id/moods',
    { onRequest: guard, ...limits, schema: { params, body: moodsBodySchema, response } },
    async (request) => {
      const { deps, userId } = context(request);
      return presentSession(await saveMoods(deps, userId, request.params.id, request.body));
    },
  );

  app.post(
    '/api/sessions/:id/genres',
    { onRequest: guard, ...limits, schema: { params, body: genresBodySchema, response } },
    async (request) => {
      const { deps, userId } = context(request);
      return presentSession(await saveGenres(deps, userId, request.params.id, request.body));
    },
  );
};
