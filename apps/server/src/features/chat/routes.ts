import { writingEndpoints as api } from '@lyricist/shared/writing/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiRouteLimits } from '../../ai/route-rate-limit';
import type { AppDeps } from '../../app-deps';
import { routeRegistrar, userIdOf } from '../../http/route';
import { sendChatMessage } from './send-chat-message';

/** The theme chat: POST /api/chat (R-chat-8). */
export const chatRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, ai, engine, platform, tokens, config } = deps;
  const route = routeRegistrar(app, tokens);
  const aiLimits = aiRouteLimits(app, config.aiDailyLimit);
  route(api.chat, aiLimits(), (request) =>
    sendChatMessage({ db, ai, engine, platform, log: request.log }, userIdOf(request), request.body),
  );
};
