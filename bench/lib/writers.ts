import { randomUUID } from 'node:crypto';
import type { Client } from './http';
import { requestJson } from './http';

/** A signed-in writer: the bearer token and the user id the API knows them by. */
export type Writer = { token: string; userId: string; email: string };

export const DEMO_ACCOUNT = { email: 'demo@lyricist.local', password: 'lyricist-demo' };

/**
 * Signs in over HTTP exactly as the web app does: a pending token, the embedded platform's form
 * (creating the account when `create`), then the profile call that completes the sign-in.
 */
export async function signIn(
  client: Client,
  account: { email: string; password: string; name?: string; create?: boolean },
): Promise<Writer> {
  const { userToken } = await requestJson<{ userToken: string }>(client, 'POST', '/api/auth/token');
  const form = new URLSearchParams({
    action: account.create ? 'create' : 'signin',
    usertoken: userToken,
    origin: Buffer.from(`${client.base}/`).toString('base64'),
    email: account.email,
    password: account.password,
    name: account.name ?? 'Bench Writer',
  });
  const authorize = await client.request('POST', '/platform/authorize', {
    body: form.toString(),
    contentType: 'application/x-www-form-urlencoded',
  });
  if (authorize.status !== 303) throw new Error(`authorize answered ${authorize.status}`);
  const profile = await requestJson<{ id: string }>(client, 'GET', `/api/auth/user?usertoken=${userToken}`);
  return { token: userToken, userId: profile.id, email: account.email };
}

/** A brand-new account, signed in (costs one scrypt hash, ~50 ms, on the server). */
export function createWriter(client: Client, label = 'bench'): Promise<Writer> {
  return signIn(client, {
    email: `${label}-${randomUUID()}@bench.test`,
    password: 'bench-password-123',
    name: `${label} writer`,
    create: true,
  });
}

/** Creates `count` writers, a few at a time so the server's hashing stays busy but not swamped. */
export async function createWriters(client: Client, count: number, label = 'bench'): Promise<Writer[]> {
  const writers: Writer[] = [];
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const slot = next++;
      writers[slot] = await createWriter(client, label);
    }
  };
  await Promise.all(Array.from({ length: 4 }, lane));
  return writers;
}

export type SessionRef = { sessionId: string };

/** Creates a session owned by the writer and returns its id. */
export async function createSession(
  client: Client,
  writer: Writer,
  body: { songTitle: string; lyrics: string },
): Promise<string> {
  const session = await requestJson<SessionRef>(client, 'POST', '/api/sessions', {
    token: writer.token,
    json: { ...body, style: 'Default Style', messagesJson: [] },
  });
  return session.sessionId;
}
