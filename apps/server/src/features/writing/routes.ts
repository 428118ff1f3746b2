import { writingEndpoints as api } from '@lyricist/shared/writing/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiRouteLimits } from '../../ai/route-rate-limit';
import type { AppDeps } from '../../app-deps';
import { routeRegistrar, userIdOf } from '../../http/route';
import { assertOwnSession } from '../sessions/store';
import { contextualAutocomplete } from './contextual-autocomplete';
import { generateTitle } from './generate-title';

/** The editor's AI calls on one session (R-api-4): autocomplete, title, prosody. */
export const writingRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, ai, tokens, config, styleRefresh },
) => {
  const route = routeRegistrar(app, tokens);
  const aiLimits = aiRouteLimits(app, config.aiDailyLimit);

  route(api.autocomplete, aiLimits(), (request) =>
    contextualAutocomplete({ db, ai, styleRefresh }, userIdOf(request), request.params.id, request.body),
  );

  // The client sends a JSON content type and no body; the JSON parser accepts that (R-api-5).
  route(api.generateTitle, aiLimits(), (request) =>
    generateTitle({ db, ai }, userIdOf(request), request.params.id),
  );

  route(api.prosody, aiLimits(), async (request) => {
    await assertOwnSession(db, userIdOf(request), request.params.id);
    return ai.prosody(request.body.lyrics);
  });
};
