import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blackHoleProxy } from '../../test/black-hole-proxy';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUser } from '../../test/sign-in';
import { createTokenVerifier } from '../identity/token-verifier';
import { listenPostgres } from './listen';

/**
 * A LISTEN link that dies without closing (PostgreSQL only: PGlite listens in-process and cannot
 * lose its link). The heartbeat notices within 5 s, and until then the token memory is not trusted.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe.runIf(process.env.TEST_DATABASE_URL)('a LISTEN link that dies silently', () => {
  it('is dropped within 5 s, and its tokens are checked in the database at once', async () => {
    const proxy = await blackHoleProxy(t.databaseUrl as string);
    const events: string[] = [];
    const listen = listenPostgres(proxy.url);
    const verifier = createTokenVerifier(t.db, (channel, handlers) =>
      listen(channel, {
        ...handlers,
        lost: () => {
          events.push('lost');
          handlers.lost();
        },
      }),
    );
    try {
      await verifier.ready;
      const user = await createUser(t.app);
      expect(await verifier.userFor(user.token)).toBe(user.profile.id); // now remembered

      proxy.silence();
      const silencedAt = Date.now();
      // Signed out elsewhere: the NOTIFY never arrives through the silent link.
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
      await expect.poll(() => verifier.userFor(user.token), { timeout: 3000, interval: 50 }).toBeNull();
      await expect.poll(() => events, { timeout: 6000, interval: 50 }).toContain('lost');
      expect(Date.now() - silencedAt).toBeLessThanOrEqual(5500);
    } finally {
      await verifier.close();
      await proxy.close();
    }
  }, 20_000);
});
