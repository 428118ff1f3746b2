import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { FAKE_TRACKS } from './fake-catalogue';
import { type FakeMusixmatch, startFakeMusixmatch } from './fake-musixmatch';
import { fakeMusixmatchEnv, type MusixmatchSignIn, signInWithFake } from './sign-in-with-fake';

let fake: FakeMusixmatch;
let t: TestApp;
let writer: MusixmatchSignIn;
beforeAll(async () => {
  fake = await startFakeMusixmatch();
  t = await createTestApp(fakeMusixmatchEnv(fake));
  writer = await signInWithFake(t.app, fake);
});
afterEach(() => fake.reset());
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: writer.headers });
const lastCall = (method: string) => fake.requests.filter((u) => u.pathname === `/ws/1.1/${method}`).at(-1);
const gull = FAKE_TRACKS.find((track) => track.track_name === 'Gull Song');

describe('catalogue search and look-up through Musixmatch', () => {
  it('searches artists with q_artist and the asked page size', async () => {
    const res = await get('/api/artists/search?q=quinn&limit=5');
    expect(res.json()).toEqual([{ id: '33491891', name: 'Mara Quinn', images: [], popularity: 58 }]);
    expect(lastCall('artist.search')?.searchParams.get('q_artist')).toBe('quinn');
    expect(lastCall('artist.search')?.searchParams.get('page_size')).toBe('5');
  });

  it('searches tracks with q, in the shape the restore logic reads', async () => {
    const res = await get('/api/tracks/search?q=gull');
    expect(res.json()).toEqual([
      {
        id: String(gull?.track_id),
        name: 'Gull Song',
        artists: [{ id: '33491890', name: 'Harbour Lights' }],
        album: {
          name: 'Low Tide Letters',
          images: [{ url: 'https://s.mxmcdn.net/images-storage/albums/51160101/350x350.jpg' }],
        },
        popularity: 88,
        track_coverart: 'https://s.mxmcdn.net/images-storage/albums/51160101/350x350.jpg',
      },
    ]);
    expect(lastCall('track.search')?.searchParams.get('q')).toBe('gull');
  });

  it('looks up one artist and one track by id', async () => {
    const artist = await get('/api/artists/33491890');
    expect(artist.json()).toEqual({
      id: '33491890',
      name: 'Harbour Lights',
      images: [{ url: 'https://s.mxmcdn.net/images-storage/artists/33491890.jpg' }],
      popularity: 71,
    });
    const track = await get(`/api/tracks/${gull?.track_id}`);
    expect(track.json()).toMatchObject({ id: String(gull?.track_id), name: 'Gull Song', popularity: 88 });
    expect(lastCall('track.get')?.searchParams.get('track_id')).toBe(String(gull?.track_id));
  });

  it('answers 404 when Musixmatch has no such artist or track', async () => {
    const artist = await get('/api/artists/99999999');
    expect(artist.statusCode).toBe(404);
    expect(artist.json()).toEqual({ error: { code: 'not_found', message: 'Artist not found' } });
    expect((await get('/api/tracks/99999999')).statusCode).toBe(404);
  });

  it('answers 404 for an id Musixmatch could never have, without asking it', async () => {
    expect((await get('/api/artists/not-a-number')).statusCode).toBe(404);
    expect((await get('/api/tracks/12ab')).statusCode).toBe(404);
    expect(fake.requests).toEqual([]);
  });
});
