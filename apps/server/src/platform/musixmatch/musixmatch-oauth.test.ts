import { FAKE_ACCOUNTS, FAKE_CLIENT_ID } from '@lyricist/test-support/fakes/musixmatch-oauth';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL } from '../../../test/harness';
import { type MusixmatchApp, startMusixmatchApp } from '../../../test/musixmatch-app';
import {
  CALLBACK_URL,
  decideOnMusixmatch,
  signInWithFake,
  startSignIn,
} from '../../../test/musixmatch-sign-in';
import { testBrowser } from '../../../test/sign-in';
import { musixmatchGrants } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { ELSEWHERE_SENTENCE, EXPIRED_SENTENCE, FAILED_SENTENCE } from './sign-in/oauth';

let m: MusixmatchApp;
beforeAll(async () => {
  m = await startMusixmatchApp();
});
afterEach(() => {
  m.api.reset();
  m.oauth.setAccessTtl(3600);
  m.oauth.requests.length = 0;
});
afterAll(() => m?.close());

const inject = (url: string, headers: Record<string, string> = {}) =>
  m.t.app.inject({ method: 'GET', url, headers });
const pathOf = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;
const landing = (res: { headers: Record<string, unknown> }) => new URL(String(res.headers.location));
const NOT_COMPLETED = {
  error: { code: 'unauthorized', message: 'Sign-in was not completed on the music platform.' },
};

describe('sign-in through Musixmatch OAuth 2.0 with PKCE', () => {
  it('hands out our own pending token and our bridge as the authorisation URL', async () => {
    const res = await m.t.app.inject({ method: 'POST', url: '/api/auth/token' });
    expect(res.json()).toEqual({
      userToken: expect.stringMatching(/^[\w-]{43}$/),
      authUrl: `${TEST_PUBLIC_URL}/platform/musixmatch/authorize`,
      appId: FAKE_CLIENT_ID,
    });
    expect(m.api.requests).toEqual([]);
  });

  it('sends the browser to Musixmatch with client, callback, state, an S256 challenge and scopes', async () => {
    const { userToken, out, authorizeUrl } = await startSignIn(m.t.app);
    expect(out.statusCode).toBe(303);
    const url = new URL(authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(m.oauth.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: FAKE_CLIENT_ID,
      redirect_uri: CALLBACK_URL,
      state: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
      scope: 'profile',
    });
    expect(authorizeUrl).not.toContain(userToken);
  });

  it('finishes sign-in after the writer allows, with the account from the token metadata', async () => {
    const writer = await signInWithFake(m.t.app);
    expect(writer.profile).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Ada Okafor',
      profileImage: null,
      userEmail: null,
      userCountry: null,
      userCountryCode: null,
      userCity: null,
    });
    const [exchange] = m.oauth.requests.filter((r) => r.path === '/oauth/token');
    expect(exchange?.form).toMatchObject({
      grant_type: 'authorization_code',
      redirect_uri: CALLBACK_URL,
      code_verifier: expect.stringMatching(/^[\w-]{43}$/),
    });
    const me = await inject(`/api/auth/user-artists?lyricistUserId=${writer.profile.id}`, writer.headers);
    expect(me.statusCode).toBe(200);
  });

  it('keeps the platform tokens and the verifier only sealed at rest', async () => {
    const writer = await signInWithFake(m.t.app);
    const [row] = await m.t.db
      .select()
      .from(musixmatchGrants)
      .where(eq(musixmatchGrants.tokenHash, hashToken(writer.pendingToken)));
    expect(row).toMatchObject({ accountId: FAKE_ACCOUNTS[0].sub, stateHash: null, verifierSealed: null });
    expect(row?.accessTokenSealed).toMatch(/^[\w-]{60,}$/);
    expect(row?.refreshTokenSealed).toMatch(/^[\w-]{60,}$/);
    expect(JSON.stringify(row)).not.toContain(writer.pendingToken);
    expect(JSON.stringify(row)).not.toContain(writer.token);
  });

  it('knows the same Musixmatch account again on its next sign-in, and tells accounts apart', async () => {
    const first = await signInWithFake(m.t.app);
    const again = await signInWithFake(m.t.app);
    const other = await signInWithFake(m.t.app, FAKE_ACCOUNTS[1].sub);
    expect(again.profile.id).toBe(first.profile.id);
    expect(other.profile.id).not.toBe(first.profile.id);
    expect(other.profile.name).toBe('Fan Account');
  });

  it('forgets lapsed grants as new sign-ins start', async () => {
    const lapsed = { tokenHash: 'lapsed', userTokenSealed: 'x', expiresAt: new Date(Date.now() - 1000) };
    await m.t.db.insert(musixmatchGrants).values(lapsed);
    await m.t.app.inject({ method: 'POST', url: '/api/auth/token' });
    const rows = await m.t.db.select().from(musixmatchGrants).where(eq(musixmatchGrants.tokenHash, 'lapsed'));
    expect(rows).toEqual([]);
  });

  it('refuses the pending token until Musixmatch has sent the writer back', async () => {
    const { userToken, cookie } = await startSignIn(m.t.app);
    const early = await inject(`/api/auth/user?usertoken=${userToken}`, { cookie });
    expect([early.statusCode, early.json()]).toEqual([401, NOT_COMPLETED]);
  });
});

describe("the client's callback states (R-signin-4)", () => {
  it('a denial returns to our page with denied=true, and the token stays unauthorised', async () => {
    const { userToken, authorizeUrl, cookie } = await startSignIn(m.t.app);
    const callback = await decideOnMusixmatch(authorizeUrl, 'deny', FAKE_ACCOUNTS[0].sub);
    expect(new URL(callback).searchParams.get('error')).toBe('access_denied');
    const back = landing(await inject(pathOf(callback), { cookie }));
    expect(back.href).toBe(`${TEST_PUBLIC_URL}/?denied=true`);
    expect((await inject(`/api/auth/user?usertoken=${userToken}`, { cookie })).json()).toEqual(NOT_COMPLETED);
  });

  it('an error from Musixmatch returns with our own sentence, never theirs', async () => {
    const { authorizeUrl, cookie } = await startSignIn(m.t.app);
    const state = new URL(authorizeUrl).searchParams.get('state');
    const back = landing(
      await inject(
        `/platform/musixmatch/callback?state=${state}&error=server_error&error_description=%3Cscript%3E`,
        { cookie },
      ),
    );
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: FAILED_SENTENCE });
    expect(back.origin).toBe(TEST_PUBLIC_URL);
  });

  it('a code Musixmatch will not exchange is an error, and the state cannot be used twice', async () => {
    const { authorizeUrl, cookie } = await startSignIn(m.t.app);
    const callback = new URL(await decideOnMusixmatch(authorizeUrl, 'allow', FAKE_ACCOUNTS[0].sub));
    const good = callback.searchParams.get('code') ?? '';
    callback.searchParams.set('code', `${good}x`);
    const bad = landing(await inject(pathOf(callback.href), { cookie }));
    expect(bad.searchParams.get('error')).toBe(FAILED_SENTENCE);
    callback.searchParams.set('code', good);
    const again = landing(await inject(pathOf(callback.href), { cookie }));
    expect(again.searchParams.get('error')).toBe(EXPIRED_SENTENCE);
  });

  it('an unknown or missing state goes to our home page with an error', async () => {
    for (const query of ['state=forged&code=abc', 'code=abc']) {
      const back = landing(await inject(`/platform/musixmatch/callback?${query}`));
      expect(back.href).toBe(
        `${TEST_PUBLIC_URL}/?error=${encodeURIComponent(EXPIRED_SENTENCE).replaceAll('%20', '+')}`,
      );
    }
  });

  it('a link for a token that is unknown or already used returns with an error', async () => {
    const writer = await signInWithFake(m.t.app);
    const origin = Buffer.from(`${TEST_PUBLIC_URL}/`).toString('base64');
    for (const token of [writer.token, 'never-issued']) {
      const res = await inject(`/platform/musixmatch/authorize?usertoken=${token}&origin=${origin}`);
      expect(landing(res).searchParams.get('error')).toBe(EXPIRED_SENTENCE);
    }
  });

  it('a sign-in link opened in another browser is refused before Musixmatch', async () => {
    const { userToken } = await startSignIn(m.t.app);
    const origin = Buffer.from(`${TEST_PUBLIC_URL}/`).toString('base64');
    const victim = await testBrowser(m.t.app).inject({ method: 'POST', url: '/api/auth/token' });
    const victimCookie = String(victim.headers['set-cookie']).split(';')[0] ?? '';
    const browsers: Record<string, string>[] = [{}, { cookie: victimCookie }];
    for (const headers of browsers) {
      const res = await inject(
        `/platform/musixmatch/authorize?usertoken=${userToken}&origin=${origin}`,
        headers,
      );
      expect(landing(res).searchParams.get('error')).toBe(ELSEWHERE_SENTENCE);
    }
  });

  it("a Musixmatch consent link forwarded to another browser never signs the starter into that browser's account", async () => {
    const attacker = await startSignIn(m.t.app);
    // The victim allows on Musixmatch's genuine page and comes back in their own browser.
    const callback = await decideOnMusixmatch(attacker.authorizeUrl, 'allow', FAKE_ACCOUNTS[1].sub);
    const victim = await testBrowser(m.t.app).inject({ method: 'POST', url: '/api/auth/token' });
    const victimCookie = String(victim.headers['set-cookie']).split(';')[0] ?? '';
    const browsers: Record<string, string>[] = [{}, { cookie: victimCookie }];
    for (const headers of browsers) {
      const back = landing(await inject(pathOf(callback), headers));
      expect(back.searchParams.get('error')).toBe(ELSEWHERE_SENTENCE);
      expect(back.searchParams.get('usertoken')).toBeNull();
    }
    const exchange = await inject(`/api/auth/user?usertoken=${attacker.userToken}`, {
      cookie: attacker.cookie,
    });
    expect([exchange.statusCode, exchange.json()]).toEqual([401, NOT_COMPLETED]);
  });

  it('a link to another site is refused without a redirect', async () => {
    const { userToken } = await startSignIn(m.t.app);
    const origin = Buffer.from('https://evil.example/').toString('base64');
    const res = await inject(`/platform/musixmatch/authorize?usertoken=${userToken}&origin=${origin}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });
});

describe('platform tokens after sign-in', () => {
  it('refreshes an expired access token, and a withdrawn grant means signing in again', async () => {
    m.oauth.setAccessTtl(1);
    const writer = await signInWithFake(m.t.app);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const url = `/api/auth/user-artists?lyricistUserId=${writer.profile.id}`;
    expect((await inject(url, writer.headers)).statusCode).toBe(200);
    expect(m.oauth.requests.map((r) => r.form.grant_type).filter(Boolean)).toEqual([
      'authorization_code',
      'refresh_token',
    ]);
    m.oauth.setAccessTtl(1);
    const later = await signInWithFake(m.t.app);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    m.oauth.revokeAll();
    const res = await inject(`/api/auth/user-artists?lyricistUserId=${later.profile.id}`, later.headers);
    expect([res.statusCode, res.json().error.message]).toEqual([
      401,
      'Your sign-in has expired. Please sign in again.',
    ]);
  });
});
