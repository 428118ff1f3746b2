import { FAKE_TRACKS } from '@lyricist/test-support/fakes/musixmatch-catalogue';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type MusixmatchApp, startMusixmatchApp } from '../../../test/musixmatch-app';
import { type MusixmatchSignIn, signInWithFake } from '../../../test/musixmatch-sign-in';

let m: MusixmatchApp;
let writer: MusixmatchSignIn;
beforeAll(async () => {
  m = await startMusixmatchApp();
  writer = await signInWithFake(m.t.app);
});
afterEach(() => m.api.reset());
afterAll(() => m?.close());

const get = (url: string) => m.t.app.inject({ method: 'GET', url, headers: writer.headers });
const lastCall = (method: string) => m.api.requests.filter((u) => u.pathname === `/ws/1.1/${method}`).at(-1);
const gull = FAKE_TRACKS.find((track) => track.track_name === 'Gull Song');
const GULL = {
  id: String(gull?.commontrack_id),
  name: 'Gull Song',
  artists: [{ id: '33491890', name: 'Harbour Lights' }],
  album: {
    name: 'Low Tide Letters',
    images: [{ url: 'https://s.mxmcdn.net/images-storage/albums/51160101/350x350.jpg' }],
  },
  popularity: 88,
  track_coverart: 'https://s.mxmcdn.net/images-storage/albums/51160101/350x350.jpg',
};

describe('catalogue search and look-up through Musixmatch', () => {
  it('searches artists with q_artist and the asked page size', async () => {
    const res = await get('/api/artists/search?q=quinn&limit=5');
    expect(res.json()).toEqual([{ id: '33491891', name: 'Mara Quinn', images: [], popularity: 58 }]);
    expect(lastCall('artist.search')?.searchParams.get('q_artist')).toBe('quinn');
    expect(lastCall('artist.search')?.searchParams.get('page_size')).toBe('5');
  });

  it('searches songs by title or artist (never lyrics), with lyrics only, by commontrack id', async () => {
    const res = await get('/api/tracks/search?q=gull');
    expect(res.json()).toEqual([GULL]);
    const params = lastCall('track.search')?.searchParams;
    expect(params?.get('q_track_artist')).toBe('gull');
    expect(params?.get('q')).toBeNull();
    expect(params?.get('f_has_lyrics')).toBe('1');
  });

  it('leaves out a song without lyrics', async () => {
    const names = (await get('/api/tracks/search?q=static')).json().map((t: { name: string }) => t.name);
    expect(names).toEqual(['Sunday Static']);
  });

  it('looks up one artist and one song (by commontrack_id)', async () => {
    const artist = await get('/api/artists/33491890');
    expect(artist.json()).toEqual({
      id: '33491890',
      name: 'Harbour Lights',
      images: [{ url: 'https://s.mxmcdn.net/images-storage/artists/33491890.jpg' }],
      popularity: 71,
    });
    expect((await get(`/api/tracks/${gull?.commontrack_id}`)).json()).toEqual(GULL);
    expect(lastCall('track.get')?.searchParams.get('commontrack_id')).toBe(String(gull?.commontrack_id));
  });

  it('skips one item it cannot read and keeps the rest of the page', async () => {
    m.api.breakWith('artist.search', 'odd-item');
    m.api.breakWith('track.search', 'odd-item');
    expect((await get('/api/artists/search?q=quinn')).json()).toHaveLength(1);
    expect((await get('/api/tracks/search?q=gull')).json()).toEqual([GULL]);
  });

  it('answers 404 when Musixmatch has no such artist or song, whatever the HTTP status', async () => {
    const artist = await get('/api/artists/99999999');
    expect(artist.statusCode).toBe(404);
    expect(artist.json()).toEqual({ error: { code: 'not_found', message: 'Artist not found' } });
    m.api.breakWith('track.get', 'http-404-envelope');
    const track = await get('/api/tracks/99999999');
    expect(track.json()).toEqual({ error: { code: 'not_found', message: 'Track not found' } });
  });

  it('answers 404 for an id Musixmatch could never have, without asking it', async () => {
    expect((await get('/api/artists/not-a-number')).statusCode).toBe(404);
    expect((await get('/api/tracks/12ab')).statusCode).toBe(404);
    expect(m.api.requests).toEqual([]);
  });
});
