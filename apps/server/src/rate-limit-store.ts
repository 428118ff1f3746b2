import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';
import { rateLimits } from './db/schema/index';
import { sweepEveryMinute } from './lib/sweep';

type RouteLimitOptions = { countAs?: string; routeInfo?: { method?: string | string[]; url?: string } };
type Count = { current: number; ttl: number };
type CountCallback = (error: Error | null, result?: Count) => void;

/** How long a window's row is kept after it started: longer than any window we use (a day at most). */
const KEEP_MS = 25 * 60 * 60_000;

/**
 * @fastify/rate-limit for the routes that ask for it in their config (`global: false`), counting in
 * the database; old windows are swept once a minute.
 */
export async function registerRateLimits(app: FastifyInstance, db: Database): Promise<void> {
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
  sweepEveryMinute(app, () => deleteOldRateLimits(db));
}

/**
 * What is left of a window, never more than the window itself. `now()` is when a call's statement
 * began: a call of a same-moment burst that began before the call that opened the window, and waited
 * on its row, would otherwise be told to wait a little longer than the whole window.
 */
const ttlWithin = (ttlMs: number | undefined, windowMs: number) =>
  Math.min(windowMs, Math.max(0, ttlMs ?? windowMs));

/**
 * Fixed-window counters for @fastify/rate-limit, kept in the database so that every instance shares
 * one count: with N instances behind a load balancer a writer still gets the limit once, not N times.
 * One upsert per call, atomic under concurrency, so each call of a same-moment burst gets its own
 * count (the plugin's in-memory LocalStore handed a burst of 11 the final count 11 for every call,
 * refusing all of them). Each route counts apart (`child`). Times are the database's, so instances
 * agree whatever their clocks.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  const window = sql.placeholder('window');
  const expired = sql`${rateLimits.windowStartedAt} + ${window}::interval <= now()`;
  const hit = db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), windowStartedAt: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      ttlMs: sql<number>`ceil(extract(epoch from ${rateLimits.windowStartedAt} + ${window}::interval - now()) * 1000)::int`,
    })
    .prepare('rate_limit_hit');
  const peek = db
    .select({
      hits: rateLimits.hits,
      ttlMs: sql<number>`ceil(extract(epoch from ${rateLimits.windowStartedAt} + ${window}::interval - now()) * 1000)::int`,
    })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${sql.placeholder('key')} and not (${expired})`)
    .prepare('rate_limit_peek');

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly route = '',
    ) {}

    incr(key: string, callback: CountCallback, timeWindow: number): void {
      hit.execute({ key: `${this.route}|${key}`, window: `${timeWindow} milliseconds` }).then(
        ([row]) => callback(null, { current: row?.hits ?? 1, ttl: ttlWithin(row?.ttlMs, timeWindow) }),
        (error: Error) => callback(error),
      );
    }

    /** The count so far without adding a call (the plugin's `{ increment: false }`). */
    read(key: string, callback: CountCallback, timeWindow: number): void {
      peek.execute({ key: `${this.route}|${key}`, window: `${timeWindow} milliseconds` }).then(
        ([row]) => callback(null, { current: row?.hits ?? 0, ttl: ttlWithin(row?.ttlMs, timeWindow) }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // Whatever its declared type says, the plugin passes the route's merged limit options, with
      // the route itself as `routeInfo`. Limits given one `countAs` share a count (limits.ts). Not
      // the plugin's own `groupId`, which it also appends to the key of every limit on that route.
      const { countAs, routeInfo } = routeOptions as unknown as RouteLimitOptions;
      return new DatabaseRateLimitStore(undefined, countAs ?? `${routeInfo?.method} ${routeInfo?.url}`);
    }
  };
}

/** Deletes the rows of windows long over (a stale row is otherwise harmless). */
export async function deleteOldRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, new Date(Date.now() - KEEP_MS)));
}
