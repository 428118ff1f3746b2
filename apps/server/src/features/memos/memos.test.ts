import { randomUUID } from 'node:crypto';
import { MEMO_MAX_BYTES, MEMO_MAX_DURATION_MS, MEMO_MAX_PER_SESSION } from '@lyricist/shared/constants';
import { minimalMp4, minimalOgg, minimalWebm, phrasesMs, synthWav } from '@lyricist/test-support/audio';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSessionBody } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { type MemoUpload, uploadMemo } from '../../../test/memo-uploads';
import { createUser, type SignedIn } from '../../../test/sign-in';
import { sessionMemos } from '../../db/schema/index';

let t: TestApp;
let user: SignedIn;
const melody = synthWav();

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app);
});
afterAll(() => t.close());

const call = (method: InjectOptions['method'], url: string, body?: object, headers: object = {}) =>
  t.app.inject({ method, url, headers: { ...user.headers, ...headers }, ...(body ? { payload: body } : {}) });

const newSession = async (): Promise<string> =>
  (await call('POST', '/api/sessions', buildSessionBody())).json().sessionId;

const upload = (sessionId: string, parts: MemoUpload = {}) => uploadMemo(t.app, user, sessionId, parts);
const list = async (sessionId: string) => (await call('GET', `/api/sessions/${sessionId}/memos`)).json();
const play = (sessionId: string, memoId: string, headers: object = {}) =>
  call('GET', `/api/sessions/${sessionId}/memos/${memoId}/audio`, undefined, headers);
/** Rows in the table itself: what "nothing stored" means. */
const storedRows = async (sessionId: string) =>
  (await t.db.select({ id: sessionMemos.id }).from(sessionMemos).where(eq(sessionMemos.sessionId, sessionId)))
    .length;

describe('voice memos (R-memo-1, R-memo-2)', () => {
  it('stores a memo with its session, lists it without its audio and plays it back byte for byte', async () => {
    const id = await newSession();
    const res = await upload(id, { audio: melody, contentType: 'audio/wav', durationMs: 4200 });
    expect(res.statusCode).toBe(201);
    // WAV states its own length: the server keeps that, not the one the client declared.
    expect(res.json()).toMatchObject({
      name: 'Memo 1',
      contentType: 'audio/wav',
      durationMs: phrasesMs(),
      size: melody.length,
    });

    const memos = await list(id);
    expect(memos).toEqual([res.json()]);
    expect(memos[0]).not.toHaveProperty('audio');

    const audio = await play(id, res.json().memoId);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect(audio.headers['accept-ranges']).toBe('bytes');
    expect(audio.headers['cache-control']).toMatch(/^private\b/);
    expect(audio.headers['content-length']).toBe(String(melody.length));
    expect(audio.rawPayload.equals(melody)).toBe(true);
  });

  it('names memos in order, keeps a given name, and lists them oldest first', async () => {
    const id = await newSession();
    const first = (await upload(id)).json();
    const second = (await upload(id, { name: '  Chorus hum  ' })).json();
    const third = (await upload(id)).json();
    expect([first.name, second.name, third.name]).toEqual(['Memo 1', 'Chorus hum', 'Memo 3']);
    expect((await list(id)).map((m: { memoId: string }) => m.memoId)).toEqual([
      first.memoId,
      second.memoId,
      third.memoId,
    ]);
  });

  it('tells the audio by its bytes, whatever the Content-Type header says (R-memo-4)', async () => {
    const id = await newSession();
    const cases: [Buffer, string, string][] = [
      [minimalWebm(), 'text/plain', 'audio/webm'],
      [minimalOgg(), 'application/octet-stream', 'audio/ogg'],
      [minimalMp4(), 'audio/webm', 'audio/mp4'],
      [melody, 'audio/ogg', 'audio/wav'],
    ];
    for (const [audio, claimed, actual] of cases) {
      const res = await upload(id, { audio, contentType: claimed });
      expect(res.statusCode, `${actual} sent as ${claimed}`).toBe(201);
      expect(res.json().contentType).toBe(actual);
      expect((await play(id, res.json().memoId)).headers['content-type']).toBe(actual);
    }
  });

  it('stores a retried upload once: the same memo id answers the memo already stored', async () => {
    const id = await newSession();
    const memoId = randomUUID();
    const first = await upload(id, { memoId, name: 'Verse idea' });
    const retry = await upload(id, { memoId, name: 'Verse idea' });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await storedRows(id)).toBe(1);
  });

  it('renames a memo, refusing a blank name', async () => {
    const id = await newSession();
    const { memoId } = (await upload(id)).json();
    const renamed = await call('PUT', `/api/sessions/${id}/memos/${memoId}`, { name: ' Bridge, slower ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ memoId, name: 'Bridge, slower' });
    expect((await list(id))[0].name).toBe('Bridge, slower');

    const blank = await call('PUT', `/api/sessions/${id}/memos/${memoId}`, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.field).toBe('name');
    expect((await list(id))[0].name).toBe('Bridge, slower');
  });

  it('deletes a memo: gone from the list and from playback', async () => {
    const id = await newSession();
    const keep = (await upload(id)).json();
    const drop = (await upload(id)).json();
    const res = await call('DELETE', `/api/sessions/${id}/memos/${drop.memoId}`);
    expect(res.json()).toEqual({ memoId: drop.memoId, deleted: true });
    expect(await list(id)).toEqual([keep]);
    expect((await play(id, drop.memoId)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/sessions/${id}/memos/${drop.memoId}`)).statusCode).toBe(404);
  });

  it('deletes its memos with the session', async () => {
    const id = await newSession();
    await upload(id);
    await upload(id, { audio: melody });
    expect(await storedRows(id)).toBe(2);
    expect((await call('DELETE', `/api/sessions/${id}`)).statusCode).toBe(200);
    expect(await storedRows(id)).toBe(0);
  });

  it('asks for the bearer token', async () => {
    const id = await newSession();
    const res = await t.app.inject({ method: 'GET', url: `/api/sessions/${id}/memos` });
    expect(res.statusCode).toBe(401);
  });
});

describe('range requests (R-memo-5)', () => {
  let id: string;
  let memoId: string;
  const size = melody.length;

  beforeAll(async () => {
    id = await newSession();
    memoId = (await upload(id, { audio: melody })).json().memoId;
  });

  const ranged = (range: string, headers: object = {}) => play(id, memoId, { range, ...headers });

  it('answers the first bytes, a middle range and an open range with 206 and Content-Range', async () => {
    for (const [range, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-5095', 1000, 5095],
      [`bytes=${size - 10}-`, size - 10, size - 1],
      ['bytes=0-', 0, size - 1],
    ] as const) {
      const res = await ranged(range);
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.headers['content-length']).toBe(String(end - start + 1));
      expect(res.headers['content-type']).toBe('audio/wav');
      expect(res.rawPayload.equals(melody.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('answers a suffix range with the last bytes, and clips one longer than the memo', async () => {
    const last = await ranged('bytes=-500');
    expect(last.statusCode).toBe(206);
    expect(last.headers['content-range']).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
    expect(last.rawPayload.equals(melody.subarray(size - 500))).toBe(true);
    const all = await ranged(`bytes=-${size * 2}`);
    expect(all.headers['content-range']).toBe(`bytes 0-${size - 1}/${size}`);
    expect(all.rawPayload.equals(melody)).toBe(true);
  });

  it('answers 416 with the size when no byte of the range exists', async () => {
    for (const range of [`bytes=${size}-`, `bytes=${size + 100}-${size + 200}`, 'bytes=-0']) {
      const res = await ranged(range);
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${size}`);
      expect(res.json().error).toMatchObject({ code: 'range_not_satisfiable', field: 'range' });
    }
  });

  it('sends the whole memo for a range it may ignore, or an If-Range that is not this memo', async () => {
    for (const [range, headers] of [
      ['bytes=0-9,20-29', {}],
      ['lines=1-2', {}],
      ['bytes=0-99', { 'if-range': '"another-version"' }],
    ] as const) {
      const res = await ranged(range, headers);
      expect(res.statusCode, range).toBe(200);
      expect(res.rawPayload.equals(melody)).toBe(true);
    }
    const matching = await ranged('bytes=0-99', { 'if-range': `"${memoId}"` });
    expect(matching.statusCode).toBe(206);
  });
});

describe('limits and bad audio: a clear 4xx and nothing stored (R-memo-3, R-memo-4)', () => {
  it('refuses a memo over the size limit, saying the limit', async () => {
    const id = await newSession();
    const huge = Buffer.concat([melody, Buffer.alloc(MEMO_MAX_BYTES + 1 - melody.length)]);
    const res = await upload(id, { audio: huge, contentType: 'audio/wav' });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'payload_too_large', field: 'body' });
    expect(res.json().error.message).toContain(`${MEMO_MAX_BYTES / 1024 / 1024} MB`);
    expect(await storedRows(id)).toBe(0);

    const atLimit = Buffer.concat([melody, Buffer.alloc(MEMO_MAX_BYTES - melody.length)]);
    expect((await upload(id, { audio: atLimit, contentType: 'audio/wav' })).statusCode).toBe(201);
  });

  it('refuses a memo longer than 3 minutes, declared or stated by the audio itself', async () => {
    const id = await newSession();
    // An MP4's length is the one the browser declares (ADR 060): the others' is read from their bytes.
    const declared = await upload(id, { audio: minimalMp4(), durationMs: MEMO_MAX_DURATION_MS + 1 });
    expect(declared.statusCode).toBe(400);
    expect(declared.json().error.field).toBe('durationMs');
    expect(declared.json().error.message).toContain('3 minutes');

    // A WAV at 100 samples a second: a small file that states a length of 200 s.
    const slow = Buffer.from(melody.subarray(0, 44 + 20_000));
    slow.writeUInt32LE(100, 24);
    slow.writeUInt32LE(100, 28);
    slow.writeUInt32LE(20_000, 40);
    const stated = await upload(id, { audio: slow, durationMs: 1000 });
    expect(stated.statusCode).toBe(400);
    expect(stated.json().error).toMatchObject({
      field: 'durationMs',
      message: expect.stringContaining('3 minutes'),
    });
    expect(await storedRows(id)).toBe(0);
  });

  it(`keeps at most ${MEMO_MAX_PER_SESSION} memos a song`, async () => {
    const id = await newSession();
    for (let i = 0; i < MEMO_MAX_PER_SESSION; i++) expect((await upload(id)).statusCode).toBe(201);
    const over = await upload(id);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toContain(`at most ${MEMO_MAX_PER_SESSION} memos`);
    expect(await storedRows(id)).toBe(MEMO_MAX_PER_SESSION);
    // Another song still has room.
    expect((await upload(await newSession())).statusCode).toBe(201);
  });

  it('refuses an empty body, audio cut to a few bytes and a renamed text file', async () => {
    const id = await newSession();
    const cases: [string, Buffer, string, number, string][] = [
      ['empty', Buffer.alloc(0), 'audio/webm', 400, 'empty'],
      ['WebM cut to 8 bytes', minimalWebm().subarray(0, 8), 'audio/webm', 400, 'cut short'],
      ['WebM cut before its audio', minimalWebm().subarray(0, 45), 'audio/webm', 400, 'cut short'],
      ['WAV cut to its header', melody.subarray(0, 44), 'audio/wav', 400, 'cut short'],
      ['Ogg cut to 20 bytes', minimalOgg().subarray(0, 20), 'audio/ogg', 400, 'cut short'],
      [
        'lyrics.txt renamed memo.webm',
        Buffer.from('Verse 1\nI kept the letters in a drawer\n'),
        'audio/webm',
        415,
        'WebM, Ogg, WAV or MP4',
      ],
      [
        'a JSON file sent as audio',
        Buffer.from('{"not":"audio"}'),
        'audio/ogg',
        415,
        'WebM, Ogg, WAV or MP4',
      ],
    ];
    for (const [what, audio, contentType, status, message] of cases) {
      const res = await upload(id, { audio, contentType });
      expect(res.statusCode, what).toBe(status);
      expect(res.json().error.field, what).toBe('body');
      expect(res.json().error.message, what).toContain(message);
    }
    expect(await storedRows(id)).toBe(0);
    expect(await list(id)).toEqual([]);
  });

  it('refuses a bad memo id or length in the query', async () => {
    const id = await newSession();
    const badId = await upload(id, { memoId: 'not-a-uuid' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.field).toBe('memoId');
    const badLength = await upload(id, { durationMs: 'long' });
    expect(badLength.statusCode).toBe(400);
    expect(badLength.json().error.field).toBe('durationMs');
    expect(await storedRows(id)).toBe(0);
  });
});
