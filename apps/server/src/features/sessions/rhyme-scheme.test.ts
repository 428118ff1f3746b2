import { rhymes } from '@lyricist/lyric-engine';
import { sessionSchema } from '@lyricist/shared/sessions/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionRowText } from '../../../test/db-snapshot';
import { buildSessionBody } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser, type SignedIn } from '../../../test/sign-in';

/** The rhyme scheme a writer sets for one song, and the ghost text that keeps it. */
let t: TestApp;
let writer: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  writer = await createUser(t.app);
});
afterAll(() => t.close());

const call = (method: InjectOptions['method'], url: string, body?: unknown, who: SignedIn = writer) =>
  t.app.inject({
    method,
    url,
    headers: who.headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });

async function newSession(lyrics: string, who: SignedIn = writer) {
  const res = await call('POST', '/api/sessions', buildSessionBody({ lyrics, messagesJson: [] }), who);
  expect(res.statusCode, res.body).toBe(201);
  return sessionSchema.parse(res.json());
}

const setScheme = (sessionId: string, rhymeScheme: unknown, who: SignedIn = writer) =>
  call('PUT', `/api/sessions/${sessionId}`, { rhymeScheme }, who);

describe('PUT /api/sessions/{id} with rhymeScheme', () => {
  it('keeps the scheme the writer set, without counting it as a save; null reads it from the lyrics again', async () => {
    const created = await newSession('');
    expect(created.rhymeScheme).toBeNull();
    const res = await setScheme(created.sessionId, 'AABA');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...created, rhymeScheme: 'AABA' });
    expect((await call('GET', `/api/sessions/${created.sessionId}`)).json().rhymeScheme).toBe('AABA');
    expect((await setScheme(created.sessionId, null)).json()).toEqual(created);
  });

  it('answers 400 naming rhymeScheme for a scheme it does not know, and changes nothing', async () => {
    const { sessionId } = await newSession('A line');
    await setScheme(sessionId, 'ABAB');
    const before = await sessionRowText(t.db, sessionId);
    for (const bad of ['ABBA', 'aabb', '', 4, ['AABB']]) {
      const res = await setScheme(sessionId, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        field: 'rhymeScheme',
        message: expect.stringContaining('must be AABB, ABAB, ABCB, AAAA, AABA or FREE'),
      });
    }
    expect(await sessionRowText(t.db, sessionId)).toBe(before);
  });

  it("answers 404 for another writer's session and leaves its scheme alone", async () => {
    const other = await createUser(t.app, 'Other Writer');
    const theirs = await newSession('', other);
    await setScheme(theirs.sessionId, 'AAAA', other);
    expect((await setScheme(theirs.sessionId, 'FREE')).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/sessions/${theirs.sessionId}`, undefined, other)).json().rhymeScheme,
    ).toBe('AAAA');
  });
});

describe('ghost text in a song whose scheme the writer set', () => {
  const COUPLET = 'The tractor rusted where it stood\nBeside the pile of kindling wood\n';
  const AAB = `${COUPLET}My mother hung the sheets to dry\n`;

  /** The next line's last word, once the chat has set the story (the embedded engine answers). */
  async function nextEnd(sessionId: string, lyrics: string): Promise<string> {
    const res = await call('POST', `/api/sessions/${sessionId}/contextual-autocomplete`, {
      currentLyrics: lyrics,
      cursorPosition: lyrics.length,
    });
    expect(res.statusCode, res.body).toBe(200);
    const suggestion: string = res.json().suggestion;
    return suggestion.trim().split(/\s+/).pop()?.replace(/\W+$/, '') ?? '';
  }

  it('answers the couplet in an AAAA or AABA song, where alone it reads a new pair', async () => {
    const { sessionId } = await newSession(AAB);
    const chat = await call('POST', '/api/chat', {
      message: 'A song about the farm my family sold, the tractor and the washing line',
      sessionId,
    });
    expect(chat.statusCode, chat.body).toBe(200);

    expect(rhymes(await nextEnd(sessionId, AAB), 'dry')).not.toBeNull();
    await setScheme(sessionId, 'AABA');
    expect(rhymes(await nextEnd(sessionId, AAB), 'wood')).not.toBeNull();

    expect(rhymes(await nextEnd(sessionId, COUPLET), 'wood')).toBeNull();
    await setScheme(sessionId, 'AAAA');
    expect(rhymes(await nextEnd(sessionId, COUPLET), 'wood')).not.toBeNull();
  });
});
