import {
  AI_RATE_LIMIT_BURST,
  CATALOGUE_SEARCHES_PER_MINUTE,
  SIGN_IN_STARTS_PER_ADDRESS,
} from '@lyricist/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSessionBody } from '../test/factories';
import { createTestApp, type TestApp } from '../test/harness';
import { createUser, type SignedIn, testBrowser } from '../test/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Res = { statusCode: number; headers: Record<string, unknown>; json: () => unknown };
const statuses = (responses: Res[]) => responses.map((r) => r.statusCode).sort();
const RATE_LIMITED = expect.objectContaining({ code: 'rate_limited', message: expect.any(String) });

function expectRefusal(res: Res | undefined, maxSeconds: number) {
  expect(res?.statusCode).toBe(429);
  expect(res?.json()).toEqual({ error: RATE_LIMITED });
  expect(Number(res?.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(res?.headers['retry-after'])).toBeLessThanOrEqual(maxSeconds);
}

const call = (app: TestApp['app'], user: SignedIn, method: 'GET' | 'POST', url: string, body?: unknown) =>
  app.inject({
    method,
    url,
    headers: { ...user.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

async function writerWithSession(app = t.app) {
  const user = await createUser(app);
  const sessionId = (await call(app, user, 'POST', '/api/sessions', buildSessionBody())).json().sessionId;
  return { user, sessionId: sessionId as string };
}

describe('starting a sign-in (POST /api/auth/token)', () => {
  it('is limited per address; a forged X-Forwarded-For changes nothing without TRUST_PROXY', async () => {
    const browser = testBrowser(t.app);
    const responses = [];
    for (let i = 0; i <= SIGN_IN_STARTS_PER_ADDRESS.burst; i++) {
      responses.push(
        await browser.inject({
          method: 'POST',
          url: '/api/auth/token',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        }),
      );
    }
    expect(statuses(responses)).toEqual([...Array(SIGN_IN_STARTS_PER_ADDRESS.burst).fill(200), 429]);
    expectRefusal(responses.at(-1), SIGN_IN_STARTS_PER_ADDRESS.refillMs / 1000);
    expect((await testBrowser(t.app).inject({ method: 'POST', url: '/api/auth/token' })).statusCode).toBe(
      200,
    );
  });

  it('counts the address X-Forwarded-For names when TRUST_PROXY trusts that hop', async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const from = (client: string) =>
        testBrowser(behindProxy.app).inject({
          method: 'POST',
          url: '/api/auth/token',
          headers: { 'x-forwarded-for': client },
        });
      const responses = [];
      const { burst } = SIGN_IN_STARTS_PER_ADDRESS;
      for (let i = 0; i <= burst; i++) responses.push(await from('192.0.2.44'));
      expect(statuses(responses)).toEqual([...Array(burst).fill(200), 429]);
      expect((await from('192.0.2.45')).statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('the selection routes', () => {
  it('are not AI routes: a burst past the AI limit is all saved, and the AI routes keep their count', async () => {
    const { user, sessionId } = await writerWithSession();
    const routes = [
      ['moods', { moods: ['Hopeful'] }],
      ['genres', { genres: ['Folk'] }],
      ['reference-artists', { artistIds: [], artistsData: [] }],
      ['reference-songs', { songIds: [], songsData: [] }],
    ] as const;
    const responses = await Promise.all(
      Array.from({ length: AI_RATE_LIMIT_BURST * 2 }, (_, i) => {
        const [route, body] = routes[i % routes.length] as (typeof routes)[number];
        return call(t.app, user, 'POST', `/api/sessions/${sessionId}/${route}`, body);
      }),
    );
    expect(statuses(responses)).toEqual(Array(AI_RATE_LIMIT_BURST * 2).fill(200));
    const prosody = await call(t.app, user, 'POST', `/api/sessions/${sessionId}/prosody`, {
      lyrics: 'A line',
    });
    expect(prosody.statusCode).toBe(200);
  });
});

describe('catalogue search', () => {
  it('is limited per writer over artist and track search together', async () => {
    const user = await createUser(t.app);
    const responses = [];
    for (let i = 0; i <= CATALOGUE_SEARCHES_PER_MINUTE; i++) {
      const kind = i % 2 === 0 ? 'artists' : 'tracks';
      responses.push(await call(t.app, user, 'GET', `/api/${kind}/search?q=a${i}`));
    }
    expect(statuses(responses)).toEqual([...Array(CATALOGUE_SEARCHES_PER_MINUTE).fill(200), 429]);
    expectRefusal(responses.at(-1), 60);
    const other = await createUser(t.app);
    expect((await call(t.app, other, 'GET', '/api/artists/search?q=a')).statusCode).toBe(200);
  });
});

describe('the daily AI budget (AI_DAILY_LIMIT)', () => {
  it('counts every AI route of a writer together, then refuses until the day is over', async () => {
    const budgeted = await createTestApp({ AI_DAILY_LIMIT: '3' });
    try {
      const { user, sessionId } = await writerWithSession(budgeted.app);
      const on = (url: string, body?: unknown) => call(budgeted.app, user, 'POST', url, body);
      expect((await on('/api/chat', { message: 'Salt on the window', sessionId })).statusCode).toBe(200);
      expect((await on(`/api/sessions/${sessionId}/prosody`, { lyrics: 'One line' })).statusCode).toBe(200);
      // Pinning a list is not an AI call: it spends nothing, and a spent budget never refuses it.
      expect((await on(`/api/sessions/${sessionId}/moods`, { moods: ['Calm'] })).statusCode).toBe(200);
      expect((await on(`/api/sessions/${sessionId}/prosody`, { lyrics: 'Two lines' })).statusCode).toBe(200);
      const refused = await on(`/api/sessions/${sessionId}/generate-title`);
      expectRefusal(refused, 24 * 60 * 60);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
      const pinned = await on(`/api/sessions/${sessionId}/moods`, { moods: ['Calm', 'Hopeful'] });
      expect(pinned.statusCode).toBe(200);
      expect(pinned.json()).toMatchObject({ selectedMoods: ['Calm', 'Hopeful'] });
      // Invalid calls do not spend it, and other writers have their own.
      const other = await writerWithSession(budgeted.app);
      expect((await call(budgeted.app, other.user, 'POST', '/api/chat', { message: '' })).statusCode).toBe(
        400,
      );
      const theirs = await call(budgeted.app, other.user, 'POST', '/api/chat', {
        message: 'Hello',
        sessionId: other.sessionId,
      });
      expect(theirs.statusCode).toBe(200);
    } finally {
      await budgeted.close();
    }
  });
});
