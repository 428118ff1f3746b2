import { MAX_CHAT_MESSAGES, THEME_CHAT_SESSION_TITLE, THEME_CHAT_STYLE } from '@lyricist/shared/constants';
import type { Session } from '@lyricist/shared/sessions/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRowsSnapshot } from '../../../test/db-snapshot';
import { buildChatMessage, buildSessionBody } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser, type SignedIn } from '../../../test/sign-in';

let t: TestApp;
let writer: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  writer = await createUser(t.app);
});
afterAll(() => t.close());

const chat = (user: SignedIn, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/chat', headers: user.headers, payload: body as object });

async function session(user: SignedIn, id: string): Promise<Session> {
  const res = await t.app.inject({ method: 'GET', url: `/api/sessions/${id}`, headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function newSession(user: SignedIn, body = buildSessionBody()): Promise<Session> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: user.headers,
    payload: body,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('POST /api/chat', () => {
  it('creates the theme-chat session when none is given and stores the turn', async () => {
    const res = await chat(writer, { message: '  My sister moved to Lisbon and the house is quiet  ' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      reply: { content: expect.any(String), suggestions: expect.any(Array) },
      session: { sessionId: expect.stringMatching(UUID) },
      themeAnalysis: { themeData: expect.objectContaining({ pointOfView: expect.any(String) }) },
    });
    const saved = await session(writer, body.session.sessionId);
    expect(saved).toMatchObject({
      songTitle: THEME_CHAT_SESSION_TITLE,
      style: THEME_CHAT_STYLE,
      lyrics: '',
      contextJson: body.themeAnalysis.themeData,
    });
    expect(saved.storytellingDirectorOutput).not.toBeNull();
    const [user, assistant] = saved.messagesJson;
    expect(saved.messagesJson).toHaveLength(2);
    expect(user).toEqual({
      id: expect.stringMatching(UUID),
      role: 'user',
      content: 'My sister moved to Lisbon and the house is quiet',
      timestamp: expect.stringMatching(ISO),
    });
    expect(assistant).toEqual({
      id: expect.stringMatching(UUID),
      role: 'assistant',
      content: body.reply.content,
      timestamp: expect.stringMatching(ISO),
      suggestions: body.reply.suggestions,
    });
  });

  it('offers a stated genre without pinning it; the style director uses the instruction when it next runs', async () => {
    const first = (await chat(writer, { message: 'My dad sold the farm last spring.' })).json();
    const sessionId = first.session.sessionId;
    const res = await chat(writer, {
      message: 'I want it to feel like a slow folk song, not sad exactly, more like grateful.',
      sessionId,
    });
    expect(res.json().reply.content).toMatch(/\bFolk\b/);
    const saved = await session(writer, sessionId);
    expect(saved).toMatchObject({ selectedGenres: [], selectedMoods: [] });
    const pinned = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/moods`,
      headers: writer.headers,
      payload: { moods: ['nostalgic'] },
    });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.json().selectedGenres).toEqual([]);
    expect(pinned.json().styleDirectorOutput.notes).toContain(
      'Asked for in the chat: slow, grateful (not sad)',
    );
  });

  it("appends to the caller's session and refreshes the analysis", async () => {
    const created = await newSession(writer, buildSessionBody({ messagesJson: [] }));
    const first = await chat(writer, {
      message: 'We used to drive to the coast',
      sessionId: created.sessionId,
    });
    const second = await chat(writer, {
      message: 'The gulls, the salt on the windscreen',
      sessionId: created.sessionId,
      lyricsId: created.sessionId,
      chatHistory: ['We used to drive to the coast'],
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().session.sessionId).toBe(created.sessionId);
    const saved = await session(writer, created.sessionId);
    expect(saved.messagesJson.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(saved.messagesJson[2]?.content).toBe('The gulls, the salt on the windscreen');
    expect(saved.contextJson).toEqual(second.json().themeAnalysis.themeData);
    expect(saved.contextJson).not.toEqual(first.json().themeAnalysis.themeData);
    expect(saved.songTitle).toBe(created.songTitle);
  });

  it('keeps both turns when two arrive at once', async () => {
    const created = await newSession(writer, buildSessionBody({ messagesJson: [] }));
    const [a, b] = await Promise.all([
      chat(writer, { message: 'First at once', sessionId: created.sessionId }),
      chat(writer, { message: 'Second at once', sessionId: created.sessionId }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const contents = (await session(writer, created.sessionId)).messagesJson.map((m) => m.content);
    expect(contents).toHaveLength(4);
    expect(contents).toEqual(expect.arrayContaining(['First at once', 'Second at once']));
  });

  it(`keeps at most ${MAX_CHAT_MESSAGES} messages, dropping the oldest`, async () => {
    const full = Array.from({ length: MAX_CHAT_MESSAGES }, (_, i) =>
      buildChatMessage({ id: `old-${i}`, content: `old message ${i}` }),
    );
    const created = await newSession(writer, buildSessionBody({ messagesJson: full }));
    expect((await chat(writer, { message: 'One more thing', sessionId: created.sessionId })).statusCode).toBe(
      200,
    );
    const messages = (await session(writer, created.sessionId)).messagesJson;
    expect(messages).toHaveLength(MAX_CHAT_MESSAGES);
    expect(messages[0]?.id).toBe('old-2');
    expect(messages.at(-2)?.content).toBe('One more thing');
  });

  it("answers 404 for another writer's session and changes nothing", async () => {
    const owner = await createUser(t.app);
    const theirs = await newSession(owner);
    const before = await userRowsSnapshot(t.db, owner.profile.id);
    const res = await chat(writer, { message: 'Let me in', sessionId: theirs.sessionId });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Session not found' } });
    expect(await userRowsSnapshot(t.db, owner.profile.id)).toBe(before);
    const unknown = await chat(writer, {
      message: 'Hello',
      sessionId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses bad bodies with a 400 naming the field, and stores nothing', async () => {
    const user = await createUser(t.app);
    const before = await userRowsSnapshot(t.db, user.profile.id);
    const cases: [unknown, string][] = [
      [{ message: '   ' }, 'message'],
      [{ message: 'x'.repeat(4001) }, 'message'],
      [{ message: 'nul \u0000 inside' }, 'message'],
      [{ message: 'lone \ud800 surrogate' }, 'message'],
      [{ message: 'hi', sessionId: 'not-a-uuid' }, 'sessionId'],
      [{ message: 'hi', currentMessages: [{ role: 'user' }] }, 'currentMessages.0.id'],
      [{}, 'message'],
    ];
    for (const [body, field] of cases) {
      const res = await chat(user, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', field });
    }
    expect(await userRowsSnapshot(t.db, user.profile.id)).toBe(before);
    const list = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: user.headers });
    expect(list.json().sessions).toEqual([]);
  });

  it('needs a signed-in writer', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/chat', payload: { message: 'hi' } });
    expect(res.statusCode).toBe(401);
  });
});
