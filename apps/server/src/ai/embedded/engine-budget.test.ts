import { MAX_CHAT_MESSAGE_CHARS } from '@lyricist/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildChatMessage, buildSessionBody } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser, type SignedIn } from '../../../test/sign-in';

// Thousands of made-up lines, and a history of long messages: real engine work, never under 1 ms.
const STANZA = Array.from({ length: 5000 }, (_, i) => `la zo${i.toString(36)}`).join('\n');
const LONG = 'We drove north past the harbour lights and the old mill, '
  .repeat(70)
  .slice(0, MAX_CHAT_MESSAGE_CHARS);

function client(t: () => TestApp) {
  const send = (user: SignedIn, method: 'GET' | 'POST', url: string, body?: unknown) =>
    t().app.inject({
      method,
      url,
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    post: (user: SignedIn, url: string, body?: unknown) => send(user, 'POST', url, body ?? {}),
    get: (user: SignedIn, url: string) => send(user, 'GET', url),
  };
}

describe('an embedded engine call over its budget', () => {
  let t: TestApp;
  let writer: SignedIn;
  const { post, get } = client(() => t);
  beforeAll(async () => {
    // The test's app config lowers the budget of every task but autocomplete to 1 ms.
    t = await createTestApp({ AI_TASK_BUDGET_MS: '1' });
    writer = await createUser(t.app);
  });
  afterAll(() => t.close());

  it('answers 503 ai_busy and leaves the session as it was', async () => {
    const history = Array.from({ length: 40 }, (_, i) =>
      buildChatMessage({ role: i % 2 ? 'assistant' : 'user', content: LONG }),
    );
    const created = await post(
      writer,
      '/api/sessions',
      buildSessionBody({ lyrics: STANZA, messagesJson: history }),
    );
    expect(created.statusCode).toBe(201);
    const { sessionId } = created.json() as { sessionId: string };
    const before = (await get(writer, `/api/sessions/${sessionId}`)).json();

    const title = await post(writer, `/api/sessions/${sessionId}/generate-title`);
    expect(title.statusCode).toBe(503);
    expect(title.json()).toEqual({ error: { code: 'ai_busy', message: expect.stringMatching(/busy/) } });
    const chat = await post(writer, '/api/chat', { message: LONG, sessionId });
    expect(chat.statusCode).toBe(503);
    expect(chat.json().error.code).toBe('ai_busy');

    expect((await get(writer, `/api/sessions/${sessionId}`)).json()).toEqual(before);
  });
});

describe('a slow embedded engine call', () => {
  let t: TestApp;
  let writer: SignedIn;
  const { post } = client(() => t);
  beforeAll(async () => {
    t = await createTestApp();
    writer = await createUser(t.app);
  });
  afterAll(() => t.close());

  it('does not hold other requests: health answers while engine calls still run', async () => {
    const created = await post(
      writer,
      '/api/sessions',
      buildSessionBody({ lyrics: STANZA, messagesJson: [] }),
    );
    const { sessionId } = created.json() as { sessionId: string };
    let finished = 0;
    const slow = Array.from({ length: 4 }, () =>
      post(writer, `/api/sessions/${sessionId}/prosody`, { lyrics: STANZA }).then((res) => {
        finished++;
        return res;
      }),
    );
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    // On the event loop the four calls would all have finished before health got its turn.
    expect(finished).toBeLessThan(slow.length);
    // Each is answered: its prosody, or 503 if a very busy machine ran it past its budget.
    for (const res of await Promise.all(slow)) expect([200, 503]).toContain(res.statusCode);
  });
});
