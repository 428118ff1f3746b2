import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors/app-error';

/**
 * One limit: at most `max` calls per `windowMs` per key, within a group of routes that share the
 * count. Every limit counts in the database (rate-limit-store.ts), so instances share it, and
 * every refusal is a 429 with Retry-After and the usual error body.
 */
export type LimitSpec = {
  /** Routes given the same group share one count; without one, each route counts apart. */
  group?: string;
  max: number;
  windowMs: number;
  key: (request: FastifyRequest) => string;
  message: string;
};

/** Route config for @fastify/rate-limit (`config: { rateLimit: routeLimit(...) }`). */
export function routeLimit(spec: LimitSpec) {
  return {
    countAs: spec.group,
    max: spec.max,
    timeWindow: spec.windowMs,
    keyGenerator: spec.key,
    errorResponseBuilder: () => new AppError('rate_limited', spec.message),
  };
}

/** Counts a limit by hand, for limits that only some outcomes spend (a failed sign-in) or that pile up. */
export type Counter = {
  /** Adds a call; the seconds to wait when this call went over the limit, else null. */
  hit: (request: FastifyRequest) => Promise<number | null>;
  /** Without adding a call: the seconds to wait while the limit is used up, else null. */
  spent: (request: FastifyRequest) => Promise<number | null>;
};

export function counter(app: FastifyInstance, spec: Omit<LimitSpec, 'message'> & { group: string }): Counter {
  const options = { countAs: spec.group, max: spec.max, timeWindow: spec.windowMs, keyGenerator: spec.key };
  const check = app.createRateLimit(options);
  return {
    async hit(request) {
      const result = await check(request);
      return !result.isAllowed && result.isExceeded ? result.ttlInSeconds : null;
    },
    async spent(request) {
      const result = await check(request, { increment: false });
      return !result.isAllowed && result.remaining === 0 ? result.ttlInSeconds : null;
    },
  };
}

/** A 429 in the usual error shape, with Retry-After. */
export function tooMany(reply: FastifyReply, retryAfterSeconds: number, message: string): AppError {
  reply.header('retry-after', String(Math.max(1, retryAfterSeconds)));
  return new AppError('rate_limited', message);
}

/** The caller's address: the socket's, or X-Forwarded-For's only as far as TRUST_PROXY allows (app.ts). */
export const byAddress = (request: FastifyRequest) => request.ip;

/** The signed-in writer; limits on guarded routes run after the guard. */
export const byWriter = (request: FastifyRequest) => request.auth?.userId ?? request.ip;
