import { randomBytes } from 'node:crypto';
import { ACCOUNT_CREATIONS_PER_ADDRESS, SIGN_IN_STARTS_PER_ADDRESS } from '@lyricist/shared/constants';
import { COPY } from '@lyricist/shared/copy';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { browserBehindProxy, exchange, startLogin, submitAuthorize } from '../../../test/sign-in';

// Issue 33: a workshop of writers on one Wi-Fi comes through one address. The server sits behind one
// proxy here (TRUST_PROXY=1), so each browser below says which address it comes from.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());
// The clock stands still unless a test moves it: 50 writers at one moment is the hardest case of
// "within 5 minutes", since the buckets refill with time.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const ROOM = 50;
/** How far into a flood the first refusal may come at the latest. */
const FLOOD_REFUSED_WITHIN = 100;
const PASSWORD = 'a workshop password';
const unique = () => randomBytes(4).toString('hex');

describe('a room of writers behind one address', () => {
  it('lets 50 writers each start a sign-in, create an account and sign in, at the same moment', async () => {
    const address = '198.51.100.7';
    const names: string[] = [];
    for (let i = 0; i < ROOM; i++) {
      const browser = browserBehindProxy(t.app, address);
      const usertoken = await startLogin(t.app, browser);
      const email = `room-${i}-${unique()}@example.test`;
      const fields = { usertoken, email, password: PASSWORD };
      const created = await submitAuthorize(
        t.app,
        { action: 'create', name: `Writer ${i}`, ...fields },
        browser,
      );
      expect(created.body).toContain(COPY.platform.accountRequested);
      // One writer in five mistypes the password first, as people do.
      if (i % 5 === 0) {
        const typo = await submitAuthorize(
          t.app,
          { action: 'signin', ...fields, password: 'a typo!!' },
          browser,
        );
        expect(typo.statusCode).toBe(401);
      }
      const signedIn = await submitAuthorize(t.app, { action: 'signin', ...fields }, browser);
      expect(signedIn.statusCode, `writer ${i}`).toBe(303);
      const profile = await exchange(t.app, usertoken, browser);
      expect(profile.statusCode, `writer ${i}`).toBe(200);
      names.push(profile.json().name);
    }
    expect(names).toEqual(Array.from({ length: ROOM }, (_, i) => `Writer ${i}`));
  }, 300_000);
});

describe('a flood from one address', () => {
  it('of sign-in starts is refused within its first 100, and the address gets one more per refill', async () => {
    const address = '203.0.113.50';
    const mint = () => browserBehindProxy(t.app, address).inject({ method: 'POST', url: '/api/auth/token' });
    const flood = [];
    for (let i = 0; i < FLOOD_REFUSED_WITHIN; i++) flood.push(await mint());
    const statuses = flood.map((res) => res.statusCode);
    expect(statuses).toEqual([
      ...Array(SIGN_IN_STARTS_PER_ADDRESS.burst).fill(200),
      ...Array(FLOOD_REFUSED_WITHIN - SIGN_IN_STARTS_PER_ADDRESS.burst).fill(429),
    ]);
    const refused = flood.at(-1);
    expect(refused?.json().error.code).toBe('rate_limited');
    expect(Number(refused?.headers['retry-after'])).toBe(SIGN_IN_STARTS_PER_ADDRESS.refillMs / 1000);
    // Another address is not held up by this one.
    expect(
      (await browserBehindProxy(t.app, '203.0.113.51').inject({ method: 'POST', url: '/api/auth/token' }))
        .statusCode,
    ).toBe(200);
    // Once the wait it was told is over, one more start gets through, and only one.
    vi.setSystemTime(Date.now() + SIGN_IN_STARTS_PER_ADDRESS.refillMs);
    expect([(await mint()).statusCode, (await mint()).statusCode]).toEqual([200, 429]);
  });

  it('of sign-ups is refused within its first 100', async () => {
    const browser = browserBehindProxy(t.app, '203.0.113.60');
    const usertoken = await startLogin(t.app, browser);
    const statuses: number[] = [];
    for (let i = 0; i < FLOOD_REFUSED_WITHIN; i++) {
      const res = await submitAuthorize(
        t.app,
        {
          action: 'create',
          usertoken,
          name: 'Bot',
          email: `bot-${i}-${unique()}@example.test`,
          password: PASSWORD,
        },
        browser,
      );
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([
      ...Array(ACCOUNT_CREATIONS_PER_ADDRESS.burst).fill(200),
      ...Array(FLOOD_REFUSED_WITHIN - ACCOUNT_CREATIONS_PER_ADDRESS.burst).fill(429),
    ]);
  }, 300_000);
});
