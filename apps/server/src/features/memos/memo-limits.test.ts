import { randomUUID } from 'node:crypto';
import { MEMO_QUOTA_BYTES, MEMO_UPLOAD_WINDOW_MS } from '@lyricist/shared/constants';
import { memoQuotaFullMessage, memoUploadsLimitedMessage } from '@lyricist/shared/memos/contracts';
import { minimalWebm } from '@lyricist/test-support/audio';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { type MemoUpload, newSessionOf, uploadMemo } from '../../../test/memo-uploads';
import { createUser, type SignedIn } from '../../../test/sign-in';
import { lyricSessions, sessionMemos } from '../../db/schema/index';

/**
 * The writer's memo quota (R-memo-10) and upload limit (R-memo-11), with small numbers set the way
 * a deployment sets them, so a test fills them in a few uploads instead of 200 MB.
 */

const memo = minimalWebm();
const SIZE = memo.length;
const small = minimalWebm(8);
/** Three of the test's memos and a small one fill the quota to the byte; a fourth does not fit. */
const QUOTA = 3 * SIZE + small.length;

type Writer = SignedIn & { newSession: () => Promise<string> };

async function writerOn(t: TestApp): Promise<Writer> {
  const user = await createUser(t.app);
  return { ...user, newSession: () => newSessionOf(t.app, user) };
}

const rowsIn = async (t: TestApp, sessionId: string) =>
  (await t.db.select({ id: sessionMemos.id }).from(sessionMemos).where(eq(sessionMemos.sessionId, sessionId)))
    .length;

/** The bytes in the table of all the writer's memos: what the quota bounds. */
async function bytesOf(t: TestApp, writer: Writer): Promise<number> {
  const [row] = await t.db
    .select({ bytes: sql<number>`coalesce(sum(${sessionMemos.size}), 0)`.mapWith(Number) })
    .from(sessionMemos)
    .innerJoin(lyricSessions, eq(lyricSessions.id, sessionMemos.sessionId))
    .where(eq(lyricSessions.userId, writer.profile.id));
  return row?.bytes ?? 0;
}

describe("a writer's memo quota over every song (R-memo-10)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MEMO_QUOTA_BYTES: String(QUOTA) });
  });
  afterAll(() => t.close());

  const upload = (writer: Writer, sessionId: string, parts: MemoUpload = {}) =>
    uploadMemo(t.app, writer, sessionId, { audio: memo, ...parts });
  const remove = (writer: Writer, url: string) =>
    t.app.inject({ method: 'DELETE', url, headers: writer.headers });

  it('refuses the memo that does not fit with a 409 naming the quota, and stores nothing', async () => {
    const writer = await writerOn(t);
    const [first, second, third] = [
      await writer.newSession(),
      await writer.newSession(),
      await writer.newSession(),
    ];
    for (const sessionId of [first, first, second])
      expect((await upload(writer, sessionId)).statusCode).toBe(201);

    const over = await upload(writer, third);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: { code: 'conflict', message: memoQuotaFullMessage(QUOTA) } });
    expect(over.json().error.message).toContain('delete a memo');
    expect(await rowsIn(t, third)).toBe(0);
    expect(await bytesOf(t, writer)).toBe(3 * SIZE);

    // Bytes, not memos: a small one fits to the last byte, and the quota is this writer's alone.
    expect((await upload(writer, third, { audio: small })).statusCode).toBe(201);
    expect(await bytesOf(t, writer)).toBe(QUOTA);
    const other = await writerOn(t);
    expect((await upload(other, await other.newSession())).statusCode).toBe(201);
  });

  it('makes room when a memo or a song is deleted', async () => {
    const writer = await writerOn(t);
    const [kept, dropped] = [await writer.newSession(), await writer.newSession()];
    const memoId = (await upload(writer, kept)).json().memoId;
    await upload(writer, dropped);
    await upload(writer, dropped);
    expect((await upload(writer, kept)).statusCode).toBe(409);

    expect((await remove(writer, `/api/sessions/${kept}/memos/${memoId}`)).statusCode).toBe(200);
    expect((await upload(writer, kept)).statusCode).toBe(201);
    expect((await upload(writer, kept)).statusCode).toBe(409);

    expect((await remove(writer, `/api/sessions/${dropped}`)).statusCode).toBe(200);
    expect((await upload(writer, kept)).statusCode).toBe(201);
    expect((await upload(writer, kept)).statusCode).toBe(201);
    expect(await bytesOf(t, writer)).toBe(3 * SIZE);
  });

  it('answers a retried upload of a memo already stored, with the quota full', async () => {
    const writer = await writerOn(t);
    const sessionId = await writer.newSession();
    const memoIds = [randomUUID(), randomUUID(), randomUUID()];
    for (const memoId of memoIds) await upload(writer, sessionId, { memoId });
    const retry = await upload(writer, sessionId, { memoId: memoIds[2] });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().memoId).toBe(memoIds[2]);
    expect(await rowsIn(t, sessionId)).toBe(3);
  });

  it('lets through only what fits when uploads to several songs arrive at once', async () => {
    const writer = await writerOn(t);
    const sessions = await Promise.all(Array.from({ length: 8 }, () => writer.newSession()));
    const answers = await Promise.all(sessions.map((sessionId) => upload(writer, sessionId)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect(await bytesOf(t, writer)).toBe(3 * SIZE);
  });

  it('is 200 MB unless the deployment says otherwise, and says so', () => {
    expect(memoQuotaFullMessage(MEMO_QUOTA_BYTES)).toBe(
      'Your memos fill the 200 MB you have for them: delete a memo to make room for this one',
    );
  });
});

describe('memo uploads per writer (R-memo-11)', () => {
  const LIMIT = 5;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MEMO_UPLOAD_LIMIT: String(LIMIT) });
  });
  afterAll(() => t.close());

  it('answers 429 past the limit with Retry-After, storing nothing, while another writer uploads', async () => {
    const writer = await writerOn(t);
    const sessionId = await writer.newSession();
    for (let i = 0; i < LIMIT; i++) expect((await uploadMemo(t.app, writer, sessionId)).statusCode).toBe(201);

    const over = await uploadMemo(t.app, writer, sessionId);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      error: { code: 'rate_limited', message: memoUploadsLimitedMessage(LIMIT) },
    });
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(MEMO_UPLOAD_WINDOW_MS / 1000);
    expect(await rowsIn(t, sessionId)).toBe(LIMIT);

    const other = await writerOn(t);
    expect((await uploadMemo(t.app, other, await other.newSession())).statusCode).toBe(201);
    // Listing and playing are not uploads.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${sessionId}/memos`,
      headers: writer.headers,
    });
    expect(list.statusCode).toBe(200);
  });

  it('counts refused uploads too', async () => {
    const writer = await writerOn(t);
    const sessionId = await writer.newSession();
    for (let i = 0; i < LIMIT; i++)
      expect((await uploadMemo(t.app, writer, sessionId, { audio: Buffer.alloc(0) })).statusCode).toBe(400);
    expect((await uploadMemo(t.app, writer, sessionId)).statusCode).toBe(429);
    expect(await rowsIn(t, sessionId)).toBe(0);
  });
});
