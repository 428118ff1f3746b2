import { sessionIdParamsSchema } from '@lyricist/shared/sessions/contracts';
import {
  autocompleteBodySchema,
  autocompleteResponseSchema,
  generateTitleResponseSchema,
  prosodyBodySchema,
  prosodyResponseSchema,
} from '@lyricist/shared/writing/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiRouteLimits } from '../../ai/route-rate-limit';
import type { AppDeps } from '../../app-deps';
import { authenticate, currentAuth } from '../auth/guard';
import { contextualAutocomplete } from './contextual-autocomplete';
import { generateTitle } from './generate-title';
import { assertOwnSession } from './session-inputs';

/** The editor's AI calls on one session (SPEC point 7): autocomplete, title, prosody. */
export const writingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, ai, tokens, config }) => {
  const onRequest = authenticate(tokens);
  const aiLimits = aiRouteLimits(app, config.aiDailyLimit);
  const params = sessionIdParamsSchema;

  app.post(
    '/api/sessions/:id/contextual-autocomplete',
    {
      onRequest,
      ...aiLimits(),
      schema: { params, body: autocompleteBodySchema, response: { 200: autocompleteResponseSchema } },
    },
    async (request) =>
      contextualAutocomplete({ db, ai }, currentAuth(request).userId, request.params.id, request.body),
  );

  // The spec's client sends a JSON content type and no body; the JSON parser accepts that.
  app.post(
    '/api/sessions/:id/generate-title',
    {
      onRequest,
      ...aiLimits(),
      schema: { params, response: { 200: generateTitleResponseSchema } },
    },
    async (request) => generateTitle({ db, ai }, currentAuth(request).userId, request.params.id),
  );

  app.post(
    '/api/sessions/:id/prosody',
    {
      onRequest,
      ...aiLimits(),
      schema: { params, body: prosodyBodySchema, response: { 200: prosodyResponseSchema } },
    },
    async (request) => {
      await assertOwnSession(db, currentAuth(request).userId, request.params.id);
      return ai.prosody(request.body.lyrics);
    },
  );
};
