import { DEFAULT_SONG_TITLE, VERSION_IDLE_MS } from '@lyricist/shared/constants';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSessionBody } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser, type SignedIn } from '../../../test/sign-in';
import { lyricSessions, lyricVersions } from '../../db/schema/index';

let t: TestApp;
let user: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app);
});
afterAll(() => t.close());

const call = (method: InjectOptions['method'], url: string, body?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(body ? { payload: body } : {}) });

async function newSession(lyrics: string, songTitle = 'First Title'): Promise<string> {
  return (await call('POST', '/api/sessions', buildSessionBody({ lyrics, songTitle }))).json().sessionId;
}

const list = async (id: string) => (await call('GET', `/api/sessions/${id}/versions`)).json();

/** Time passing, as the database sees it: the session's last save moved into the past. */
const idleFor = (id: string, ms: number) =>
  t.db
    .update(lyricSessions)
    .set({ lastSaved: new Date(Date.now() - ms) })
    .where(eq(lyricSessions.id, id));

describe('versions', () => {
  it('saves a named version, lists it with its word changes, and reads its text', async () => {
    const id = await newSession('one two three');
    const saved = await call('POST', `/api/sessions/${id}/versions`, { name: '  Demo take  ' });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      name: 'Demo take',
      reason: 'manual',
      wordsAdded: 3,
      wordsRemoved: 0,
    });

    await call('PUT', `/api/sessions/${id}/lyrics`, { lyrics: 'one two four five' });
    const second = (await call('POST', `/api/sessions/${id}/versions`, { name: '' })).json();
    expect(second).toMatchObject({ name: null, wordsAdded: 2, wordsRemoved: 1 });

    const versions = await list(id);
    expect(versions.map((v: { versionId: string }) => v.versionId)).toEqual([
      second.versionId,
      saved.json().versionId,
    ]);
    expect(versions[0]).not.toHaveProperty('lyrics');
    const one = await call('GET', `/api/sessions/${id}/versions/${saved.json().versionId}`);
    expect(one.json()).toMatchObject({ lyrics: 'one two three', songTitle: 'First Title' });
  });

  it('diffs a version against the current text line by line', async () => {
    const id = await newSession('keep\ncut this\nkeep too');
    const { versionId } = (await call('POST', `/api/sessions/${id}/versions`, {})).json();
    await call('PUT', `/api/sessions/${id}/lyrics`, { lyrics: 'keep\nkeep too\nnew end' });
    const diff = await call('GET', `/api/sessions/${id}/versions/${versionId}/diff`);
    expect(diff.json().lines).toEqual([
      { kind: 'same', text: 'keep' },
      { kind: 'removed', text: 'cut this' },
      { kind: 'same', text: 'keep too' },
      { kind: 'added', text: 'new end' },
    ]);
  });

  it('restores a version, keeping the replaced text first so the restore can be undone', async () => {
    const id = await newSession('the old verse', 'Old Name');
    const { versionId } = (await call('POST', `/api/sessions/${id}/versions`, { name: 'v1' })).json();
    await call('PUT', `/api/sessions/${id}`, { songTitle: 'New Name', lyrics: 'the new verse' });

    const restored = await call('POST', `/api/sessions/${id}/versions/${versionId}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ lyrics: 'the old verse', songTitle: 'Old Name' });
    const session = (await call('GET', `/api/sessions/${id}`)).json();
    expect(session).toMatchObject({ lyrics: 'the old verse', songTitle: 'Old Name' });

    const { undoVersionId } = restored.json();
    expect((await list(id))[0]).toMatchObject({ versionId: undoVersionId, reason: 'restore' });
    const undone = await call('POST', `/api/sessions/${id}/versions/${undoVersionId}/restore`);
    expect(undone.json()).toMatchObject({ lyrics: 'the new verse', songTitle: 'New Name' });
  });

  it('keeps the text before the first change after ten minutes idle, and not before later ones', async () => {
    const id = await newSession('before the break');
    await call('PUT', `/api/sessions/${id}/lyrics`, { lyrics: 'typing on' });
    expect(await list(id)).toEqual([]);

    await idleFor(id, VERSION_IDLE_MS + 1000);
    await call('PUT', `/api/sessions/${id}/lyrics`, { lyrics: 'back again' });
    await call('PUT', `/api/sessions/${id}/lyrics`, { lyrics: 'back again, still typing' });
    const versions = await list(id);
    expect(versions).toHaveLength(1);
    expect(versions[0].reason).toBe('idle');
    const text = await call('GET', `/api/sessions/${id}/versions/${versions[0].versionId}`);
    expect(text.json().lyrics).toBe('typing on');

    // An unchanged save after idling replaces nothing, so it keeps nothing.
    await idleFor(id, VERSION_IDLE_MS + 1000);
    await call('PUT', `/api/sessions/${id}/lyrics`, { lyrics: 'back again, still typing' });
    expect(await list(id)).toHaveLength(1);
  });

  it('keeps the title before a title regeneration replaces it, unless it is a placeholder over no lyrics', async () => {
    const id = await newSession('a song about rain', 'Before Regeneration');
    const res = await call('POST', `/api/sessions/${id}/generate-title`);
    expect(res.statusCode).toBe(200);
    const [version] = await list(id);
    expect(version).toMatchObject({ reason: 'title', songTitle: 'Before Regeneration' });

    // 'Start Writing' on a new song: a placeholder title over no lyrics is nothing to keep.
    const fresh = await newSession('', DEFAULT_SONG_TITLE);
    expect((await call('POST', `/api/sessions/${fresh}/generate-title`)).statusCode).toBe(200);
    expect(await list(fresh)).toEqual([]);
  });

  it('thins automatic versions: all of the last day, one per day, one per week; named ones stay', async () => {
    const id = await newSession('thin me');
    const day = 24 * 60 * 60 * 1000;
    const at = (ms: number) => new Date(Date.now() - ms);
    const row = (reason: 'idle' | 'manual', ms: number, name: string | null = null) => ({
      sessionId: id,
      reason,
      name,
      songTitle: 't',
      lyrics: `at ${ms}`,
      wordsAdded: 0,
      wordsRemoved: 0,
      createdAt: at(ms),
    });
    // Noon of a day three days back, twice; an hour ago, twice; a named one 100 days back.
    const threeDays = Date.now() - Math.floor(Date.now() / day - 3) * day - day / 2;
    await t.db
      .insert(lyricVersions)
      .values([
        row('idle', 60 * 60 * 1000),
        row('idle', 2 * 60 * 60 * 1000),
        row('idle', threeDays),
        row('idle', threeDays + 60 * 1000),
        row('idle', 100 * day),
        row('idle', 100 * day + 60 * 1000),
        row('manual', 100 * day + 2 * 60 * 1000, 'Keeper'),
      ]);
    await idleFor(id, VERSION_IDLE_MS + 1000);
    await call('PUT', `/api/sessions/${id}/lyrics`, { lyrics: 'changed' });

    const versions = await list(id);
    const ages = versions.map((v: { createdAt: string }) => Date.now() - Date.parse(v.createdAt));
    // New one + two from the last hours + one of the pair three days back + one of the pair 100 days back + the named one.
    expect(versions).toHaveLength(6);
    expect(ages.filter((ms: number) => ms > 2 * day && ms < 4 * day)).toHaveLength(1);
    expect(versions.filter((v: { name: string | null }) => v.name === 'Keeper')).toHaveLength(1);
  });

  it('deletes a session’s versions with the session', async () => {
    const id = await newSession('short lived');
    await call('POST', `/api/sessions/${id}/versions`, { name: 'gone soon' });
    await call('DELETE', `/api/sessions/${id}`);
    const [left] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(lyricVersions)
      .where(eq(lyricVersions.sessionId, id));
    expect(left?.n).toBe(0);
    expect((await call('GET', `/api/sessions/${id}/versions`)).statusCode).toBe(404);
  });

  it('rejects bad input with a clear 4xx', async () => {
    const id = await newSession('x');
    const long = await call('POST', `/api/sessions/${id}/versions`, { name: 'n'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.code).toBe('validation_failed');
    const bad = await call('GET', `/api/sessions/${id}/versions/not-a-uuid`);
    expect(bad.statusCode).toBe(400);
    const missing = await call('POST', `/api/sessions/${id}/versions/${crypto.randomUUID()}/restore`);
    expect(missing.statusCode).toBe(404);
    expect(await list(id)).toEqual([]);
  });
});
