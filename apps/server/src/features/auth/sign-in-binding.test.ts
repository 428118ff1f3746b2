import { COPY } from '@lyricist/shared/copy';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/harness';
import {
  encodedOrigin,
  exchange,
  signIn,
  startLogin,
  submitAuthorize,
  testBrowser,
} from '../../../test/sign-in';
import { authTokens, platformGrants } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { DEMO_ACCOUNT } from '../../platform/embedded/catalogue';
import { purgeExpiredGrants } from '../../platform/embedded/grants';
import { purgeStaleTokens } from './sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const demo = { action: 'signin', email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password };
const authorizeUrl = (token: string) =>
  `/platform/authorize?mode=legacy&app_id=lyricist-web&usertoken=${token}&origin=${encodedOrigin()}&force_app_redirect=true`;

describe('a sign-in belongs to the browser that started it', () => {
  it("refuses to approve an attacker's sign-in link in the victim's browser, and explains why", async () => {
    const attacker = testBrowser(t.app);
    const victim = testBrowser(t.app);
    const token = await startLogin(t.app, attacker);
    await startLogin(t.app, victim); // the victim has a sign-in cookie of their own: still not this one

    const page = await victim.inject({ method: 'GET', url: authorizeUrl(token) });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain(COPY.platform.startedElsewhere);
    expect(page.body).toContain(`href="${TEST_PUBLIC_URL}/">${COPY.platform.freshSignIn}</a>`);
    expect(page.body).not.toContain('name="password"');

    const approve = await submitAuthorize(t.app, { ...demo, usertoken: token }, victim);
    expect(approve.statusCode).toBe(403);
    expect(approve.headers.location).toBeUndefined();

    const stolen = await exchange(t.app, token, attacker);
    expect(stolen.statusCode).toBe(401);
    expect(stolen.body).not.toContain(DEMO_ACCOUNT.email);
  });

  it('ignores a URL token in a browser that did not start it (login CSRF)', async () => {
    const attacker = testBrowser(t.app);
    const token = await startLogin(t.app, attacker);
    expect((await submitAuthorize(t.app, { ...demo, usertoken: token }, attacker)).statusCode).toBe(303);
    const stranger = testBrowser(t.app);
    const midSignIn = testBrowser(t.app);
    await startLogin(t.app, midSignIn);
    for (const victim of [stranger, midSignIn]) {
      const res = await exchange(t.app, token, victim);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('sign_in_elsewhere');
    }
    expect((await exchange(t.app, token, attacker)).statusCode).toBe(200);
  });

  it('exchanges once, for a new session token; the token from the URL is spent', async () => {
    const browser = testBrowser(t.app);
    const token = await startLogin(t.app, browser);
    await submitAuthorize(t.app, { ...demo, usertoken: token });
    const first = await exchange(t.app, token, browser);
    expect(first.statusCode).toBe(200);
    const session = first.json().userToken as string;
    expect(session).toMatch(/^[\w-]{43}$/);
    expect(session).not.toBe(token);
    expect((await exchange(t.app, token, browser)).statusCode).toBe(401);

    const guarded = (bearer: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/auth/user-artists?lyricistUserId=${first.json().id}`,
        headers: { authorization: `Bearer ${bearer}` },
      });
    expect((await guarded(token)).statusCode).toBe(401);
    expect((await guarded(session)).statusCode).toBe(200);
    // The session token reads its profile from any browser: it is a bearer credential, not a sign-in.
    const refreshed = await exchange(t.app, session, testBrowser(t.app));
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).not.toHaveProperty('userToken');
    expect(refreshed.json().userEmail).toBe(DEMO_ACCOUNT.email);
  });

  it('lets one browser run two sign-ins at once (two tabs share the cookie)', async () => {
    const browser = testBrowser(t.app);
    const first = await startLogin(t.app, browser);
    const second = await startLogin(t.app, browser);
    for (const token of [first, second]) {
      expect((await browser.inject({ method: 'GET', url: authorizeUrl(token) })).statusCode).toBe(200);
      expect((await submitAuthorize(t.app, { ...demo, usertoken: token }, browser)).statusCode).toBe(303);
      expect((await exchange(t.app, token, browser)).statusCode).toBe(200);
    }
  });

  it('keeps the secret in an HttpOnly, SameSite=Lax cookie; __Host- and Secure over HTTPS', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/token' });
    expect(res.headers['set-cookie']).toMatch(
      /^lyricist_sign_in=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=900$/,
    );
    const https = await createTestApp({ PUBLIC_URL: 'https://lyricist.example' });
    try {
      const secure = await https.app.inject({ method: 'POST', url: '/api/auth/token' });
      expect(secure.headers['set-cookie']).toMatch(
        /^__Host-lyricist_sign_in=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=900; Secure$/,
      );
    } finally {
      await https.close();
    }
  });

  it('still signs in through the whole flow', async () => {
    const { profile, token } = await signIn(t.app);
    expect(profile.userEmail).toBe(DEMO_ACCOUNT.email);
    expect(token).toMatch(/^[\w-]{43}$/);
  });

  it('purges expired pending tokens and grants, and keeps live ones', async () => {
    const live = await startLogin(t.app);
    const stale = await startLogin(t.app);
    const past = new Date(Date.now() - 1000);
    await t.db
      .update(authTokens)
      .set({ expiresAt: past })
      .where(eq(authTokens.tokenHash, hashToken(stale)));
    await t.db
      .update(platformGrants)
      .set({ expiresAt: past })
      .where(eq(platformGrants.tokenHash, hashToken(stale)));
    await purgeStaleTokens(t.db);
    await purgeExpiredGrants(t.db);
    const left = async (token: string) => [
      (
        await t.db
          .select()
          .from(authTokens)
          .where(eq(authTokens.tokenHash, hashToken(token)))
      ).length,
      (
        await t.db
          .select()
          .from(platformGrants)
          .where(eq(platformGrants.tokenHash, hashToken(token)))
      ).length,
    ];
    expect(await left(stale)).toEqual([0, 0]);
    expect(await left(live)).toEqual([1, 1]);
  });

  it('keeps sessions started before the binding working (their token was the platform token)', async () => {
    const { profile } = await signIn(t.app);
    const token = await startLogin(t.app);
    await submitAuthorize(t.app, { ...demo, usertoken: token });
    // What the old exchange did: the pending row itself became the session, nothing sealed.
    await t.db
      .update(authTokens)
      .set({ status: 'authorised', userId: profile.id })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    const artists = await t.app.inject({
      method: 'GET',
      url: `/api/auth/user-artists?lyricistUserId=${profile.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(artists.statusCode).toBe(200);
    expect(artists.json().length).toBeGreaterThan(0);
    expect((await exchange(t.app, token, testBrowser(t.app))).json().userEmail).toBe(DEMO_ACCOUNT.email);
  });
});
