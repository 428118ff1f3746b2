import type { UserProfile } from '@lyricist/shared/auth/contracts';
import { FAKE_API_KEY, FAKE_APP_ID, type FakeMusixmatch } from '@lyricist/test-support/fakes/musixmatch-api';
import { FAKE_ACCOUNTS } from '@lyricist/test-support/fakes/musixmatch-oauth';
import type { FastifyInstance } from 'fastify';
import { TEST_PUBLIC_URL } from './harness';
import { exchange, startLogin, testBrowser } from './sign-in';

export const CALLBACK_URL = `${TEST_PUBLIC_URL}/platform/musixmatch/callback`;

/** The env for the unofficial sign-in calls, on the same fake API. */
export const legacyMusixmatchEnv = (api: FakeMusixmatch) => ({
  MUSIC_PLATFORM: 'musixmatch',
  MUSIXMATCH_SIGN_IN: 'legacy-unofficial',
  MUSIXMATCH_API_URL: api.apiUrl,
  MUSIXMATCH_API_KEY: FAKE_API_KEY,
  MUSIXMATCH_APP_ID: FAKE_APP_ID,
});

/** `token`: the session token the exchange answered; `pendingToken`: the one the platform's grant is keyed by. */
export type MusixmatchSignIn = {
  token: string;
  pendingToken: string;
  profile: UserProfile;
  headers: { authorization: string };
};

const locationOf = (res: { headers: Record<string, unknown> }) => String(res.headers.location ?? '');
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** The writer's answer on the fake's consent page: where Musixmatch sends the browser back. */
export async function decideOnMusixmatch(authorizeUrl: string, decision: 'allow' | 'deny', sub: string) {
  const page = await fetch(authorizeUrl);
  if (page.status !== 200) throw new Error(`consent page: ${page.status}`);
  const form = new URLSearchParams(new URL(authorizeUrl).searchParams);
  form.set('decision', decision);
  form.set('sub', sub);
  const res = await fetch(new URL('/oauth/authorize', authorizeUrl), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  return res.headers.get('location') ?? '';
}

/** From POST /api/auth/token to Musixmatch's authorize URL, as the browser goes. */
export async function startSignIn(app: FastifyInstance) {
  // A browser of its own (address and cookie jar): sign-in starts are limited per address.
  const issued = await testBrowser(app).inject({ method: 'POST', url: '/api/auth/token' });
  if (issued.statusCode !== 200) throw new Error(`token failed: ${issued.statusCode} ${issued.body}`);
  const { userToken, authUrl, appId } = issued.json() as {
    userToken: string;
    authUrl: string;
    appId: string;
  };
  // The browser's sign-in cookie (ADR 010): it goes with every later request of this browser.
  const cookie = String(issued.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  const link = new URL(authUrl);
  const params = {
    mode: 'legacy',
    app_id: appId,
    usertoken: userToken,
    origin: Buffer.from(`${TEST_PUBLIC_URL}/`).toString('base64'),
    force_app_redirect: 'true',
  };
  for (const [name, value] of Object.entries(params)) link.searchParams.set(name, value);
  const out = await app.inject({ method: 'GET', url: pathOf(link.href), headers: { cookie } });
  return { userToken, cookie, out, authorizeUrl: locationOf(out) };
}

/** The whole sign-in as the web client runs it, with the writer allowing on the fake's page. */
export async function signInWithFake(
  app: FastifyInstance,
  sub: string = FAKE_ACCOUNTS[0].sub,
): Promise<MusixmatchSignIn> {
  const { userToken, cookie, authorizeUrl } = await startSignIn(app);
  const callback = await decideOnMusixmatch(authorizeUrl, 'allow', sub);
  const back = await app.inject({ method: 'GET', url: pathOf(callback), headers: { cookie } });
  const landed = new URL(locationOf(back));
  if (landed.searchParams.get('usertoken') !== userToken) throw new Error(`callback went to ${landed.href}`);
  const res = await app.inject({
    method: 'GET',
    url: `/api/auth/user?usertoken=${encodeURIComponent(userToken)}`,
    headers: { cookie },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  // The exchange answers a new session token: the pending one that travelled in URLs is spent.
  const { userToken: sessionToken, ...profile } = res.json() as UserProfile & { userToken: string };
  return {
    token: sessionToken,
    pendingToken: userToken,
    profile,
    headers: { authorization: `Bearer ${sessionToken}` },
  };
}

/** The unofficial sign-in: token.get, the writer approves on Musixmatch, then user.get. */
export async function signInLegacy(
  app: FastifyInstance,
  api: FakeMusixmatch,
  userId?: number,
): Promise<MusixmatchSignIn> {
  const token = await startLogin(app);
  api.authorise(token, userId);
  const res = await exchange(app, token);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const { userToken: sessionToken, ...profile } = res.json() as UserProfile & { userToken: string };
  return {
    token: sessionToken,
    pendingToken: token,
    profile,
    headers: { authorization: `Bearer ${sessionToken}` },
  };
}
