import { MEMO_LENGTH_TOLERANCE_MS, MEMO_MAX_DURATION_MS } from '@lyricist/shared/constants';
import { ENCODED_THREE_PHRASES, minimalOgg, readFixture, webmLasting } from '@lyricist/test-support/audio';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { type MemoUpload, newSessionOf, uploadMemo } from '../../../test/memo-uploads';
import { createUser, type SignedIn } from '../../../test/sign-in';
import { sessionMemos } from '../../db/schema/index';

let t: TestApp;
let user: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app);
});
afterAll(() => t.close());

const newSession = () => newSessionOf(t.app, user);
const upload = (sessionId: string, parts: MemoUpload) => uploadMemo(t.app, user, sessionId, parts);
const storedLengths = async (sessionId: string) =>
  (
    await t.db
      .select({ durationMs: sessionMemos.durationMs })
      .from(sessionMemos)
      .where(eq(sessionMemos.sessionId, sessionId))
  ).map((row) => row.durationMs);

const webm = readFixture(ENCODED_THREE_PHRASES.webm.file);
const ogg = readFixture(ENCODED_THREE_PHRASES.ogg.file);
const kinds = [
  ['MediaRecorder’s WebM', webm, 'audio/webm', ENCODED_THREE_PHRASES.webm.lengthMs],
  ['opusenc’s Ogg', ogg, 'audio/ogg', ENCODED_THREE_PHRASES.ogg.lengthMs],
] as const;

// ADR 060: a WebM's or an Ogg's length is read from its bytes, like a WAV's; the browser's is kept
// only where the two agree.
describe('a memo’s length, checked against its bytes (R-memo-3)', () => {
  it('stores the length the bytes give when the browser reports another', async () => {
    for (const [what, audio, contentType, lengthMs] of kinds) {
      const id = await newSession();
      const res = await upload(id, { audio, contentType, durationMs: 1000 });
      expect(res.statusCode, what).toBe(201);
      expect(Math.abs(res.json().durationMs - lengthMs), what).toBeLessThanOrEqual(10);
      expect(await storedLengths(id), what).toEqual([res.json().durationMs]);
    }
  });

  it('keeps the browser’s length where it is within the tolerance of the bytes’', async () => {
    for (const [what, audio, contentType, lengthMs] of kinds) {
      const id = await newSession();
      const reported = lengthMs + MEMO_LENGTH_TOLERANCE_MS - 20;
      const res = await upload(id, { audio, contentType, durationMs: reported });
      expect(res.statusCode, what).toBe(201);
      expect(res.json().durationMs, what).toBe(reported);
    }
  });

  it('refuses a WebM or Ogg whose bytes say it is over 3 minutes, whatever the browser says, and stores nothing', async () => {
    const id = await newSession();
    const overLimit = MEMO_MAX_DURATION_MS + MEMO_LENGTH_TOLERANCE_MS + 1_000;
    const cases = [
      ['WebM without a Duration', webmLasting(overLimit), 'audio/webm'],
      ['WebM stating 2 s over longer blocks', webmLasting(overLimit, 2_000), 'audio/webm'],
      ['Ogg Opus', minimalOgg(overLimit), 'audio/ogg'],
    ] as const;
    for (const [what, audio, contentType] of cases) {
      const res = await upload(id, { audio, contentType, durationMs: 2_000 });
      expect(res.statusCode, what).toBe(400);
      expect(res.json().error, what).toMatchObject({
        code: 'validation_failed',
        field: 'durationMs',
        message: expect.stringContaining('3 minutes'),
      });
    }
    expect(await storedLengths(id)).toEqual([]);
  });

  it('takes a memo of exactly 3 minutes by its bytes', async () => {
    const id = await newSession();
    const res = await upload(id, { audio: webmLasting(MEMO_MAX_DURATION_MS), durationMs: 60_000 });
    expect(res.statusCode).toBe(201);
    expect(res.json().durationMs).toBe(MEMO_MAX_DURATION_MS);
  });
});
