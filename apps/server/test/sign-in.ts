import { randomInt, randomUUID } from 'node:crypto';
import type { UserProfile } from '@lyricist/shared/auth/contracts';
import { COPY } from '@lyricist/shared/copy';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEMO_ACCOUNT } from '../src/platform/embedded/catalogue';
import { TEST_PUBLIC_URL } from './harness';

export type SignedIn = { token: string; profile: UserProfile; headers: { authorization: string } };

/** One browser: its own address and cookie jar (where the sign-in binding cookie lives). */
export type TestBrowser = {
  address: string;
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
};

export const encodedOrigin = (url = `${TEST_PUBLIC_URL}/`) => Buffer.from(url).toString('base64');

/** A browser on its own address, so the per-address limits of one test do not reach another's. */
export function testBrowser(
  app: FastifyInstance,
  address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
): TestBrowser {
  const jar = new Map<string, string>();
  return {
    address,
    async inject(options) {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const res = await app.inject({
        ...options,
        remoteAddress: address,
        headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) },
      });
      for (const { name, value } of res.cookies) jar.set(name, value);
      return res;
    },
  };
}

/**
 * A browser whose requests come through one trusted proxy (an app built with TRUST_PROXY=1) from
 * `clientAddress`: many such browsers can share one address, as a room of writers on one Wi-Fi does.
 */
export function browserBehindProxy(app: FastifyInstance, clientAddress: string): TestBrowser {
  const browser = testBrowser(app);
  return {
    address: clientAddress,
    inject: (options) =>
      browser.inject({
        ...options,
        headers: { ...(options.headers ?? {}), 'x-forwarded-for': clientAddress },
      }),
  };
}

/** The browser that started each pending token, so later steps run in that same browser. */
const startedIn = new Map<string, TestBrowser>();
const browserOf = (app: FastifyInstance, token: string | undefined) =>
  (token && startedIn.get(token)) || testBrowser(app);

/** Starts a login: the pending token the client would keep in session storage. */
export async function startLogin(app: FastifyInstance, browser = testBrowser(app)): Promise<string> {
  const res = await browser.inject({ method: 'POST', url: '/api/auth/token' });
  if (res.statusCode !== 200) throw new Error(`token failed: ${res.statusCode} ${res.body}`);
  const token = res.json().userToken as string;
  startedIn.set(token, browser);
  return token;
}

/** Submits the embedded platform's form as a browser would (by default, the one that started it). */
export function submitAuthorize(
  app: FastifyInstance,
  fields: Record<string, string>,
  browser = browserOf(app, fields.usertoken),
) {
  return browser.inject({
    method: 'POST',
    url: '/platform/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ origin: encodedOrigin(), app_id: 'lyricist-web', ...fields }).toString(),
  });
}

/** GET /api/auth/user?usertoken= from a browser (by default, the one that started that token). */
export function exchange(app: FastifyInstance, token: string, browser = browserOf(app, token)) {
  return browser.inject({ method: 'GET', url: `/api/auth/user?usertoken=${encodeURIComponent(token)}` });
}

async function finish(app: FastifyInstance, token: string): Promise<SignedIn> {
  const res = await exchange(app, token);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const { userToken, ...profile } = res.json();
  return { token: userToken, profile, headers: { authorization: `Bearer ${userToken}` } };
}

/** Signs in through the real flow with the given credentials (the demo account by default). */
export async function signIn(
  app: FastifyInstance,
  email: string = DEMO_ACCOUNT.email,
  password: string = DEMO_ACCOUNT.password,
): Promise<SignedIn> {
  const token = await startLogin(app);
  const res = await submitAuthorize(app, { action: 'signin', usertoken: token, email, password });
  if (res.statusCode !== 303) throw new Error(`authorize failed: ${res.statusCode}`);
  return finish(app, token);
}

/** A brand-new account (no claimed artists), signed in: created, then signed in as the page asks. */
export async function createUser(
  app: FastifyInstance,
  name = 'Test Writer',
): Promise<SignedIn & { email: string }> {
  const email = `writer-${randomUUID()}@example.test`;
  const password = 'correct horse battery';
  const token = await startLogin(app);
  const res = await submitAuthorize(app, { action: 'create', usertoken: token, name, email, password });
  if (res.statusCode !== 200 || !res.body.includes(COPY.platform.accountRequested))
    throw new Error(`create account failed: ${res.statusCode} ${res.body}`);
  const signedIn = await submitAuthorize(app, { action: 'signin', usertoken: token, email, password });
  if (signedIn.statusCode !== 303) throw new Error(`authorize failed: ${signedIn.statusCode}`);
  return { ...(await finish(app, token)), email };
}
