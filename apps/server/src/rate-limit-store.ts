import type { FastifyRateLimitStore } from '@fastify/rate-limit';

type Window = { count: number; startedAt: number };
const SWEEP_AT = 10_000;

/**
 * A fixed-window counter store for @fastify/rate-limit. Its built-in LocalStore answers every call
 * with the same mutable counter, so calls that arrive in one tick all read the final count: a burst
 * of 11 against a limit of 10 refused all 11. This store answers each call with its own snapshot.
 * Each route gets its own store (`child`), so routes never share counts.
 */
export class SnapshotStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, Window>();

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= timeWindow) {
      if (!window && this.windows.size >= SWEEP_AT) this.sweep(now, timeWindow);
      window = { count: 0, startedAt: now };
      this.windows.set(key, window);
    }
    window.count++;
    callback(null, { current: window.count, ttl: timeWindow - (now - window.startedAt) });
  }

  child(): FastifyRateLimitStore {
    return new SnapshotStore();
  }

  /** Drops finished windows so idle keys do not pile up. */
  private sweep(now: number, timeWindow: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= timeWindow) this.windows.delete(key);
    }
  }
}
