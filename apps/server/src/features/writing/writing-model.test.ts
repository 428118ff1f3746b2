import { prosody } from '@lyricist/lyric-engine';
import { AUTOCOMPLETE_TIMEOUT_MS } from '@lyricist/shared/constants';
import type { Session } from '@lyricist/shared/sessions/contracts';
import { goodModel, sampleStorytelling, sampleStyle } from '@lyricist/test-support/fakes/openai-samples';
import {
  answer,
  completion,
  type FakeOpenAi,
  taskOf,
  upstreamError,
} from '@lyricist/test-support/fakes/openai-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionRowText } from '../../../test/db-snapshot';
import { buildSessionBody } from '../../../test/factories';
import type { TestApp } from '../../../test/harness';
import { resetModel, startModelApp } from '../../../test/model-app';
import { createUser, type SignedIn } from '../../../test/sign-in';
import { REFRESH_WAIT_MS } from '../sessions/style-refresher';

/** The editor's AI endpoints with AI_PROVIDER=model, against a fake OpenAI-compatible server. */

let fake: FakeOpenAi;
let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, close } = await startModelApp());
});
afterAll(() => close());
beforeEach(() => resetModel(fake));

const post = (user: SignedIn, url: string, body?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...user.headers, 'content-type': 'application/json' },
    payload: body === undefined ? '' : JSON.stringify(body),
  });

const LYRICS = 'The porch light hums a song I almost know\n';

/** A fresh writer (own rate-limit budget) with a session whose two directors come from the model. */
async function directedSession(): Promise<{ user: SignedIn; sessionId: string }> {
  const user = await createUser(t.app);
  const created: Session = (await post(user, '/api/sessions', buildSessionBody({ lyrics: LYRICS }))).json();
  await post(user, '/api/chat', {
    message: 'The porch light stayed on all winter',
    sessionId: created.sessionId,
  });
  await post(user, `/api/sessions/${created.sessionId}/moods`, { moods: ['nostalgic'] });
  fake.requests.length = 0;
  return { user, sessionId: created.sessionId };
}

const autocompleteBody = { currentLyrics: LYRICS, cursorPosition: LYRICS.length };
const failure = (message: string) => ({ error: { code: 'ai_provider_failed', message } });

describe('directors with the model provider', () => {
  it('stores the style director the model gives when moods are saved', async () => {
    const user = await createUser(t.app);
    const { sessionId } = (await post(user, '/api/sessions', buildSessionBody())).json();
    const saved = await post(user, `/api/sessions/${sessionId}/moods`, { moods: ['nostalgic', 'dreamy'] });
    expect(saved.json().styleDirectorOutput).toEqual(sampleStyle);
    expect(fake.requests.map(taskOf)).toEqual(['style-director']);
    expect(fake.requests[0]?.body.messages.at(-1)?.content).toContain('Moods: nostalgic, dreamy');
  });
});

describe('POST /api/sessions/{id}/contextual-autocomplete with the model provider', () => {
  it("answers the model's suggestion, steered by both directors", async () => {
    const { user, sessionId } = await directedSession();
    const res = await post(user, `/api/sessions/${sessionId}/contextual-autocomplete`, autocompleteBody);
    expect(res.json()).toEqual({
      suggestion: 'and every moth remembers where to go',
      storytellingAvailable: true,
      styleAvailable: true,
    });
    const prompt = fake.requests[0]?.body.messages.at(-1)?.content ?? '';
    expect(prompt).toContain(JSON.stringify(sampleStorytelling));
    expect(prompt).toContain(JSON.stringify(sampleStyle));
  });

  it('waits for the first style director of a session without chat, however long the model takes', async () => {
    const user = await createUser(t.app);
    const body = buildSessionBody({ lyrics: LYRICS, messagesJson: [] });
    const { sessionId } = (await post(user, '/api/sessions', body)).json();
    // The model takes longer over the director than the save and a suggestion wait for a newer one.
    fake.respond((request) =>
      taskOf(request) === 'style-director'
        ? { slowFirstToken: 2 * REFRESH_WAIT_MS + 1000, reply: goodModel(request) }
        : goodModel(request),
    );
    const saved = await post(user, `/api/sessions/${sessionId}/moods`, { moods: ['nostalgic'] });
    expect(saved.json()).toMatchObject({ selectedMoods: ['nostalgic'], styleDirectorOutput: null });

    // The writer opens the editor now: the first suggestion is steered by the director.
    const res = await post(user, `/api/sessions/${sessionId}/contextual-autocomplete`, autocompleteBody);
    expect(res.json()).toEqual({
      suggestion: 'and every moth remembers where to go',
      storytellingAvailable: false,
      styleAvailable: true,
    });
    const prompt = fake.requests.find((r) => taskOf(r) === 'autocomplete')?.body.messages.at(-1)?.content;
    expect(prompt).toContain(JSON.stringify(sampleStyle));
  }, 30_000);

  it('answers 502 for malformed JSON and for an upstream 429', async () => {
    const { user, sessionId } = await directedSession();
    fake.respond(() => completion('{"suggestion": "and every moth'));
    const bad = await post(user, `/api/sessions/${sessionId}/contextual-autocomplete`, autocompleteBody);
    expect(bad.statusCode).toBe(502);
    expect(bad.json()).toEqual(failure('The AI model gave an answer we could not use. Please try again.'));
    fake.respond(() => upstreamError(429, 'Rate limit reached for requests', 'rate_limit_exceeded'));
    const limited = await post(user, `/api/sessions/${sessionId}/contextual-autocomplete`, autocompleteBody);
    expect(limited.statusCode).toBe(502);
    expect(limited.json().error.message).toContain('too many requests');
  });

  it(`gives up on a silent model after ${AUTOCOMPLETE_TIMEOUT_MS / 1000} s with a 502`, async () => {
    const { user, sessionId } = await directedSession();
    const before = await sessionRowText(t.db, sessionId);
    fake.respond(() => ({ hang: true }));
    const started = Date.now();
    const res = await post(user, `/api/sessions/${sessionId}/contextual-autocomplete`, autocompleteBody);
    const elapsed = Date.now() - started;
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual(
      failure(
        `The AI model did not answer within ${AUTOCOMPLETE_TIMEOUT_MS / 1000} seconds. Please try again.`,
      ),
    );
    expect(elapsed).toBeGreaterThanOrEqual(AUTOCOMPLETE_TIMEOUT_MS - 100);
    expect(elapsed).toBeLessThan(AUTOCOMPLETE_TIMEOUT_MS + 5000);
    expect(await sessionRowText(t.db, sessionId)).toBe(before);
  }, 30_000);
});

describe('POST /api/sessions/{id}/generate-title with the model provider', () => {
  it("stores and answers the model's title", async () => {
    const { user, sessionId } = await directedSession();
    fake.respond(() => answer({ title: '"Porch Light"' }));
    const res = await post(user, `/api/sessions/${sessionId}/generate-title`);
    expect(res.json()).toEqual({ title: 'Porch Light' });
    const saved = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${sessionId}`,
      headers: user.headers,
    });
    expect(saved.json().songTitle).toBe('Porch Light');
    expect(fake.requests[0]?.body.messages.at(-1)?.content).toContain('The porch light hums');
  });

  it('answers 502 and keeps the old title for malformed JSON or an upstream 429', async () => {
    const { user, sessionId } = await directedSession();
    const before = await sessionRowText(t.db, sessionId);
    fake.respond(() => answer({ name: 'Porch Light' }));
    expect((await post(user, `/api/sessions/${sessionId}/generate-title`)).statusCode).toBe(502);
    fake.respond(() => upstreamError(429, 'Rate limit reached for requests', 'rate_limit_exceeded'));
    expect((await post(user, `/api/sessions/${sessionId}/generate-title`)).statusCode).toBe(502);
    expect(await sessionRowText(t.db, sessionId)).toBe(before);
  });
});

describe('POST /api/sessions/{id}/prosody with the model provider', () => {
  it('answers from the CMU dictionary, without asking the model, even while the model fails', async () => {
    const user = await createUser(t.app);
    const { sessionId } = (await post(user, '/api/sessions', buildSessionBody())).json();
    const lyrics = 'The porch light hums\nAnd no one comes';
    fake.respond(() => upstreamError(429, 'Rate limit reached for requests', 'rate_limit_exceeded'));
    const res = await post(user, `/api/sessions/${sessionId}/prosody`, { lyrics });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(prosody(lyrics));
    expect(fake.requests).toEqual([]);
  });
});
