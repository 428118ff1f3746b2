import { AI_RATE_LIMIT_BURST, AI_RATE_LIMIT_PER_MINUTE } from '@lyricist/shared/constants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSessionBody } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUser, type SignedIn } from '../../test/sign-in';
import { buildApp } from '../app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (user: SignedIn, url: string, body?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...user.headers, 'content-type': 'application/json' },
    payload: body === undefined ? '' : JSON.stringify(body),
  });

async function writerWithSession(): Promise<{ user: SignedIn; sessionId: string }> {
  const user = await createUser(t.app);
  const res = await post(user, '/api/sessions', buildSessionBody({ messagesJson: [] }));
  return { user, sessionId: res.json().sessionId };
}

type Route = { name: string; url: (id: string) => string; body: (id: string) => unknown };
const ROUTES: Route[] = [
  {
    name: 'chat',
    url: () => '/api/chat',
    body: (id) => ({ message: 'The tide took the pier', sessionId: id }),
  },
  {
    name: 'contextual-autocomplete',
    url: (id) => `/api/sessions/${id}/contextual-autocomplete`,
    body: () => ({ currentLyrics: '', cursorPosition: 0 }),
  },
  { name: 'generate-title', url: (id) => `/api/sessions/${id}/generate-title`, body: () => undefined },
  { name: 'prosody', url: (id) => `/api/sessions/${id}/prosody`, body: () => ({ lyrics: 'One line' }) },
];

const windowSeconds = (AI_RATE_LIMIT_BURST * 60) / AI_RATE_LIMIT_PER_MINUTE;

/**
 * Sends burst + 1 calls at once: the limit is counted when a call arrives (right after the
 * guard), so the whole burst lands well inside one window even on a slow machine.
 */
const burst = (user: SignedIn, route: Route, sessionId: string) =>
  Promise.all(
    Array.from({ length: AI_RATE_LIMIT_BURST + 1 }, () =>
      post(user, route.url(sessionId), route.body(sessionId)),
    ),
  );

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

describe(`AI routes: ${AI_RATE_LIMIT_BURST} calls at once per writer, ${AI_RATE_LIMIT_PER_MINUTE}/min on average`, () => {
  for (const route of ROUTES) {
    it(`${route.name}: answers 429 in our error shape past the burst, for that writer only`, async () => {
      const { user, sessionId } = await writerWithSession();
      const responses = await burst(user, route, sessionId);
      expect(statuses(responses)).toEqual([...Array(AI_RATE_LIMIT_BURST).fill(200), 429]);
      const limited = responses.find((r) => r.statusCode === 429);
      expect(limited?.json()).toEqual({
        error: {
          code: 'rate_limited',
          message: 'Too many AI requests. Please wait a few seconds and try again.',
        },
      });
      expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited?.headers['retry-after'])).toBeLessThanOrEqual(windowSeconds);

      const someoneElse = await writerWithSession();
      const theirs = await post(
        someoneElse.user,
        route.url(someoneElse.sessionId),
        route.body(someoneElse.sessionId),
      );
      expect(theirs.statusCode).toBe(200);
    });
  }

  it('a refused chat turn stores nothing', async () => {
    const { user, sessionId } = await writerWithSession();
    const chat = ROUTES[0] as Route;
    await burst(user, chat, sessionId);
    const session = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${sessionId}`,
      headers: user.headers,
    });
    expect(session.json().messagesJson).toHaveLength(2 * AI_RATE_LIMIT_BURST);
  });

  it('counts each route separately, so a busy editor never blocks the chat', async () => {
    const { user, sessionId } = await writerWithSession();
    const [chat, autocomplete] = ROUTES as [Route, Route];
    expect(statuses(await burst(user, autocomplete, sessionId))).toContain(429);
    expect((await post(user, chat.url(sessionId), chat.body(sessionId))).statusCode).toBe(200);
  });

  it('counts one writer once across instances sharing the database', async () => {
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      const { user, sessionId } = await writerWithSession();
      const prosody = ROUTES[3] as Route;
      const on = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: prosody.url(sessionId),
          headers: { ...user.headers, 'content-type': 'application/json' },
          payload: JSON.stringify(prosody.body(sessionId)),
        });
      const here = Array.from({ length: 6 }, () => on(t.app));
      const there = Array.from({ length: AI_RATE_LIMIT_BURST - 5 }, () => on(other));
      expect(statuses(await Promise.all([...here, ...there]))).toEqual([
        ...Array(AI_RATE_LIMIT_BURST).fill(200),
        429,
      ]);
    } finally {
      await other.close();
    }
  });

  it('asks who the caller is before counting: no token is a 401, never a 429', async () => {
    const responses = await Promise.all(
      Array.from({ length: AI_RATE_LIMIT_BURST + 1 }, () =>
        t.app.inject({ method: 'POST', url: '/api/chat', payload: { message: 'hi' } }),
      ),
    );
    expect(new Set(statuses(responses))).toEqual(new Set([401]));
  });
});
