import {
  artistSearchResponseSchema,
  catalogueArtistSchema,
  catalogueTrackSchema,
  trackSearchResponseSchema,
} from '@lyricist/shared/catalogue/contracts';
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from '@lyricist/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser, type SignedIn } from '../../../test/sign-in';
import { SEED_ARTISTS } from '../../platform/embedded/catalogue';

let t: TestApp;
let user: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app);
});
afterAll(() => t.close());

const get = (url: string, who: SignedIn | null = user) =>
  t.app.inject({ method: 'GET', url, headers: who ? who.headers : {} });

const MARLOW = SEED_ARTISTS[0];
const SONG_COUNT = SEED_ARTISTS.reduce((n, a) => n + Object.values(a.albums).flat().length, 0);

describe('GET /api/artists/search', () => {
  it('finds artists by a case-insensitive part of the name, with their image', async () => {
    const res = await get('/api/artists/search?q=marlow');
    expect(res.statusCode).toBe(200);
    const artists = artistSearchResponseSchema.parse(res.json());
    expect(artists).toEqual([
      {
        id: MARLOW?.id,
        name: 'Marlow Vance',
        images: [{ url: `/platform/images/artists/${MARLOW?.id}.svg` }],
        popularity: MARLOW?.popularity,
      },
    ]);
  });

  it('answers an empty list when nothing matches, and treats LIKE syntax as text', async () => {
    expect((await get('/api/artists/search?q=zzzz-nobody')).json()).toEqual([]);
    expect((await get('/api/artists/search?q=%25')).json()).toEqual([]);
    expect((await get('/api/artists/search?q=_')).json()).toEqual([]);
  });

  it('honours limit, defaults it to 50 and caps it at 50', async () => {
    expect((await get('/api/artists/search?q=e&limit=2')).json()).toHaveLength(2);
    const all = SEED_ARTISTS.filter((a) => a.name.toLowerCase().includes('e')).length;
    expect((await get('/api/artists/search?q=e')).json()).toHaveLength(Math.min(all, SEARCH_DEFAULT_LIMIT));
    expect((await get('/api/artists/search?q=e&limit=')).json()).toHaveLength(
      Math.min(all, SEARCH_DEFAULT_LIMIT),
    );
  });

  it.each([
    ['q', '/api/artists/search'],
    ['q', '/api/artists/search?q='],
    ['q', '/api/artists/search?q=%20%20'],
    ['q', `/api/artists/search?q=${'x'.repeat(201)}`],
    ['q', '/api/artists/search?q=a%00b'],
    ['limit', '/api/artists/search?q=a&limit=0'],
    ['limit', '/api/artists/search?q=a&limit=ten'],
    ['limit', '/api/artists/search?q=a&limit=2.5'],
  ])('answers 400 naming %s for %s', async (field, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'validation_failed', message: expect.any(String), field } });
  });

  it('answers 401 without a token', async () => {
    expect((await get('/api/artists/search?q=a', null)).statusCode).toBe(401);
  });
});

describe('GET /api/tracks/search', () => {
  it('finds tracks by title, artist or album, in the shape the restore logic reads', async () => {
    const byTitle = trackSearchResponseSchema.parse((await get('/api/tracks/search?q=kerosene')).json());
    expect(byTitle[0]).toMatchObject({
      name: 'Kerosene Summer',
      artists: [{ id: MARLOW?.id, name: 'Marlow Vance' }],
      album: {
        name: 'Paper Lanterns',
        images: [{ url: expect.stringMatching(/^\/platform\/images\/covers\//) }],
      },
      track_coverart: expect.stringMatching(/^\/platform\/images\/covers\//),
    });
    const byArtist = (await get('/api/tracks/search?q=marlow%20vance')).json() as {
      artists: { name: string }[];
    }[];
    expect(byArtist.length).toBeGreaterThan(4);
    expect(byArtist.every((s) => s.artists[0]?.name === 'Marlow Vance')).toBe(true);
    const byAlbum = (await get('/api/tracks/search?q=northbound')).json() as { album: { name: string } }[];
    expect(byAlbum.every((s) => s.album.name === 'Northbound')).toBe(true);
  });

  it('defaults the limit to 50 and caps a larger one at 50', async () => {
    expect(SONG_COUNT).toBeGreaterThan(SEARCH_MAX_LIMIT);
    // Every seed song has an "a" somewhere in its title, artist or album.
    expect((await get('/api/tracks/search?q=a')).json()).toHaveLength(SEARCH_DEFAULT_LIMIT);
    expect((await get('/api/tracks/search?q=a&limit=500')).json()).toHaveLength(SEARCH_MAX_LIMIT);
    expect((await get('/api/tracks/search?q=a&limit=3')).json()).toHaveLength(3);
  });

  it('answers 400 naming the field for a bad query, and 401 without a token', async () => {
    expect((await get('/api/tracks/search?q=')).json().error.field).toBe('q');
    expect((await get('/api/tracks/search?q=a&limit=-1')).json().error.field).toBe('limit');
    expect((await get('/api/tracks/search?q=a', null)).statusCode).toBe(401);
  });
});

describe('GET /api/artists/{id}', () => {
  it('answers the artist with name and images[0].url', async () => {
    const res = await get(`/api/artists/${MARLOW?.id}`);
    expect(res.statusCode).toBe(200);
    const artist = catalogueArtistSchema.parse(res.json());
    expect(artist.name).toBe('Marlow Vance');
    expect(artist.images[0]?.url).toBe(`/platform/images/artists/${MARLOW?.id}.svg`);
  });

  it('answers 404 for an unknown id, 400 for an unstorable one, 401 without a token', async () => {
    expect((await get('/api/artists/99999999')).json()).toEqual({
      error: { code: 'not_found', message: 'Artist not found' },
    });
    expect((await get('/api/artists/a%00')).json().error.field).toBe('id');
    // The longest id the router passes on is still looked up, not refused.
    expect((await get(`/api/artists/${'9'.repeat(100)}`)).statusCode).toBe(404);
    expect((await get(`/api/artists/${MARLOW?.id}`, null)).statusCode).toBe(401);
  });
});

describe('GET /api/tracks/{id}', () => {
  it('answers the track with album.images', async () => {
    const [first] = (await get('/api/tracks/search?q=kerosene')).json() as { id: string }[];
    const res = await get(`/api/tracks/${first?.id}`);
    expect(res.statusCode).toBe(200);
    const track = catalogueTrackSchema.parse(res.json());
    expect(track.name).toBe('Kerosene Summer');
    expect(track.album.images[0]?.url).toMatch(/^\/platform\/images\/covers\/.+\.svg$/);
  });

  it('answers 404 for an unknown id, 400 for a bad one, 401 without a token', async () => {
    expect((await get('/api/tracks/0')).json()).toEqual({
      error: { code: 'not_found', message: 'Track not found' },
    });
    expect((await get('/api/tracks/%00')).json().error.field).toBe('id');
    expect((await get('/api/tracks/0', null)).statusCode).toBe(401);
  });
});
