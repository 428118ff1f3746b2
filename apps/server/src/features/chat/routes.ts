import { chatBodySchema, chatResponseSchema } from '@lyricist/shared/writing/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiRouteLimits } from '../../ai/route-rate-limit';
import type { AppDeps } from '../../app-deps';
import { authenticate, currentAuth } from '../auth/guard';
import { sendChatMessage } from './send-chat-message';

/** The theme chat: POST /api/chat (SPEC point 7). */
export const chatRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, ai, tokens, config }) => {
  const aiLimits = aiRouteLimits(app, config.aiDailyLimit);
  app.post(
    '/api/chat',
    {
      onRequest: authenticate(tokens),
      ...aiLimits(),
      schema: { body: chatBodySchema, response: { 200: chatResponseSchema } },
    },
    async (request) => sendChatMessage({ db, ai }, currentAuth(request).userId, request.body),
  );
};
