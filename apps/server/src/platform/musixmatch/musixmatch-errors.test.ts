import { type Breakage, FAKE_APP_ID, type FakeMusixmatch } from '@lyricist/test-support/fakes/musixmatch-api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { type MusixmatchApp, startMusixmatchApp } from '../../../test/musixmatch-app';
import { type MusixmatchSignIn, signInLegacy } from '../../../test/musixmatch-sign-in';
import { exchange, startLogin, testBrowser } from '../../../test/sign-in';
import { PENDING_TTL_MS } from '../../features/auth/sign-in';
import { browserBinding } from '../../identity/browser-binding';
import { createPlatform, LEGACY_SIGN_IN_WARNING } from '../create-platform';
import { PLATFORM_UNAVAILABLE_MESSAGE } from './client';

/** Musixmatch's error statuses, call by call, with MUSIXMATCH_SIGN_IN=legacy-unofficial. */

let m: MusixmatchApp;
let fake: FakeMusixmatch;
let t: TestApp;
let writer: MusixmatchSignIn;
beforeAll(async () => {
  m = await startMusixmatchApp('legacy-unofficial');
  ({ t, api: fake } = m);
  writer = await signInLegacy(t.app, fake);
  await t.app.inject({
    method: 'PUT',
    url: '/api/my-artists',
    headers: writer.headers,
    payload: { artist_ids: ['33491890'] },
  });
});
afterEach(() => fake.reset());
afterAll(() => m?.close());

const UNAVAILABLE = { error: { code: 'platform_unavailable', message: PLATFORM_UNAVAILABLE_MESSAGE } };
const NOT_COMPLETED = {
  error: { code: 'unauthorized', message: 'Sign-in was not completed on the music platform.' },
};
const EXPIRED = {
  error: { code: 'unauthorized', message: 'Your sign-in has expired. Please sign in again.' },
};
// Hints a real Musixmatch might attach; none of it may reach our callers.
const HINTS: Record<number, string> = {
  401: 'renew',
  402: 'Usage limit reached',
  404: 'not found',
  503: 'busy',
};

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: writer.headers });
const requestToken = () => testBrowser(t.app).inject({ method: 'POST', url: '/api/auth/token' });
const claimedSongs = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/claimed-artists-songs',
    headers: writer.headers,
    payload: { claimed_artists: [{ artist_id: '33491890', artist_name: 'Harbour Lights' }] },
  });

/** A token the writer has approved on Musixmatch, but that has not yet finished sign-in here. */
async function approvedToken(): Promise<string> {
  const token = await startLogin(t.app);
  fake.authorise(token);
  return token;
}

function outcome(res: { statusCode: number; json: () => unknown }) {
  return { status: res.statusCode, body: res.json() };
}

describe('Musixmatch error codes, each call', () => {
  it.each([401, 402, 404, 503])('token.get %i: the platform is unavailable', async (status) => {
    fake.failWith('token.get', status, HINTS[status]);
    expect(outcome(await requestToken())).toEqual({ status: 502, body: UNAVAILABLE });
  });

  it.each([
    [401, 401, NOT_COMPLETED],
    [404, 401, NOT_COMPLETED],
    [402, 502, UNAVAILABLE],
    [503, 502, UNAVAILABLE],
  ])('user.get %i while finishing sign-in answers %i', async (status, expected, body) => {
    const token = await approvedToken();
    fake.failWith('user.get', status, HINTS[status]);
    expect(outcome(await exchange(t.app, token))).toEqual({ status: expected, body });
  });

  it.each([
    [401, 401, EXPIRED],
    [402, 502, UNAVAILABLE],
    [503, 502, UNAVAILABLE],
  ])('user.get %i behind the guard answers %i', async (status, expected, body) => {
    fake.failWith('user.get', status, HINTS[status]);
    const res = await get(`/api/auth/user-artists?lyricistUserId=${writer.profile.id}`);
    expect(outcome(res)).toEqual({ status: expected, body });
    expect(outcome(await claimedSongs())).toEqual({ status: expected, body });
  });

  it.each([401, 402, 404, 503])('track.search %i: claimed songs are unavailable', async (status) => {
    fake.failWith('track.search', status, HINTS[status]);
    expect(outcome(await claimedSongs())).toEqual({ status: 502, body: UNAVAILABLE });
    expect(outcome(await get('/api/tracks/search?q=gull'))).toEqual({ status: 502, body: UNAVAILABLE });
  });

  it.each([401, 402, 404, 503])('artist.search %i: artist search is unavailable', async (status) => {
    fake.failWith('artist.search', status, HINTS[status]);
    expect(outcome(await get('/api/artists/search?q=quinn'))).toEqual({ status: 502, body: UNAVAILABLE });
  });

  it.each([
    [404, 404],
    [401, 502],
    [402, 502],
    [503, 502],
  ])('artist.get and track.get %i answer %i', async (status, expected) => {
    fake.failWith('artist.get', status, HINTS[status]);
    fake.failWith('track.get', status, HINTS[status]);
    const artist = await get('/api/artists/33491890');
    const track = await get('/api/tracks/7005116010101');
    expect([artist.statusCode, track.statusCode]).toEqual([expected, expected]);
    if (expected === 502) expect([artist.json(), track.json()]).toEqual([UNAVAILABLE, UNAVAILABLE]);
    else expect(track.json()).toEqual({ error: { code: 'not_found', message: 'Track not found' } });
  });
});

describe('answers that are not what Musixmatch sends', () => {
  it.each<Breakage>(['http-500', 'not-json', 'not-envelope', 'odd-body'])(
    '%s: the platform is unavailable',
    async (breakage) => {
      fake.breakWith('token.get', breakage);
      fake.breakWith('artist.search', breakage);
      expect(outcome(await requestToken())).toEqual({ status: 502, body: UNAVAILABLE });
      expect(outcome(await get('/api/artists/search?q=quinn'))).toEqual({ status: 502, body: UNAVAILABLE });
    },
  );
});

describe('the unofficial sign-in, only when asked for', () => {
  it('warns at start-up and sends the app id on every sign-in call', async () => {
    const warnings: string[] = [];
    createPlatform(t.config, t.db, browserBinding(t.config.publicUrl, PENDING_TTL_MS), (message) =>
      warnings.push(message),
    );
    expect(warnings).toEqual([LEGACY_SIGN_IN_WARNING]);
    await signInLegacy(t.app, fake);
    const signInCalls = fake.requests.filter((u) => /token\.get|user\.get/.test(u.pathname));
    expect(signInCalls.length).toBeGreaterThanOrEqual(2);
    for (const url of signInCalls) expect(url.searchParams.get('app_id')).toBe(FAKE_APP_ID);
  });
});
