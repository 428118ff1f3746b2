import { MEMO_MAX_PHRASES, MEMO_MAX_STANZA, type MemoPhrase } from '@lyricist/shared/memos/phrases';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSessionBody } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { uploadMemo } from '../../../test/memo-uploads';
import { createUser, type SignedIn } from '../../../test/sign-in';

let t: TestApp;
let user: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app);
});
afterAll(() => t.close());

const call = (method: InjectOptions['method'], url: string, body?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(body ? { payload: body } : {}) });
const newSession = async (): Promise<string> =>
  (await call('POST', '/api/sessions', buildSessionBody())).json().sessionId;
const newMemo = async (sessionId: string, name?: string): Promise<string> =>
  (await uploadMemo(t.app, user, sessionId, name ? { name } : {})).json().memoId;
const update = (sessionId: string, memoId: string, body: object) =>
  call('PUT', `/api/sessions/${sessionId}/memos/${memoId}`, body);
const list = async (sessionId: string) => (await call('GET', `/api/sessions/${sessionId}/memos`)).json();

const phrase = (overrides: Partial<MemoPhrase> = {}): MemoPhrase => ({
  start: 0,
  end: 1.25,
  syllables: 4,
  syllablesMax: 5,
  strongBeats: [3],
  notes: 4,
  ...overrides,
});

// Issue 35 item 3: the browser transcribes a memo and stores its phrases with it.
describe('a memo’s phrases (R-memo-7)', () => {
  it('stores the phrases with the memo and lists them, keeping its name', async () => {
    const id = await newSession();
    const memoId = await newMemo(id, 'Hook');
    expect((await list(id))[0]).toMatchObject({ phrases: null, linkedStanza: null });
    const phrases = [
      phrase(),
      phrase({ start: 1.65, end: 2.65, syllables: 3, syllablesMax: 4, notes: 3, strongBeats: [2] }),
    ];
    const res = await update(id, memoId, { phrases });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ memoId, name: 'Hook', phrases });
    expect((await list(id))[0]).toMatchObject({ name: 'Hook', phrases });
  });

  it.each([
    ['too many phrases', Array.from({ length: MEMO_MAX_PHRASES + 1 }, () => phrase())],
    ['a phrase without notes', [phrase({ syllables: 0, syllablesMax: 0, notes: 0, strongBeats: [] })]],
    ['fewer syllables at most than at least', [phrase({ syllables: 4, syllablesMax: 3 })]],
    ['more than two syllables a note', [phrase({ syllables: 4, syllablesMax: 9 })]],
    ['a strong beat past its notes', [phrase({ strongBeats: [4] })]],
    ['an end before its start', [phrase({ start: 2, end: 1 })]],
    ['a phrase past the longest memo', [phrase({ start: 500, end: 501 })]],
    ['not a list', { syllables: 4 }],
  ])('refuses %s with 400 and keeps what was stored', async (_, phrases) => {
    const id = await newSession();
    const memoId = await newMemo(id);
    await update(id, memoId, { phrases: [phrase()] });
    const res = await update(id, memoId, { phrases });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect((await list(id))[0].phrases).toEqual([phrase()]);
  });

  it('refuses a change that changes nothing, or a field it does not know', async () => {
    const id = await newSession();
    const memoId = await newMemo(id);
    expect((await update(id, memoId, {})).statusCode).toBe(400);
    expect((await update(id, memoId, { audio: 'x' })).statusCode).toBe(400);
  });
});

describe('linking a stanza to a memo (R-memo-8)', () => {
  it('links and unlinks, and lists the link', async () => {
    const id = await newSession();
    const memoId = await newMemo(id);
    const linked = await update(id, memoId, { linkedStanza: 1 });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().linkedStanza).toBe(1);
    expect((await list(id))[0].linkedStanza).toBe(1);
    expect((await update(id, memoId, { linkedStanza: null })).json().linkedStanza).toBeNull();
    expect((await list(id))[0].linkedStanza).toBeNull();
  });

  it('sets a stanza against one memo at a time: linking it elsewhere unlinks the first', async () => {
    const id = await newSession();
    const first = await newMemo(id, 'Verse hum');
    const second = await newMemo(id, 'Chorus hum');
    await update(id, first, { linkedStanza: 0 });
    await update(id, second, { linkedStanza: 2 });
    await update(id, second, { linkedStanza: 0 });
    expect(
      (await list(id)).map((m: { name: string; linkedStanza: number | null }) => [m.name, m.linkedStanza]),
    ).toEqual([
      ['Verse hum', null],
      ['Chorus hum', 0],
    ]);
  });

  it('leaves the links of another song alone', async () => {
    const one = await newSession();
    const other = await newSession();
    const here = await newMemo(one);
    const there = await newMemo(other);
    await update(other, there, { linkedStanza: 0 });
    await update(one, here, { linkedStanza: 0 });
    expect((await list(other))[0].linkedStanza).toBe(0);
  });

  it.each([-1, 1.5, MEMO_MAX_STANZA + 1, '0'])('refuses the stanza %s with 400', async (stanza) => {
    const id = await newSession();
    const memoId = await newMemo(id);
    const res = await update(id, memoId, { linkedStanza: stanza });
    expect(res.statusCode).toBe(400);
    expect((await list(id))[0].linkedStanza).toBeNull();
  });
});
