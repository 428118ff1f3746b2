import {
  AI_DAILY_WINDOW_MS,
  AI_RATE_LIMIT_BURST,
  AI_RATE_LIMIT_PER_MINUTE,
} from '@lyricist/shared/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { byWriter, counter, routeLimit, tooMany } from '../limits';

/**
 * Per-user limit for an AI route, as route config for @fastify/rate-limit (registered with
 * `global: false`). A window of AI_RATE_LIMIT_BURST calls every BURST/PER_MINUTE of a minute
 * (10 per 10 s) allows a short burst yet never more than the per-minute pace on average; see
 * docs/decisions/025-ai-rate-limit.md. Each route keeps its own count, so a busy editor
 * (autocomplete) never blocks the chat; routes given one `group` share a count. The plugin's hook
 * runs after the route's own onRequest guard, so the writer is known: the bearer token is the
 * identity, never the IP (many writers can share one).
 */
export const aiRateLimit = (group?: string) =>
  routeLimit({
    group,
    max: AI_RATE_LIMIT_BURST,
    windowMs: (AI_RATE_LIMIT_BURST * 60_000) / AI_RATE_LIMIT_PER_MINUTE,
    key: byWriter,
    message: 'Too many AI requests. Please wait a few seconds and try again.',
  });

/**
 * The options every AI route spreads in: its rate limit, and the writer's daily budget
 * (AI_DAILY_LIMIT calls a day over every AI route together; none when 0). The budget is spent in
 * preHandler, after the rate limit and validation, so refused calls do not use it up.
 */
export function aiRouteLimits(app: FastifyInstance, dailyLimit: number) {
  const budget =
    dailyLimit > 0
      ? counter(app, { group: 'ai-daily', max: dailyLimit, windowMs: AI_DAILY_WINDOW_MS, key: byWriter })
      : null;
  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const wait = budget ? await budget.hit(request) : null;
    if (wait !== null) {
      const hours = Math.ceil(wait / 3600);
      throw tooMany(
        reply,
        wait,
        `You have used today's AI requests. More are available in ${hours} hour${hours === 1 ? '' : 's'}.`,
      );
    }
  };
  return (group?: string) => ({ config: { rateLimit: aiRateLimit(group) }, preHandler });
}
