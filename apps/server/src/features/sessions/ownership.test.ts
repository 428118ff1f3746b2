import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionRowText, userRowsSnapshot } from '../../../test/db-snapshot';
import {
  buildGenresBody,
  buildMoodsBody,
  buildReferenceArtistsBody,
  buildReferenceSongsBody,
  buildSessionBody,
  buildUpdateSessionBody,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser, type SignedIn } from '../../../test/sign-in';

let t: TestApp;
let owner: SignedIn;
let intruder: SignedIn;
let sessionId: string;
let versionId: string;

const UNKNOWN_ID = '6f1c2b1a-1111-4111-8111-111111111111';
const EMPTY_PAGE = { sessions: [], nextCursor: null };

const call = (who: SignedIn, method: InjectOptions['method'], url: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    // The owner's id in x-user-id must not help: the bearer token is the only identity.
    headers: { ...who.headers, 'x-user-id': owner.profile.id },
    ...(body === undefined ? {} : { payload: body as object }),
  });

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, 'Owner');
  intruder = await createUser(t.app, 'Intruder');
  sessionId = (await call(owner, 'POST', '/api/sessions', buildSessionBody())).json().sessionId;
  // Every list filled, so any change the intruder could make would show.
  await call(owner, 'POST', `/api/sessions/${sessionId}/reference-artists`, buildReferenceArtistsBody());
  await call(owner, 'POST', `/api/sessions/${sessionId}/reference-songs`, buildReferenceSongsBody());
  await call(owner, 'POST', `/api/sessions/${sessionId}/moods`, buildMoodsBody());
  await call(owner, 'POST', `/api/sessions/${sessionId}/genres`, buildGenresBody());
  versionId = (await call(owner, 'POST', `/api/sessions/${sessionId}/versions`, { name: 'v1' })).json()
    .versionId;
});
afterAll(() => t.close());

/** Every route that takes a session id, with a valid body for it ({version}: the owner's version id). */
const ROUTES: [InjectOptions['method'], string, unknown][] = [
  ['GET', '', undefined],
  ['PUT', '', buildUpdateSessionBody()],
  ['PUT', '/lyrics', { lyrics: 'overwritten by someone else' }],
  ['DELETE', '', undefined],
  ['POST', '/reference-artists', buildReferenceArtistsBody()],
  ['POST', '/reference-songs', buildReferenceSongsBody()],
  ['POST', '/moods', buildMoodsBody(['angry'])],
  ['POST', '/genres', buildGenresBody(['metal'])],
  ['GET', '/versions', undefined],
  ['POST', '/versions', { name: 'theirs' }],
  ['GET', '/versions/{version}', undefined],
  ['GET', '/versions/{version}/diff', undefined],
  ['POST', '/versions/{version}/restore', undefined],
];

describe('ownership: another user’s session id is an unknown id', () => {
  it.each(ROUTES)('%s /api/sessions/{id}%s answers 404 and changes nothing', async (method, path, body) => {
    const before = await sessionRowText(t.db, sessionId);
    const ownerRows = await userRowsSnapshot(t.db, owner.profile.id);
    expect(before).not.toBeNull();

    const suffix = path.replace('{version}', versionId);
    const theirs = await call(intruder, method, `/api/sessions/${sessionId}${suffix}`, body);
    const unknown = await call(intruder, method, `/api/sessions/${UNKNOWN_ID}${suffix}`, body);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(unknown.body);
    expect(theirs.headers['content-type']).toBe(unknown.headers['content-type']);

    expect(await sessionRowText(t.db, sessionId)).toBe(before);
    expect(await userRowsSnapshot(t.db, owner.profile.id)).toBe(ownerRows);
  });

  it('leaves the owner able to read and change the session, and the intruder’s library empty', async () => {
    expect((await call(owner, 'GET', `/api/sessions/${sessionId}`)).statusCode).toBe(200);
    expect(
      (await call(owner, 'PUT', `/api/sessions/${sessionId}/lyrics`, { lyrics: 'mine' })).statusCode,
    ).toBe(200);
    expect((await call(intruder, 'GET', '/api/sessions')).json()).toEqual(EMPTY_PAGE);
    expect((await call(owner, 'GET', `/api/sessions/${sessionId}/versions`)).json()).toHaveLength(1);
  });

  it('never lists or finds the session for another writer, whatever they search or page from', async () => {
    const { songTitle, preview } = (await call(owner, 'GET', '/api/sessions')).json().sessions[0];
    const found = await call(owner, 'GET', `/api/sessions?q=${encodeURIComponent(songTitle)}`);
    expect(found.json().sessions.map((s: { sessionId: string }) => s.sessionId)).toEqual([sessionId]);
    for (const q of [songTitle, preview.split(' ')[1], '%', '_', ' ']) {
      const res = await call(intruder, 'GET', `/api/sessions?q=${encodeURIComponent(q)}`);
      expect(res.json(), q).toEqual(EMPTY_PAGE);
    }
    // A cursor only says where a page starts (here: after everything saved so far, a minute ahead);
    // it never widens whose sessions are listed.
    const ahead = `${new Date(Date.now() + 60_000).toISOString().slice(0, 23)}000Z`;
    const cursor = Buffer.from(JSON.stringify([ahead, UNKNOWN_ID])).toString('base64url');
    expect((await call(owner, 'GET', `/api/sessions?cursor=${cursor}`)).json().sessions).toHaveLength(1);
    expect((await call(intruder, 'GET', `/api/sessions?cursor=${cursor}`)).json()).toEqual(EMPTY_PAGE);
  });

  it('does not show a version through another session, even the intruder’s own', async () => {
    const theirId = (await call(intruder, 'POST', '/api/sessions', buildSessionBody())).json().sessionId;
    const viaTheirs = await call(intruder, 'GET', `/api/sessions/${theirId}/versions/${versionId}`);
    expect(viaTheirs.statusCode).toBe(404);
    const restore = await call(intruder, 'POST', `/api/sessions/${theirId}/versions/${versionId}/restore`);
    expect(restore.statusCode).toBe(404);
  });
});

describe('ownership: a writer’s own pronunciations (issue 17)', () => {
  /** Every toolbox route an intruder could try on a word the owner has set. */
  const WORD_ROUTES: [InjectOptions['method'], string, unknown][] = [
    ['GET', '/api/pronunciations', undefined],
    ['PUT', '/api/pronunciations/fire', { syllables: 3 }],
    ['DELETE', '/api/pronunciations/fire', undefined],
    ['GET', '/api/words/fire', undefined],
    ['GET', '/api/words?rhymesWith=fire', undefined],
    ['POST', '/api/words/meter', { lyrics: 'fire' }],
  ];

  it.each(WORD_ROUTES)(
    '%s %s by another writer leaves the owner’s counts as they were',
    async (method, url, body) => {
      await call(owner, 'PUT', '/api/pronunciations/fire', { syllables: 1 });
      const ownerRows = await userRowsSnapshot(t.db, owner.profile.id);
      const res = await call(intruder, method, url, body);
      expect(res.statusCode).toBeLessThan(500);
      expect(await userRowsSnapshot(t.db, owner.profile.id)).toBe(ownerRows);
      // The intruder's own count (set by the PUT) is theirs: clear it for the next route.
      await call(intruder, 'DELETE', '/api/pronunciations/fire');
    },
  );

  it('answers another writer’s word exactly as a word nobody set', async () => {
    await call(owner, 'PUT', '/api/pronunciations/fire', { syllables: 1 });
    const theirs = await call(intruder, 'DELETE', '/api/pronunciations/fire');
    const unknown = await call(intruder, 'DELETE', '/api/pronunciations/zorblax');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(unknown.body.replace('zorblax', 'fire'));
    expect((await call(intruder, 'GET', '/api/pronunciations')).json()).toEqual({ pronunciations: [] });
    expect((await call(intruder, 'GET', '/api/words/fire')).json()).toMatchObject({
      syllables: 2,
      pronunciation: 'dictionary',
    });
    expect((await call(intruder, 'POST', '/api/words/meter', { lyrics: 'fire' })).json()).toEqual({
      lines: [{ stress: '10' }],
    });
  });
});
