import * as engine from '@lyricist/lyric-engine';
import { MAX_ID_CHARS, MAX_LIST_ITEMS, MAX_TAG_CHARS } from '@lyricist/shared/constants';
import { sessionSchema } from '@lyricist/shared/sessions/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionRowText } from '../../../test/db-snapshot';
import {
  buildGenresBody,
  buildMoodsBody,
  buildReferenceArtist,
  buildReferenceArtistsBody,
  buildReferenceSong,
  buildReferenceSongsBody,
  buildSessionBody,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser, type SignedIn } from '../../../test/sign-in';

let t: TestApp;
let user: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app);
});
afterAll(() => t.close());

/** One writer makes every call of this file: far more saves than the AI limit would allow (issue 33). */
const call = (method: InjectOptions['method'], url: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: user.headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });

async function newSessionId(): Promise<string> {
  const res = await call('POST', '/api/sessions', buildSessionBody());
  return res.json().sessionId;
}

const UNKNOWN_ID = '6f1c2b1a-1111-4111-8111-111111111111';

describe('POST /api/sessions/{id}/reference-artists', () => {
  it('replaces the stored artists and answers the saved session', async () => {
    const id = await newSessionId();
    await call('POST', `/api/sessions/${id}/reference-artists`, buildReferenceArtistsBody());
    const artists = [
      buildReferenceArtist({ name: 'Marlow Vance' }),
      buildReferenceArtist({ image: null, images: [] }),
    ];
    const res = await call(
      'POST',
      `/api/sessions/${id}/reference-artists`,
      buildReferenceArtistsBody(artists),
    );
    expect(res.statusCode).toBe(200);
    const saved = sessionSchema.parse(res.json());
    expect(saved.referenceArtistIds).toEqual(artists.map((a) => a.id));
    expect(saved.referenceArtistsJson).toEqual(artists);
    expect((await call('GET', `/api/sessions/${id}`)).json()).toEqual(saved);
  });

  it('clears the list when sent empty lists', async () => {
    const id = await newSessionId();
    await call('POST', `/api/sessions/${id}/reference-artists`, buildReferenceArtistsBody());
    const res = await call('POST', `/api/sessions/${id}/reference-artists`, {
      artistIds: [],
      artistsData: [],
    });
    expect(res.json()).toMatchObject({ referenceArtistIds: [], referenceArtistsJson: [] });
  });

  it.each([
    ['artistIds', { artistsData: [] }],
    ['artistIds.0', { artistIds: [''], artistsData: [] }],
    ['artistIds.0', { artistIds: ['x'.repeat(MAX_ID_CHARS + 1)], artistsData: [] }],
    [
      'artistIds',
      { artistIds: Array.from({ length: MAX_LIST_ITEMS + 1 }, (_, i) => `${i}`), artistsData: [] },
    ],
    ['artistsData.0.popularity', { artistIds: [], artistsData: [buildReferenceArtist({ popularity: 101 })] }],
    ['artistsData.0.name', { artistIds: [], artistsData: [buildReferenceArtist({ name: 'a\u0000' })] }],
    ['artistsData.0.images', { artistIds: [], artistsData: [{ ...buildReferenceArtist(), images: 'x' }] }],
  ])('answers 400 naming %s and changes nothing', async (field, body) => {
    const id = await newSessionId();
    const before = await sessionRowText(t.db, id);
    const res = await call('POST', `/api/sessions/${id}/reference-artists`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'validation_failed', message: expect.any(String), field } });
    expect(await sessionRowText(t.db, id)).toBe(before);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await call(
      'POST',
      `/api/sessions/${UNKNOWN_ID}/reference-artists`,
      buildReferenceArtistsBody(),
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/sessions/{id}/reference-songs', () => {
  it('replaces the stored songs and answers the saved session', async () => {
    const id = await newSessionId();
    const songs = [buildReferenceSong(), buildReferenceSong({ track_coverart: null, artists: [] })];
    const res = await call('POST', `/api/sessions/${id}/reference-songs`, buildReferenceSongsBody(songs));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ referenceSongIds: songs.map((s) => s.id), referenceSongsJson: songs });
    const again = await call(
      'POST',
      `/api/sessions/${id}/reference-songs`,
      buildReferenceSongsBody(songs.slice(1)),
    );
    expect(again.json().referenceSongsJson).toEqual(songs.slice(1));
  });

  it.each([
    ['songsData', { songIds: [] }],
    ['songsData.0.album', { songIds: [], songsData: [{ ...buildReferenceSong(), album: 'Paper Lanterns' }] }],
    [
      'songsData.0.artists.0',
      { songIds: [], songsData: [{ ...buildReferenceSong(), artists: ['Marlow Vance'] }] },
    ],
    ['songsData.0.popularity', { songIds: [], songsData: [buildReferenceSong({ popularity: -1 })] }],
    ['songIds.0', { songIds: [7], songsData: [] }],
  ])('answers 400 naming %s and changes nothing', async (field, body) => {
    const id = await newSessionId();
    const before = await sessionRowText(t.db, id);
    const res = await call('POST', `/api/sessions/${id}/reference-songs`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe(field);
    expect(await sessionRowText(t.db, id)).toBe(before);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await call('POST', `/api/sessions/${UNKNOWN_ID}/reference-songs`, buildReferenceSongsBody());
    expect(res.statusCode).toBe(404);
  });
});

describe.each([
  ['moods', 'selectedMoods', buildMoodsBody(['happy', 'excited', 'wistful-ish']).moods],
  ['genres', 'selectedGenres', buildGenresBody(['indie', 'hip-hop', 'sea shanty']).genres],
] as const)('POST /api/sessions/{id}/%s', (route, field, names) => {
  it('replaces the stored list, unknown names included', async () => {
    const id = await newSessionId();
    await call('POST', `/api/sessions/${id}/${route}`, { [route]: ['sad'] });
    const res = await call('POST', `/api/sessions/${id}/${route}`, { [route]: names });
    expect(res.statusCode).toBe(200);
    expect(res.json()[field]).toEqual(names);
    expect((await call('GET', `/api/sessions/${id}`)).json()[field]).toEqual(names);
  });

  it.each([
    [route, {}],
    [route, { [route]: 'happy' }],
    [route, { [route]: Array.from({ length: MAX_LIST_ITEMS + 1 }, (_, i) => `m${i}`) }],
    [`${route}.0`, { [route]: [''] }],
    [`${route}.0`, { [route]: ['x'.repeat(MAX_TAG_CHARS + 1)] }],
    [`${route}.1`, { [route]: ['ok', 3] }],
  ])('answers 400 naming %s and changes nothing', async (expected, body) => {
    const id = await newSessionId();
    const before = await sessionRowText(t.db, id);
    const res = await call('POST', `/api/sessions/${id}/${route}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe(expected);
    expect(await sessionRowText(t.db, id)).toBe(before);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await call('POST', `/api/sessions/${UNKNOWN_ID}/${route}`, { [route]: ['x'] })).statusCode).toBe(
      404,
    );
  });
});

describe('style director', () => {
  it('is recomputed from everything pinned whenever a list is saved', async () => {
    const id = await newSessionId();
    const artist = buildReferenceArtist({ name: 'Kaito Blackwell' });
    const song = buildReferenceSong({ name: 'Subway Sermon', artists: [{ name: 'Kaito Blackwell' }] });
    await call('POST', `/api/sessions/${id}/reference-artists`, buildReferenceArtistsBody([artist]));
    await call('POST', `/api/sessions/${id}/reference-songs`, buildReferenceSongsBody([song]));
    await call('POST', `/api/sessions/${id}/moods`, { moods: ['confident'] });
    const res = await call('POST', `/api/sessions/${id}/genres`, { genres: ['hip-hop'] });
    const expected = engine.styleDirector({
      moods: ['confident'],
      genres: ['hip-hop'],
      artists: ['Kaito Blackwell'],
      songs: [{ name: 'Subway Sermon', artists: ['Kaito Blackwell'] }],
    });
    expect(res.json().styleDirectorOutput).toEqual(expected);
    expect((await call('GET', `/api/sessions/${id}`)).json().styleDirectorOutput).toEqual(expected);

    const cleared = await call('POST', `/api/sessions/${id}/genres`, { genres: [] });
    expect(cleared.json().styleDirectorOutput).not.toEqual(expected);
  });
});
