import { randomUUID } from 'node:crypto';
import type { UserProfile } from '@lyricist/shared/auth/contracts';
import type { FastifyInstance } from 'fastify';
import { DEMO_ACCOUNT } from '../src/platform/embedded/catalogue';
import { TEST_PUBLIC_URL } from './harness';

export type SignedIn = { token: string; profile: UserProfile; headers: { authorization: string } };

export const encodedOrigin = (url = `${TEST_PUBLIC_URL}/`) => Buffer.from(url).toString('base64');

/** Starts a login: the pending token the client would keep in session storage. */
export async function startLogin(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/token' });
  return res.json().userToken as string;
}

/** Submits the embedded platform's form as a browser would. */
export function submitAuthorize(app: FastifyInstance, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/platform/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ origin: encodedOrigin(), app_id: 'lyricist-web', ...fields }).toString(),
  });
}

async function finish(app: FastifyInstance, token: string): Promise<SignedIn> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/auth/user?usertoken=${encodeURIComponent(token)}`,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { token, profile: res.json(), headers: { authorization: `Bearer ${token}` } };
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

/** A brand-new account (no claimed artists), signed in. */
export async function createUser(
  app: FastifyInstance,
  name = 'Test Writer',
): Promise<SignedIn & { email: string }> {
  const email = `writer-${randomUUID()}@example.test`;
  const token = await startLogin(app);
  const res = await submitAuthorize(app, {
    action: 'create',
    usertoken: token,
    name,
    email,
    password: 'correct horse battery',
  });
  if (res.statusCode !== 303) throw new Error(`create account failed: ${res.statusCode} ${res.body}`);
  return { ...(await finish(app, token)), email };
}
