import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { rateLimits } from './db/schema/index';
import { databaseRateLimitStore, deleteOldRateLimits } from './rate-limit-store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Count = { current: number; ttl: number };
const route = (name: string) => {
  const Store = databaseRateLimitStore(t.db);
  return new Store({}).child({ routeInfo: { method: 'POST', url: name } } as never);
};
const hit = (store: ReturnType<typeof route>, key: string, windowMs = 10_000) =>
  new Promise<Count>((resolve, reject) =>
    store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), windowMs, 10),
  );

describe('the database rate-limit store', () => {
  it('gives each call of a same-moment burst its own count', async () => {
    const store = route('/burst');
    const counts = await Promise.all(Array.from({ length: 11 }, () => hit(store, 'writer')));
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    for (const { ttl } of counts) expect(ttl).toBeGreaterThan(9_000);
  });

  it('counts two stores on one database as one: instances share the limit', async () => {
    const [here, there] = [route('/shared'), route('/shared')];
    await hit(here, 'writer');
    await hit(there, 'writer');
    expect((await hit(here, 'writer')).current).toBe(3);
  });

  it('counts routes and keys apart', async () => {
    await hit(route('/a'), 'writer');
    expect((await hit(route('/b'), 'writer')).current).toBe(1);
    expect((await hit(route('/a'), 'someone else')).current).toBe(1);
  });

  it('never asks a caller to wait longer than the window, even behind a call that began after it', async () => {
    // A burst's call whose statement began before the call that opened the window sees that window
    // start a moment in its future.
    await t.db
      .insert(rateLimits)
      .values({ key: 'POST /late|writer', windowStartedAt: new Date(Date.now() + 2_000), hits: 10 });
    const { current, ttl } = await hit(route('/late'), 'writer');
    expect(current).toBe(11);
    expect(ttl).toBeLessThanOrEqual(10_000);
    expect(ttl).toBeGreaterThan(9_000);
  });

  it('starts a new window once the old one is over', async () => {
    const store = route('/window');
    await hit(store, 'writer', 300);
    expect((await hit(store, 'writer', 300)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await hit(store, 'writer', 300)).current).toBe(1);
  });

  it('sweeps windows that ended long ago and keeps the others', async () => {
    await t.db.insert(rateLimits).values([
      { key: 'old', windowStartedAt: new Date(Date.now() - 26 * 60 * 60_000), hits: 3 },
      { key: 'recent', windowStartedAt: new Date(), hits: 1 },
    ]);
    await deleteOldRateLimits(t.db);
    expect(await t.db.select().from(rateLimits).where(eq(rateLimits.key, 'old'))).toEqual([]);
    expect(await t.db.select().from(rateLimits).where(eq(rateLimits.key, 'recent'))).toHaveLength(1);
  });
});
