import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { exchange, startLogin } from '../../../test/sign-in';
import { FAKE_ARTISTS, FAKE_FAN, FAKE_TRACKS, FAKE_USER } from './fake-catalogue';
import { FAKE_API_KEY, FAKE_APP_ID, type FakeMusixmatch, startFakeMusixmatch } from './fake-musixmatch';
import { fakeMusixmatchEnv, signInWithFake } from './sign-in-with-fake';

let fake: FakeMusixmatch;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeMusixmatch();
  t = await createTestApp(fakeMusixmatchEnv(fake));
});
afterEach(() => fake.reset());
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const calls = (method: string) => fake.requests.filter((url) => url.pathname === `/ws/1.1/${method}`);
const [claimedA, claimedB, unclaimed] = FAKE_ARTISTS.map((a) => String(a.artist_id));

describe('sign-in through Musixmatch', () => {
  it('hands out the token Musixmatch issued, with Musixmatch sign-in page and our app id', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/token' });
    expect(res.statusCode).toBe(200);
    const [call] = calls('token.get');
    expect(res.json()).toEqual({
      userToken: expect.stringMatching(/^mxm[0-9a-f]{48}$/),
      authUrl: 'https://www.musixmatch.com/login',
      appId: FAKE_APP_ID,
    });
    expect(call?.searchParams.get('apikey')).toBe(FAKE_API_KEY);
    expect(call?.searchParams.get('app_id')).toBe(FAKE_APP_ID);
    expect(call?.searchParams.get('format')).toBe('json');
  });

  it('refuses the token until the writer approves it on Musixmatch, then answers the profile', async () => {
    const token = await startLogin(t.app);
    const early = await exchange(t.app, token);
    expect(early.statusCode).toBe(401);
    expect(early.json()).toEqual({
      error: { code: 'unauthorized', message: 'Sign-in was not completed on the music platform.' },
    });

    fake.authorise(token);
    const res = await exchange(t.app, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userToken: expect.stringMatching(/^[\w-]{43}$/),
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: FAKE_USER.user_name,
      profileImage: FAKE_USER.user_profile_photo,
      userEmail: FAKE_USER.user_email,
      userCountry: 'Nigeria',
      userCountryCode: 'NG',
      userCity: null,
    });
    expect(calls('user.get').at(-1)?.searchParams.get('usertoken')).toBe(token);
  });

  it('knows the same Musixmatch account again on its next sign-in', async () => {
    const first = await signInWithFake(t.app, fake);
    const second = await signInWithFake(t.app, fake);
    expect(second.token).not.toBe(first.token);
    expect(second.profile.id).toBe(first.profile.id);
  });

  it('serves no embedded sign-in pages and names Musixmatch on the sign-in button', async () => {
    expect((await get('/platform/authorize')).statusCode).toBe(404);
    expect((await get('/api/config')).json()).toMatchObject({ platformName: 'Musixmatch' });
  });
});

describe('claimed artists and songs from Musixmatch', () => {
  it('lists the artists the account has claimed, with images only over https', async () => {
    const writer = await signInWithFake(t.app, fake);
    const res = await get(`/api/auth/user-artists?lyricistUserId=${writer.profile.id}`, writer.headers);
    expect(res.json()).toEqual([
      {
        artist_id: claimedA,
        artist_name: 'Harbour Lights',
        artist_image: 'https://s.mxmcdn.net/images-storage/artists/33491890.jpg',
      },
      { artist_id: claimedB, artist_name: 'Mara Quinn', artist_image: null },
    ]);
  });

  it("answers the claimed artists' songs best rated first, and nothing of other artists", async () => {
    const writer = await signInWithFake(t.app, fake);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/claimed-artists-songs',
      headers: writer.headers,
      payload: {
        claimed_artists: [claimedA, claimedB, unclaimed].map((id) => ({ artist_id: id, artist_name: 'x' })),
      },
    });
    const songs = res.json() as { artist_id: string; track_rating: number; track_name: string }[];
    const expected = FAKE_TRACKS.filter((t) => String(t.artist_id) !== unclaimed);
    expect(songs).toHaveLength(expected.length);
    expect(songs.map((s) => s.track_rating)).toEqual(
      expected.map((t) => t.track_rating).sort((a, b) => b - a),
    );
    expect(new Set(songs.map((s) => s.artist_id))).toEqual(new Set([claimedA, claimedB]));

    const searches = calls('track.search');
    expect(searches.map((url) => url.searchParams.get('f_artist_id')).sort()).toEqual([claimedA, claimedB]);
    for (const url of searches) {
      expect(url.searchParams.get('s_track_rating')).toBe('desc');
      expect(url.searchParams.get('page_size')).toBe('100');
    }
  });

  it('maps a song with its cover art, and treats Musixmatch "no cover" placeholder as none', async () => {
    const writer = await signInWithFake(t.app, fake);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/claimed-artists-songs',
      headers: writer.headers,
      payload: { claimed_artists: [{ artist_id: claimedA, artist_name: 'Harbour Lights' }] },
    });
    const songs = res.json() as { track_name: string }[];
    const gull = FAKE_TRACKS.find((t) => t.track_name === 'Gull Song');
    expect(songs.find((s) => s.track_name === 'Gull Song')).toEqual({
      artist_id: claimedA,
      commontrack_id: String(gull?.commontrack_id),
      track_name: 'Gull Song',
      artist_name: 'Harbour Lights',
      album_name: 'Low Tide Letters',
      track_coverart: 'https://s.mxmcdn.net/images-storage/albums/51160101/350x350.jpg',
      track_rating: 88,
    });
    expect(songs.find((s) => s.track_name === 'Night Ferry')).toMatchObject({ track_coverart: null });
  });

  it('gives an account without claimed artists no artists and no songs', async () => {
    const fan = await signInWithFake(t.app, fake, FAKE_FAN.user_id);
    expect(fan.profile).toMatchObject({ userEmail: null, userCountry: null, profileImage: null });
    const artists = await get(`/api/auth/user-artists?lyricistUserId=${fan.profile.id}`, fan.headers);
    expect(artists.json()).toEqual([]);
    const songs = await t.app.inject({
      method: 'POST',
      url: '/api/auth/claimed-artists-songs',
      headers: fan.headers,
      payload: { claimed_artists: [{ artist_id: claimedA, artist_name: 'Harbour Lights' }] },
    });
    expect(songs.json()).toEqual([]);
    expect(calls('track.search')).toEqual([]);
  });
});
