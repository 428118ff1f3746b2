import { lineSyllables } from '@lyricist/lyric-engine';
import type { Session } from '@lyricist/shared/sessions/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionRowText } from '../../../test/db-snapshot';
import { buildMoodsBody, buildSessionBody } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser, type SignedIn } from '../../../test/sign-in';
import { lyricSessions } from '../../db/schema/index';

let t: TestApp;
let writer: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  writer = await createUser(t.app);
  other = await createUser(t.app, 'Other Writer');
});
afterAll(() => t.close());

const post = (user: SignedIn, url: string, body?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...user.headers, 'content-type': 'application/json' },
    payload: body === undefined ? '' : JSON.stringify(body),
  });

async function newSession(user: SignedIn, lyrics = ''): Promise<Session> {
  const res = await post(user, '/api/sessions', buildSessionBody({ lyrics, messagesJson: [] }));
  expect(res.statusCode).toBe(201);
  return res.json();
}

/** A session whose storytelling director exists: one chat turn computes it. */
async function sessionAfterChat(user: SignedIn, lyrics = ''): Promise<string> {
  const { sessionId } = await newSession(user, lyrics);
  const res = await post(user, '/api/chat', {
    message: 'My father fixed clocks in a shop by the harbour; the ticking was the sound of home',
    sessionId,
  });
  expect(res.statusCode).toBe(200);
  return sessionId;
}

const LYRICS = 'The clocks all stopped the winter that you went\n';
const autocomplete = (user: SignedIn, id: string, body: unknown) =>
  post(user, `/api/sessions/${id}/contextual-autocomplete`, body);

describe('POST /api/sessions/{id}/contextual-autocomplete', () => {
  it('answers an empty suggestion and both flags false when the session has no director', async () => {
    const { sessionId } = await newSession(writer, LYRICS);
    const res = await autocomplete(writer, sessionId, {
      currentLyrics: LYRICS,
      cursorPosition: LYRICS.length,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ suggestion: '', storytellingAvailable: false, styleAvailable: false });
  });

  it('suggests text once the chat has set the story, and flags which directors exist', async () => {
    const sessionId = await sessionAfterChat(writer, LYRICS);
    const story = await autocomplete(writer, sessionId, {
      currentLyrics: LYRICS,
      cursorPosition: LYRICS.length,
    });
    expect(story.statusCode).toBe(200);
    expect(story.json()).toEqual({
      suggestion: expect.stringMatching(/\w/),
      storytellingAvailable: true,
      styleAvailable: false,
    });

    expect(
      (await post(writer, `/api/sessions/${sessionId}/moods`, buildMoodsBody(['nostalgic']))).statusCode,
    ).toBe(200);
    const both = await autocomplete(writer, sessionId, { currentLyrics: '', cursorPosition: 0 });
    expect(both.json()).toMatchObject({ storytellingAvailable: true, styleAvailable: true });
  });

  it('reads section tags: a later chorus is offered the first chorus line by line', async () => {
    const song =
      '[Chorus]\nThe clocks all stopped\nThe harbour bell rang on\n\n[Verse 2]\nHis tools lay on the bench\n\n[Chorus]\n';
    const sessionId = await sessionAfterChat(writer, song);
    const first = await autocomplete(writer, sessionId, { currentLyrics: song, cursorPosition: song.length });
    expect(first.json().suggestion).toBe('The clocks all stopped');
    const more = `${song}The clocks all stopped\n`;
    const second = await autocomplete(writer, sessionId, {
      currentLyrics: more,
      cursorPosition: more.length,
    });
    expect(second.json().suggestion).toBe('The harbour bell rang on');
  });

  it('uses the style director alone when only a genre is pinned', async () => {
    const { sessionId } = await newSession(writer);
    await post(writer, `/api/sessions/${sessionId}/genres`, { genres: ['folk'] });
    const res = await autocomplete(writer, sessionId, { currentLyrics: '', cursorPosition: 0 });
    expect(res.json()).toEqual({
      suggestion: expect.stringMatching(/\w/),
      storytellingAvailable: false,
      styleAvailable: true,
    });
  });

  it('writes with the style director of lists saved before it was computed, its refresh lost', async () => {
    const fresh = await createUser(t.app);
    const { sessionId } = await newSession(fresh);
    // The genre as a server leaves it that stopped before the save's director refresh ran (ADR 042).
    await t.db
      .update(lyricSessions)
      .set({ genres: ['folk'] })
      .where(eq(lyricSessions.id, sessionId));
    const res = await autocomplete(fresh, sessionId, { currentLyrics: '', cursorPosition: 0 });
    expect(res.json()).toEqual({
      suggestion: expect.stringMatching(/\w/),
      storytellingAvailable: false,
      styleAvailable: true,
    });
  });

  it("writes to the length of the memo phrase the line is sung to, not the stanza's (R-ghost-10)", async () => {
    const sessionId = await sessionAfterChat(writer, LYRICS);
    for (const syllables of [6, 13]) {
      const res = await autocomplete(writer, sessionId, {
        currentLyrics: LYRICS,
        cursorPosition: LYRICS.length,
        melody: { syllables, strong: [] },
      });
      expect(res.statusCode).toBe(200);
      const { suggestion } = res.json();
      expect(lineSyllables(suggestion), suggestion).toBe(syllables);
    }
  });

  it("answers 404 for another writer's session, and 400 for a bad body", async () => {
    const sessionId = await sessionAfterChat(other);
    const res = await autocomplete(writer, sessionId, { currentLyrics: '', cursorPosition: 0 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    // A fresh writer: these requests would otherwise count against the writer's AI rate limit.
    const fresh = await createUser(t.app);
    const mine = (await newSession(fresh)).sessionId;
    const cases: [unknown, string][] = [
      [{ currentLyrics: 'abc', cursorPosition: 4 }, 'cursorPosition'],
      [{ currentLyrics: 'abc', cursorPosition: -1 }, 'cursorPosition'],
      [{ currentLyrics: 'abc', cursorPosition: 1.5 }, 'cursorPosition'],
      [{ cursorPosition: 0 }, 'currentLyrics'],
      [{ currentLyrics: 'x'.repeat(50_001), cursorPosition: 0 }, 'currentLyrics'],
      [{ currentLyrics: '', cursorPosition: 0, melody: { syllables: 0, strong: [] } }, 'melody.syllables'],
      [{ currentLyrics: '', cursorPosition: 0, melody: { syllables: 6, strong: [6] } }, 'melody.strong'],
    ];
    for (const [body, field] of cases) {
      const bad = await autocomplete(fresh, mine, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().error).toMatchObject({ code: 'validation_failed', field });
    }
    expect(
      (await autocomplete(fresh, 'not-a-uuid', { currentLyrics: '', cursorPosition: 0 })).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/sessions/{id}/generate-title', () => {
  it('names the song from the session, saves it and answers it (JSON content type, no body)', async () => {
    const sessionId = await sessionAfterChat(writer, LYRICS);
    const res = await post(writer, `/api/sessions/${sessionId}/generate-title`);
    expect(res.statusCode).toBe(200);
    const { title } = res.json();
    expect(title).toMatch(/\w/);
    const saved = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${sessionId}`,
      headers: writer.headers,
    });
    expect(saved.json().songTitle).toBe(title);
  });

  it('works without a content type too, as a bare POST', async () => {
    const { sessionId } = await newSession(writer, LYRICS);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/generate-title`,
      headers: writer.headers,
    });
    expect(res.statusCode).toBe(200);
  });

  it("answers 404 for another writer's session and leaves its title alone", async () => {
    const theirs = await newSession(other, LYRICS);
    const before = await sessionRowText(t.db, theirs.sessionId);
    const res = await post(writer, `/api/sessions/${theirs.sessionId}/generate-title`);
    expect(res.statusCode).toBe(404);
    expect(await sessionRowText(t.db, theirs.sessionId)).toBe(before);
  });
});

describe('POST /api/sessions/{id}/prosody', () => {
  it('answers syllables, stress and rhymes for each line', async () => {
    const { sessionId } = await newSession(writer);
    const lyrics =
      'The clocks all stopped the night you went away\nI wound them back and begged for one more day';
    const res = await post(writer, `/api/sessions/${sessionId}/prosody`, { lyrics });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.lines.map((l: { text: string }) => l.text)).toEqual(lyrics.split('\n'));
    expect(body.lines[0].syllables).toBe(10);
    expect(body.rhymeGroups).toEqual([{ lines: [0, 1], kind: 'perfect' }]);
    expect(body.meter).toEqual(expect.any(String));
  });

  it("answers 404 for another writer's session, and 400 without lyrics", async () => {
    const theirs = await newSession(other);
    expect(
      (await post(writer, `/api/sessions/${theirs.sessionId}/prosody`, { lyrics: 'a' })).statusCode,
    ).toBe(404);
    const mine = await newSession(writer);
    const bad = await post(writer, `/api/sessions/${mine.sessionId}/prosody`, { lyric: 'a' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'validation_failed', field: 'lyrics' });
  });
});
