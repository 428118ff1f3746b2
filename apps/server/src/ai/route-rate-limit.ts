import { AI_RATE_LIMIT_BURST, AI_RATE_LIMIT_PER_MINUTE } from '@lyricist/shared/constants';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

/**
 * Per-user limit for an AI route, as route config for @fastify/rate-limit (registered with
 * `global: false`). A window of AI_RATE_LIMIT_BURST calls every BURST/PER_MINUTE of a minute
 * (10 per 10 s) allows a short burst yet never more than the per-minute pace on average; see
 * docs/decisions/025-ai-rate-limit.md. Each route keeps its own count, so a busy editor
 * (autocomplete) never blocks the chat.
 */
export const aiRateLimit = () => ({
  max: AI_RATE_LIMIT_BURST,
  timeWindow: (AI_RATE_LIMIT_BURST * 60_000) / AI_RATE_LIMIT_PER_MINUTE,
  // The plugin's hook runs after the route's own onRequest guard, so the user is known here; the
  // bearer token is the identity, never the IP (many writers can share one).
  keyGenerator: (request: FastifyRequest) => request.auth?.userId ?? request.ip,
  errorResponseBuilder: () =>
    new AppError('rate_limited', 'Too many AI requests. Please wait a few seconds and try again.'),
});
