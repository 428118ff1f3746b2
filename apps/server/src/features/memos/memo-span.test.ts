import { MEMO_MAX_PHRASES, type MemoPhrase, spanPastPhrasesMessage } from '@lyricist/shared/memos/phrases';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSessionBody } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { uploadMemo } from '../../../test/memo-uploads';
import { createUser, type SignedIn } from '../../../test/sign-in';

let t: TestApp;
let owner: SignedIn;
let intruder: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, 'Owner');
  intruder = await createUser(t.app, 'Intruder');
});
afterAll(() => t.close());

const call = (who: SignedIn, method: InjectOptions['method'], url: string, body?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(body ? { payload: body } : {}) });
const newSession = async (): Promise<string> =>
  (await call(owner, 'POST', '/api/sessions', buildSessionBody())).json().sessionId;
const update = (sessionId: string, memoId: string, body: object, who = owner) =>
  call(who, 'PUT', `/api/sessions/${sessionId}/memos/${memoId}`, body);
const list = async (sessionId: string) =>
  (await call(owner, 'GET', `/api/sessions/${sessionId}/memos`)).json();
const links = async (sessionId: string) =>
  (await list(sessionId)).map((m: { linkedStanza: number | null; linkedSpan: unknown }) => ({
    linkedStanza: m.linkedStanza,
    linkedSpan: m.linkedSpan,
  }));

const phrase = (syllables: number): MemoPhrase => ({
  start: 0,
  end: 1,
  syllables,
  syllablesMax: syllables,
  strongBeats: [],
  notes: syllables,
});
const EIGHT = [4, 5, 6, 7, 4, 5, 6, 7].map(phrase);

/** A memo with `phrases` (none read yet when null), linked to `stanza` unless that is null. */
async function newMemo(sessionId: string, phrases: MemoPhrase[] | null = EIGHT, stanza: number | null = 1) {
  const memoId: string = (await uploadMemo(t.app, owner, sessionId)).json().memoId;
  if (phrases) expect((await update(sessionId, memoId, { phrases })).statusCode).toBe(200);
  if (stanza !== null)
    expect((await update(sessionId, memoId, { linkedStanza: stanza })).statusCode).toBe(200);
  return memoId;
}

// Issue 35 item 3: a second verse sung to phrases 5–8 of the memo the first verse took 1–4 of.
describe('linking a stanza to a span of a memo (R-memo-12)', () => {
  it('stores the span with the link and lists it; null goes back to the whole memo', async () => {
    const id = await newSession();
    const memoId = await newMemo(id);
    expect(await links(id)).toEqual([{ linkedStanza: 1, linkedSpan: null }]);
    const res = await update(id, memoId, { linkedSpan: { from: 5, to: 8 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ linkedStanza: 1, linkedSpan: { from: 5, to: 8 } });
    expect(await links(id)).toEqual([{ linkedStanza: 1, linkedSpan: { from: 5, to: 8 } }]);
    expect((await update(id, memoId, { linkedSpan: null })).json().linkedSpan).toBeNull();
    expect(await links(id)).toEqual([{ linkedStanza: 1, linkedSpan: null }]);
  });

  it('links a stanza and its span in one call, a span of one phrase too', async () => {
    const id = await newSession();
    const memoId = await newMemo(id, EIGHT, null);
    const res = await update(id, memoId, { linkedStanza: 2, linkedSpan: { from: 3, to: 3 } });
    expect(res.statusCode).toBe(200);
    expect(await links(id)).toEqual([{ linkedStanza: 2, linkedSpan: { from: 3, to: 3 } }]);
  });

  it('keeps the span when the link moves with its stanza, and forgets it when the memo is unlinked', async () => {
    const id = await newSession();
    const memoId = await newMemo(id);
    await update(id, memoId, { linkedSpan: { from: 2, to: 4 } });
    // What the editor sends when a stanza is written above the linked one (R-memo-8).
    await update(id, memoId, { linkedStanza: 2 });
    expect(await links(id)).toEqual([{ linkedStanza: 2, linkedSpan: { from: 2, to: 4 } }]);
    await update(id, memoId, { linkedStanza: null });
    expect(await links(id)).toEqual([{ linkedStanza: null, linkedSpan: null }]);
    await update(id, memoId, { linkedStanza: 0 });
    expect(await links(id)).toEqual([{ linkedStanza: 0, linkedSpan: null }]);
  });

  it('forgets the span of a memo whose stanza another memo takes', async () => {
    const id = await newSession();
    const first = await newMemo(id, EIGHT, 0);
    await update(id, first, { linkedSpan: { from: 5, to: 8 } });
    const second = await newMemo(id, EIGHT, null);
    await update(id, second, { linkedStanza: 0 });
    expect(await links(id)).toEqual([
      { linkedStanza: null, linkedSpan: null },
      { linkedStanza: 0, linkedSpan: null },
    ]);
  });

  it('takes a span of a memo whose phrases are not read yet, within the most a memo keeps', async () => {
    const id = await newSession();
    const memoId = await newMemo(id, null);
    const res = await update(id, memoId, { linkedSpan: { from: 2, to: MEMO_MAX_PHRASES } });
    expect(res.statusCode).toBe(200);
    expect(res.json().linkedSpan).toEqual({ from: 2, to: MEMO_MAX_PHRASES });
  });

  const PAST = spanPastPhrasesMessage(EIGHT.length);
  it.each([
    ['a first phrase of 0', { linkedSpan: { from: 0, to: 2 } }, 'linkedSpan.from', /counted from 1/],
    [
      'a span that ends before it starts',
      { linkedSpan: { from: 4, to: 3 } },
      'linkedSpan.to',
      /end at or after/,
    ],
    [
      'a phrase that is no whole number',
      { linkedSpan: { from: 1.5, to: 3 } },
      'linkedSpan.from',
      /phrase number/,
    ],
    ['a phrase as text', { linkedSpan: { from: '2', to: 3 } }, 'linkedSpan.from', /expected number/],
    ['a span without its end', { linkedSpan: { from: 2 } }, 'linkedSpan.to', /expected number/],
    ['a span with a field it does not know', { linkedSpan: { from: 1, to: 2, by: 1 } }, 'linkedSpan', /by/],
    ['a span past the memo’s phrases', { linkedSpan: { from: 6, to: 9 } }, 'linkedSpan', PAST],
    [
      'a span past the most a memo keeps',
      { linkedSpan: { from: 1, to: MEMO_MAX_PHRASES + 1 } },
      'linkedSpan.to',
      /at most/,
    ],
    [
      'a span sent with an unlink',
      { linkedStanza: null, linkedSpan: { from: 1, to: 2 } },
      'linkedSpan',
      /unlinked/,
    ],
  ])('refuses %s with 400, saying why, and keeps what was stored', async (_, body, field, message) => {
    const id = await newSession();
    const memoId = await newMemo(id);
    await update(id, memoId, { linkedSpan: { from: 1, to: 4 } });
    const res = await update(id, memoId, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', field });
    expect(res.json().error.message).toMatch(message);
    expect(await links(id)).toEqual([{ linkedStanza: 1, linkedSpan: { from: 1, to: 4 } }]);
  });

  it('refuses a span for a memo no stanza is linked to, and phrases that would leave the span behind', async () => {
    const id = await newSession();
    const unlinked = await newMemo(id, EIGHT, null);
    const alone = await update(id, unlinked, { linkedSpan: { from: 1, to: 2 } });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().error).toMatchObject({ field: 'linkedSpan', message: /Link the memo to a stanza/ });
    const linked = await newMemo(id, null, 3);
    await update(id, linked, { linkedSpan: { from: 5, to: 8 } });
    const fewer = await update(id, linked, { phrases: EIGHT.slice(0, 6) });
    expect(fewer.statusCode).toBe(400);
    expect(fewer.json().error).toMatchObject({ field: 'phrases', message: spanPastPhrasesMessage(6) });
    expect(await links(id)).toEqual([
      { linkedStanza: null, linkedSpan: null },
      { linkedStanza: 3, linkedSpan: { from: 5, to: 8 } },
    ]);
    expect((await list(id))[1].phrases).toBeNull();
  });

  it('lets no other writer set a span: 404 as for an unknown memo, and nothing stored', async () => {
    const id = await newSession();
    const memoId = await newMemo(id);
    const theirs = await update(id, memoId, { linkedSpan: { from: 2, to: 3 } }, intruder);
    const unknown = await update(
      id,
      '6f1c2b1a-1111-4111-8111-111111111111',
      { linkedSpan: { from: 2, to: 3 } },
      intruder,
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(await links(id)).toEqual([{ linkedStanza: 1, linkedSpan: null }]);
  });
});
