import {
  DEFAULT_SONG_TITLE,
  DEFAULT_STYLE,
  MAX_BODY_BYTES,
  MAX_CHAT_MESSAGES,
  MAX_LYRICS_CHARS,
  MAX_STYLE_CHARS,
  MAX_TITLE_CHARS,
} from '@lyricist/shared/constants';
import { sessionPageSchema, sessionSchema } from '@lyricist/shared/sessions/contracts';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionRowText } from '../../../test/db-snapshot';
import { buildChatMessage, buildSessionBody, buildUpdateSessionBody } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser, type SignedIn } from '../../../test/sign-in';
import { lyricSessions } from '../../db/schema/index';

let t: TestApp;
let user: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app);
});
afterAll(() => t.close());

const call = (method: InjectOptions['method'], url: string, body?: unknown, who: SignedIn = user) =>
  t.app.inject({
    method,
    url,
    headers: who.headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });

async function newSession(body: unknown = buildSessionBody(), who: SignedIn = user) {
  const res = await call('POST', '/api/sessions', body, who);
  expect(res.statusCode, res.body).toBe(201);
  return sessionSchema.parse(res.json());
}

const UNKNOWN_ID = '6f1c2b1a-1111-4111-8111-111111111111';

describe('POST /api/sessions', () => {
  it('creates a session with every field of the body and answers it whole', async () => {
    const body = buildSessionBody();
    const before = Date.now();
    const session = await newSession(body);
    expect(session).toMatchObject({
      songTitle: body.songTitle,
      lyrics: body.lyrics,
      style: body.style,
      messagesJson: body.messagesJson,
      contextJson: null,
      referenceSongIds: [],
      referenceSongsJson: [],
      referenceArtistIds: [],
      referenceArtistsJson: [],
      selectedMoods: [],
      selectedGenres: [],
      storytellingDirectorOutput: null,
      styleDirectorOutput: null,
    });
    expect(session.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(session.lastSaved)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('fills the defaults when the body leaves fields out (R-session-5)', async () => {
    const session = await newSession({});
    expect(session).toMatchObject({
      songTitle: DEFAULT_SONG_TITLE,
      lyrics: '',
      style: DEFAULT_STYLE,
      messagesJson: [],
    });
  });

  it('ignores a lastSaved or sessionId sent by the client', async () => {
    const session = await newSession({ lastSaved: '2000-01-01T00:00:00.000Z', sessionId: UNKNOWN_ID });
    expect(session.sessionId).not.toBe(UNKNOWN_ID);
    expect(session.lastSaved).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it.each([
    ['songTitle', { songTitle: 'x'.repeat(MAX_TITLE_CHARS + 1) }],
    ['lyrics', { lyrics: 'x'.repeat(MAX_LYRICS_CHARS + 1) }],
    ['style', { style: 'x'.repeat(MAX_STYLE_CHARS + 1) }],
    ['lyrics', { lyrics: 42 }],
    ['lyrics', { lyrics: 'nul \u0000 byte' }],
    ['songTitle', { songTitle: 'lone \ud800 surrogate' }],
    ['messagesJson', { messagesJson: 'hello' }],
    ['messagesJson.0.role', { messagesJson: [buildChatMessage({ role: 'system' as 'user' })] }],
    ['messagesJson.0.content', { messagesJson: [buildChatMessage({ content: 'x'.repeat(4001) })] }],
  ])('answers 400 naming %s and stores nothing', async (field, body) => {
    const before = await t.db.select().from(lyricSessions).where(eq(lyricSessions.userId, user.profile.id));
    const res = await call('POST', '/api/sessions', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'validation_failed', message: expect.any(String), field } });
    const after = await t.db.select().from(lyricSessions).where(eq(lyricSessions.userId, user.profile.id));
    expect(after).toHaveLength(before.length);
  });

  it('takes lyrics of exactly the limit, and a title of exactly the limit', async () => {
    const session = await newSession({
      lyrics: 'x'.repeat(MAX_LYRICS_CHARS),
      songTitle: 't'.repeat(MAX_TITLE_CHARS),
    });
    expect(session.lyrics).toHaveLength(MAX_LYRICS_CHARS);
  });

  it('answers 400 for too many messages and 413 for a body over the size limit', async () => {
    const tooMany = Array.from({ length: MAX_CHAT_MESSAGES + 1 }, () => buildChatMessage({ content: 'hi' }));
    const res = await call('POST', '/api/sessions', { messagesJson: tooMany });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('messagesJson');
    const huge = await call('POST', '/api/sessions', { lyrics: 'x'.repeat(MAX_BODY_BYTES) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      error: { code: 'payload_too_large', message: expect.any(String), field: 'body' },
    });
  });

  it('answers 400 for a body that is not JSON or not an object', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"lyrics":',
    });
    expect(bad.statusCode).toBe(400);
    expect((await call('POST', '/api/sessions', [1, 2])).statusCode).toBe(400);
  });

  it('answers 401 without a bearer token, even with x-user-id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { 'x-user-id': user.profile.id },
      payload: buildSessionBody(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });
});

describe('GET /api/sessions', () => {
  it("lists only the caller's sessions, newest lastSaved first, as previews", async () => {
    const me = await createUser(t.app);
    const other = await createUser(t.app);
    // Apart by a few ms: sessions saved in the same one tie on lastSaved, and ties go by id.
    const apart = () => new Promise((resolve) => setTimeout(resolve, 5));
    const first = await newSession(buildSessionBody(), me);
    await apart();
    const second = await newSession(buildSessionBody(), me);
    await apart();
    const third = await newSession(buildSessionBody(), me);
    await newSession(buildSessionBody(), other);
    // Saving the first one again makes it the newest.
    await apart();
    await call('PUT', `/api/sessions/${first.sessionId}/lyrics`, { lyrics: 'edited' }, me);

    const res = await call('GET', '/api/sessions', undefined, me);
    expect(res.statusCode).toBe(200);
    const { sessions: list, nextCursor } = sessionPageSchema.parse(res.json());
    expect(list.map((s) => s.sessionId)).toEqual([first.sessionId, third.sessionId, second.sessionId]);
    expect(nextCursor).toBeNull();
    expect(Object.keys(res.json().sessions[0]).sort()).toEqual([
      'lastSaved',
      'preview',
      'sessionId',
      'songTitle',
      'starred',
    ]);
    expect(list[0]?.preview).toBe('edited');
    const stamps = list.map((s) => Date.parse(s.lastSaved));
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
  });

  it('answers an empty list to a user with no sessions, and 401 without a token', async () => {
    const fresh = await createUser(t.app);
    expect((await call('GET', '/api/sessions', undefined, fresh)).json()).toEqual({
      sessions: [],
      nextCursor: null,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/sessions' })).statusCode).toBe(401);
  });
});

describe('GET /api/sessions/{id}', () => {
  it('answers the whole session', async () => {
    const created = await newSession();
    const res = await call('GET', `/api/sessions/${created.sessionId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(created);
  });

  it('answers 404 for an unknown id and 400 naming id for a malformed one', async () => {
    const unknown = await call('GET', `/api/sessions/${UNKNOWN_ID}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'not_found', message: 'Session not found' } });
    const malformed = await call('GET', '/api/sessions/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.field).toBe('id');
  });
});

describe('PUT /api/sessions/{id}', () => {
  it('changes title, lyrics and style, stamps lastSaved and keeps everything else', async () => {
    const created = await newSession();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const body = buildUpdateSessionBody();
    const res = await call('PUT', `/api/sessions/${created.sessionId}`, body);
    expect(res.statusCode).toBe(200);
    const saved = sessionSchema.parse(res.json());
    expect(saved).toEqual({ ...created, ...body, lastSaved: saved.lastSaved });
    expect(Date.parse(saved.lastSaved)).toBeGreaterThan(Date.parse(created.lastSaved));
    expect((await call('GET', `/api/sessions/${created.sessionId}`)).json()).toEqual(saved);
  });

  it('changes only the fields sent', async () => {
    const created = await newSession();
    const saved = (
      await call('PUT', `/api/sessions/${created.sessionId}`, { songTitle: 'Only the title' })
    ).json();
    expect(saved).toMatchObject({
      songTitle: 'Only the title',
      lyrics: created.lyrics,
      style: created.style,
    });
  });

  it.each([
    ['songTitle', { songTitle: 'x'.repeat(MAX_TITLE_CHARS + 1) }],
    ['lyrics', { lyrics: 'x'.repeat(MAX_LYRICS_CHARS + 1) }],
    ['style', { style: ['Default Style'] }],
    ['body', undefined],
  ])('answers 400 naming %s and changes nothing', async (field, body) => {
    const created = await newSession();
    const before = await sessionRowText(t.db, created.sessionId);
    const res = await call('PUT', `/api/sessions/${created.sessionId}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe(field);
    expect(await sessionRowText(t.db, created.sessionId)).toBe(before);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await call('PUT', `/api/sessions/${UNKNOWN_ID}`, buildUpdateSessionBody())).statusCode).toBe(404);
  });
});

describe('PUT /api/sessions/{id}/lyrics', () => {
  it('saves the lyrics alone and answers the save time, not the session', async () => {
    const created = await newSession();
    const res = await call('PUT', `/api/sessions/${created.sessionId}/lyrics`, {
      lyrics: 'New first line\n',
    });
    expect(res.statusCode).toBe(200);
    const { lastSaved } = res.json();
    expect(res.json()).toEqual({ sessionId: created.sessionId, lastSaved });
    expect(Date.parse(lastSaved)).toBeGreaterThanOrEqual(Date.parse(created.lastSaved));
    const stored = (await call('GET', `/api/sessions/${created.sessionId}`)).json();
    expect(stored).toEqual({ ...created, lyrics: 'New first line\n', lastSaved });
  });

  it('answers 400 naming lyrics when they are missing, too long or not text, and changes nothing', async () => {
    const created = await newSession();
    const before = await sessionRowText(t.db, created.sessionId);
    for (const body of [{}, { lyrics: 'x'.repeat(MAX_LYRICS_CHARS + 1) }, { lyrics: null }]) {
      const res = await call('PUT', `/api/sessions/${created.sessionId}/lyrics`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.field).toBe('lyrics');
    }
    expect(await sessionRowText(t.db, created.sessionId)).toBe(before);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await call('PUT', `/api/sessions/${UNKNOWN_ID}/lyrics`, { lyrics: '' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/sessions/{id}', () => {
  it('deletes the session; it is gone from the list and from GET', async () => {
    const created = await newSession();
    const res = await call('DELETE', `/api/sessions/${created.sessionId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sessionId: created.sessionId, deleted: true });
    expect((await call('GET', `/api/sessions/${created.sessionId}`)).statusCode).toBe(404);
    const { sessions } = sessionPageSchema.parse((await call('GET', '/api/sessions')).json());
    expect(sessions.map((s) => s.sessionId)).not.toContain(created.sessionId);
    expect(await sessionRowText(t.db, created.sessionId)).toBeNull();
  });

  it('answers 404 the second time, and for an unknown id; 400 for a malformed one', async () => {
    const created = await newSession();
    await call('DELETE', `/api/sessions/${created.sessionId}`);
    expect((await call('DELETE', `/api/sessions/${created.sessionId}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/sessions/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/sessions/%00')).statusCode).toBe(400);
  });
});
