import { MAX_MY_ARTISTS } from '@lyricist/shared/auth/my-artists';
import { FAKE_TRACKS } from '@lyricist/test-support/fakes/musixmatch-catalogue';
import { FAKE_ACCOUNTS } from '@lyricist/test-support/fakes/musixmatch-oauth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { type MusixmatchApp, startMusixmatchApp } from '../../../test/musixmatch-app';
import { type MusixmatchSignIn, signInWithFake } from '../../../test/musixmatch-sign-in';
import { createUser } from '../../../test/sign-in';

let m: MusixmatchApp;
let writer: MusixmatchSignIn;
beforeAll(async () => {
  m = await startMusixmatchApp();
  writer = await signInWithFake(m.t.app);
});
afterEach(() => m.api.reset());
afterAll(() => m?.close());

const HARBOUR = '33491890';
const QUINN = '33491891';
const ARCADE = '33491892';

const choose = (who: MusixmatchSignIn, ids: string[]) =>
  m.t.app.inject({
    method: 'PUT',
    url: '/api/my-artists',
    headers: who.headers,
    payload: { artist_ids: ids },
  });
const artistsOf = (who: MusixmatchSignIn) =>
  m.t.app.inject({
    method: 'GET',
    url: `/api/auth/user-artists?lyricistUserId=${who.profile.id}`,
    headers: who.headers,
  });
const songsOf = (who: MusixmatchSignIn, ids: string[]) =>
  m.t.app.inject({
    method: 'POST',
    url: '/api/auth/claimed-artists-songs',
    headers: who.headers,
    payload: { claimed_artists: ids.map((id) => ({ artist_id: id, artist_name: 'x' })) },
  });

describe('"my artists" picked from the Musixmatch catalogue', () => {
  it('starts empty, then lists the picked artists by name with their images', async () => {
    const fan = await signInWithFake(m.t.app, FAKE_ACCOUNTS[1].sub);
    expect((await artistsOf(fan)).json()).toEqual([]);
    const res = await choose(fan, [QUINN, HARBOUR, QUINN]);
    const expected = [
      {
        artist_id: HARBOUR,
        artist_name: 'Harbour Lights',
        artist_image: 'https://s.mxmcdn.net/images-storage/artists/33491890.jpg',
      },
      { artist_id: QUINN, artist_name: 'Mara Quinn', artist_image: null },
    ];
    expect(res.json()).toEqual(expected);
    expect((await artistsOf(fan)).json()).toEqual(expected);
    expect((await choose(fan, [ARCADE])).json().map((a: { artist_id: string }) => a.artist_id)).toEqual([
      ARCADE,
    ]);
  });

  it("answers the picked artists' songs best rated first, and nothing of other artists", async () => {
    await choose(writer, [HARBOUR, QUINN]);
    const songs = (await songsOf(writer, [HARBOUR, QUINN, ARCADE])).json() as {
      artist_id: string;
      track_rating: number;
    }[];
    const expected = FAKE_TRACKS.filter((t) => String(t.artist_id) !== ARCADE && t.has_lyrics === 1);
    expect(songs.map((s) => s.track_rating)).toEqual(
      expected.map((t) => t.track_rating).sort((a, b) => b - a),
    );
    expect(new Set(songs.map((s) => s.artist_id))).toEqual(new Set([HARBOUR, QUINN]));
    const searches = m.api.requests.filter((u) => u.pathname.endsWith('track.search'));
    expect(searches.map((u) => u.searchParams.get('f_artist_id')).sort()).toEqual([HARBOUR, QUINN]);
    for (const url of searches) expect(url.searchParams.get('f_has_lyrics')).toBe('1');
  });

  it('restores a reference song from its claimed-songs id', async () => {
    await choose(writer, [HARBOUR]);
    const [best] = (await songsOf(writer, [HARBOUR])).json() as {
      commontrack_id: string;
      track_name: string;
    }[];
    const track = await m.t.app.inject({
      method: 'GET',
      url: `/api/tracks/${best?.commontrack_id}`,
      headers: writer.headers,
    });
    expect(track.json()).toMatchObject({ id: best?.commontrack_id, name: best?.track_name });
  });

  it("keeps each writer's list to themselves", async () => {
    const fan = await signInWithFake(m.t.app, FAKE_ACCOUNTS[1].sub);
    await choose(fan, [ARCADE]);
    await choose(writer, [QUINN]);
    expect((await artistsOf(fan)).json().map((a: { artist_id: string }) => a.artist_id)).toEqual([ARCADE]);
    expect((await songsOf(writer, [ARCADE])).json()).toEqual([]);
  });

  it('refuses an unknown id or too many with a 400, and changes nothing', async () => {
    await choose(writer, [QUINN]);
    const unknown = await choose(writer, [HARBOUR, '99999999']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('No artist with the id 99999999.');
    const many = await choose(
      writer,
      Array.from({ length: MAX_MY_ARTISTS + 1 }, (_, i) => String(i + 1)),
    );
    expect(many.statusCode).toBe(400);
    expect((await artistsOf(writer)).json().map((a: { artist_id: string }) => a.artist_id)).toEqual([QUINN]);
  });

  it('tells the web client that writers choose their artists here', async () => {
    const config = await m.t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({ platformName: 'Musixmatch', choosesArtists: true });
  });

  it('needs a signed-in writer', async () => {
    const res = await m.t.app.inject({
      method: 'PUT',
      url: '/api/my-artists',
      payload: { artist_ids: [QUINN] },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('"my artists" on the embedded platform', () => {
  it('does not exist: its claims are real, and the web config says so', async () => {
    const t = await createTestApp();
    try {
      const demo = await createUser(t.app);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/my-artists',
        headers: demo.headers,
        payload: { artist_ids: [] },
      });
      expect(res.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().choosesArtists).toBe(false);
    } finally {
      await t.close();
    }
  });
});
