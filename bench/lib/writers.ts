import { randomInt, randomUUID } from 'node:crypto';
import type { Client } from './http';
import { requestJson } from './http';

/** A signed-in writer: the bearer token and the user id the API knows them by. */
export type Writer = { token: string; userId: string; email: string };

export const DEMO_ACCOUNT = { email: 'demo@lyricist.local', password: 'lyricist-demo' };

/**
 * Signs in over HTTP exactly as the web app does, as one browser on its own address: a pending
 * token (and the sign-in cookie), the embedded platform's form (creating the account first when
 * `create`), then the exchange that answers the profile and the session token.
 */
export async function signIn(
  client: Client,
  account: { email: string; password: string; name?: string; create?: boolean },
): Promise<Writer> {
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const issued = await client.request('POST', '/api/auth/token', { headers: { 'x-forwarded-for': address } });
  if (issued.status !== 200) throw new Error(`token answered ${issued.status}`);
  const { userToken } = JSON.parse(issued.body) as { userToken: string };
  const headers = {
    'x-forwarded-for': address,
    cookie: issued.setCookie.map((cookie) => cookie.split(';')[0]).join('; '),
  };
  const submit = async (action: 'create' | 'signin') => {
    const form = new URLSearchParams({
      action,
      usertoken: userToken,
      origin: Buffer.from(`${client.base}/`).toString('base64'),
      email: account.email,
      password: account.password,
      name: account.name ?? 'Bench Writer',
    });
    return client.request('POST', '/platform/authorize', {
      body: form.toString(),
      contentType: 'application/x-www-form-urlencoded',
      headers,
    });
  };
  if (account.create && (await submit('create')).status !== 200) throw new Error('create account failed');
  const authorize = await submit('signin');
  if (authorize.status !== 303) throw new Error(`authorize answered ${authorize.status}`);
  const profile = await requestJson<{ id: string; userToken: string }>(
    client,
    'GET',
    `/api/auth/user?usertoken=${userToken}`,
    { headers },
  );
  return { token: profile.userToken, userId: profile.id, email: account.email };
}

/** A brand-new account, signed in (costs two scrypt hashes, a few hundred ms each, on the server). */
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
