import * as engine from '@lyricist/lyric-engine';
import { GENRES, MOODS } from '@lyricist/shared/moods-genres';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildReferenceArtist,
  buildReferenceArtistsBody,
  buildReferenceSong,
  buildReferenceSongsBody,
  buildSessionBody,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser, type SignedIn } from '../../../test/sign-in';

/**
 * Issue 33: a writer who pins quickly loses nothing. Twenty saves over the four lists within two
 * seconds, each sent before the last is answered, as a writer picking chip after chip: every one is
 * saved, a reload shows every list, and the style director on the session is the one of the last lists.
 */

let t: TestApp;
let user: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app);
});
afterAll(() => t.close());

const call = (method: InjectOptions['method'], url: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: user.headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });

const SAVES = 20;
const PACE_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const moods = MOODS.slice(0, 5).map((m) => m.id);
const genres = GENRES.slice(0, 5).map((g) => g.id);
const artists = Array.from({ length: 5 }, (_, i) => buildReferenceArtist({ name: `Pinned Artist ${i}` }));
const songs = Array.from({ length: 5 }, (_, i) =>
  buildReferenceSong({ name: `Pinned Song ${i}`, artists: [{ name: `Pinned Artist ${i}` }] }),
);

/** The n-th save of each list adds one more item, as the chip row does. */
const lists: ((n: number) => [route: string, body: unknown])[] = [
  (n) => ['moods', { moods: moods.slice(0, n) }],
  (n) => ['genres', { genres: genres.slice(0, n) }],
  (n) => ['reference-artists', buildReferenceArtistsBody(artists.slice(0, n))],
  (n) => ['reference-songs', buildReferenceSongsBody(songs.slice(0, n))],
];

describe('pinning quickly', () => {
  it('saves all 20 lists sent within 2 s, and the director follows the last ones', async () => {
    const id = (await call('POST', '/api/sessions', buildSessionBody())).json().sessionId;
    // The engine's workers load on the first AI call: not part of the writer's two seconds.
    expect((await call('POST', `/api/sessions/${id}/prosody`, { lyrics: 'A line' })).statusCode).toBe(200);

    // Sent at 0, 100, ... 1900 ms from the first: on a schedule, so a slow tick does not stretch it.
    const answers = [];
    const started = Date.now();
    for (let i = 0; i < SAVES; i++) {
      await sleep(started + i * PACE_MS - Date.now());
      const listAt = lists[i % lists.length] as (typeof lists)[number];
      const [route, body] = listAt(Math.floor(i / lists.length) + 1);
      answers.push(call('POST', `/api/sessions/${id}/${route}`, body));
    }
    const responses = await Promise.all(answers);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(SAVES).fill(200));

    const reloaded = (await call('GET', `/api/sessions/${id}`)).json();
    expect(reloaded).toMatchObject({
      selectedMoods: moods,
      selectedGenres: genres,
      referenceArtistIds: artists.map((a) => a.id),
      referenceArtistsJson: artists,
      referenceSongIds: songs.map((s) => s.id),
      referenceSongsJson: songs,
    });
    const expected = engine.styleDirector({
      moods,
      genres,
      artists: artists.map((a) => a.name),
      songs: songs.map((s) => ({ name: s.name, artists: s.artists.map((a) => a.name) })),
    });
    expect(reloaded.styleDirectorOutput).toEqual(expected);
    // The last save's answer already carried it.
    expect(responses.at(-1)?.json().styleDirectorOutput).toEqual(expected);
  });
});
