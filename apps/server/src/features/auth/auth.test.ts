import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  createUser,
  encodedOrigin,
  exchange,
  signIn,
  startLogin,
  submitAuthorize,
} from '../../../test/sign-in';
import { authTokens } from '../../db/schema/index';
import { DEMO_ACCOUNT, DEMO_CLAIMED_ARTIST_IDS } from '../../platform/embedded/catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('sign-in through the embedded platform', () => {
  it('signs in the demo account and answers its profile', async () => {
    const { profile } = await signIn(t.app);
    expect(profile).toMatchObject({
      name: DEMO_ACCOUNT.name,
      userEmail: DEMO_ACCOUNT.email,
      userCountryCode: 'IE',
    });
    expect(profile.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('redirects back to the origin with the token, and with denied=true on cancel', async () => {
    const token = await startLogin(t.app);
    const ok = await submitAuthorize(t.app, {
      action: 'signin',
      usertoken: token,
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
    });
    expect(ok.statusCode).toBe(303);
    expect(new URL(ok.headers.location as string).searchParams.get('usertoken')).toBe(token);
    const cancel = await submitAuthorize(t.app, { action: 'cancel', usertoken: await startLogin(t.app) });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe('http://127.0.0.1:3000/?denied=true');
  });

  it('stores no raw token anywhere', async () => {
    const { token } = await signIn(t.app);
    const pending = await startLogin(t.app);
    const rows = await t.db.execute(
      sql`select to_jsonb(a)::text as row from auth_tokens a union all select to_jsonb(g)::text from platform_grants g`,
    );
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(pending);
    const [row] = await t.db.select().from(authTokens).where(eq(authTokens.status, 'authorised')).limit(1);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a pending token that was never authorised', async () => {
    const token = await startLogin(t.app);
    const res = await exchange(t.app, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    expect(
      (await get('/api/auth/user-artists?lyricistUserId=x', { authorization: `Bearer ${token}` })).statusCode,
    ).toBe(401);
  });

  it('refuses an expired token', async () => {
    const user = await createUser(t.app);
    await t.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, user.profile.id));
    expect(
      (await get(`/api/auth/user-artists?lyricistUserId=${user.profile.id}`, user.headers)).statusCode,
    ).toBe(401);
    expect((await get(`/api/auth/user?usertoken=${user.token}`)).statusCode).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const user = await createUser(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    expect(out.json()).toEqual({ ok: true });
    expect(
      (await get(`/api/auth/user-artists?lyricistUserId=${user.profile.id}`, user.headers)).statusCode,
    ).toBe(401);
    expect((await get(`/api/auth/user?usertoken=${user.token}`)).statusCode).toBe(401);
  });

  it('gives one message for a wrong password and an unknown email', async () => {
    const wrong = await submitAuthorize(t.app, {
      action: 'signin',
      usertoken: await startLogin(t.app),
      email: DEMO_ACCOUNT.email,
      password: 'nope-nope',
    });
    const unknown = await submitAuthorize(t.app, {
      action: 'signin',
      usertoken: await startLogin(t.app),
      email: 'nobody@example.test',
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toContain('Incorrect email or password.');
    const message = (html: string) => html.match(/role="alert">([^<]*)</)?.[1];
    expect(message(unknown.body)).toBe(message(wrong.body));
  });

  it('refuses an origin on another host, on the page and on the form', async () => {
    const token = await startLogin(t.app);
    const evil = encodedOrigin('https://evil.example/');
    const page = await get(
      `/platform/authorize?mode=legacy&app_id=x&usertoken=${token}&origin=${evil}&force_app_redirect=true`,
    );
    expect(page.statusCode).toBe(400);
    const form = await submitAuthorize(t.app, { action: 'cancel', usertoken: token, origin: evil });
    expect(form.statusCode).toBe(400);
    expect(form.headers.location).toBeUndefined();
  });

  it('creates an account with no claimed artists', async () => {
    const user = await createUser(t.app, 'New Writer');
    expect(user.profile.name).toBe('New Writer');
    const artists = await get(`/api/auth/user-artists?lyricistUserId=${user.profile.id}`, user.headers);
    expect(artists.json()).toEqual([]);
  });
});

describe('claimed artists and songs', () => {
  it('lists the demo claims and their songs, best rated first', async () => {
    const demo = await signIn(t.app);
    const artists = (
      await get(`/api/auth/user-artists?lyricistUserId=${demo.profile.id}`, demo.headers)
    ).json();
    expect(artists.map((a: { artist_id: string }) => a.artist_id).sort()).toEqual(
      [...DEMO_CLAIMED_ARTIST_IDS].sort(),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/claimed-artists-songs',
      headers: demo.headers,
      payload: { claimed_artists: artists },
    });
    const songs = res.json() as { track_rating: number; artist_id: string; commontrack_id: string }[];
    expect(songs.length).toBeGreaterThanOrEqual(20);
    expect(songs.map((s) => s.track_rating)).toEqual(
      [...songs.map((s) => s.track_rating)].sort((a, b) => b - a),
    );
    expect(new Set(songs.map((s) => s.artist_id))).toEqual(new Set(DEMO_CLAIMED_ARTIST_IDS));
  });

  it('never answers for another user, whatever x-user-id says', async () => {
    const demo = await signIn(t.app);
    const other = await createUser(t.app);
    const spoofed = { ...other.headers, 'x-user-id': demo.profile.id, 'x-user-name': 'Demo Songwriter' };
    expect((await get(`/api/auth/user-artists?lyricistUserId=${demo.profile.id}`, spoofed)).statusCode).toBe(
      403,
    );
    const songs = await t.app.inject({
      method: 'POST',
      url: '/api/auth/claimed-artists-songs',
      headers: spoofed,
      payload: {
        claimed_artists: DEMO_CLAIMED_ARTIST_IDS.map((id) => ({ artist_id: id, artist_name: 'x' })),
      },
    });
    expect(songs.json()).toEqual([]);
    expect(
      (await get('/api/auth/user-artists?lyricistUserId=x', { 'x-user-id': demo.profile.id })).statusCode,
    ).toBe(401);
  });

  it('rejects malformed bodies with 400 naming the field', async () => {
    const demo = await signIn(t.app);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/claimed-artists-songs',
      headers: demo.headers,
      payload: { claimed_artists: 'all' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'validation_failed', field: 'claimed_artists' });
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/auth/claimed-artists-songs',
      headers: demo.headers,
      payload: { claimed_artists: [{ artist_name: 'x' }] },
    });
    expect(nested.json().error.field).toBe('claimed_artists.0.artist_id');
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/claimed-artists-songs',
      headers: { ...demo.headers, 'content-type': 'application/json' },
      payload: Buffer.from('{"claimed_artists": ['),
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error).toMatchObject({ code: 'validation_failed', field: 'body' });
    const missing = await get('/api/auth/user');
    expect(missing.json().error.field).toBe('usertoken');
  });
});

describe('input the database cannot store', () => {
  it('answers 400 naming the field, never 500', async () => {
    const demo = await signIn(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/claimed-artists-songs',
      headers: demo.headers,
      payload: { claimed_artists: [{ artist_id: 'a\u0000b', artist_name: 'x' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('claimed_artists.0.artist_id');
  });

  it('answers a malformed URL and an over-long id in our error shape', async () => {
    const demo = await signIn(t.app);
    const bad = await get('/api/sessions/%E0%A4%A', demo.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: { code: 'validation_failed', message: 'The address is malformed', field: 'url' },
    });
    const long = await get(`/api/sessions/${'a'.repeat(150)}`, demo.headers);
    expect(long.statusCode).toBe(404);
    expect(long.json().error.code).toBe('not_found');
  });
});
