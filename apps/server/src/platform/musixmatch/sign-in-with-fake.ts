import type { UserProfile } from '@lyricist/shared/auth/contracts';
import type { FastifyInstance } from 'fastify';
import { exchange, testBrowser } from '../../../test/sign-in';
import { FAKE_API_KEY, FAKE_APP_ID, type FakeMusixmatch } from './fake-musixmatch';

/** The env that points the app at the fake (tests only). */
export const fakeMusixmatchEnv = (fake: FakeMusixmatch) => ({
  MUSIC_PLATFORM: 'musixmatch',
  MUSIXMATCH_API_URL: fake.apiUrl,
  MUSIXMATCH_API_KEY: FAKE_API_KEY,
  MUSIXMATCH_APP_ID: FAKE_APP_ID,
});

export type MusixmatchSignIn = { token: string; profile: UserProfile; headers: { authorization: string } };

/** The whole sign-in as the web client runs it, with the writer approving on the fake's side. */
export async function signInWithFake(
  app: FastifyInstance,
  fake: FakeMusixmatch,
  userId?: number,
): Promise<MusixmatchSignIn> {
  // One browser for the whole sign-in: the exchange needs the cookie the token request set.
  const browser = testBrowser(app);
  const issued = await browser.inject({ method: 'POST', url: '/api/auth/token' });
  if (issued.statusCode !== 200) throw new Error(`token failed: ${issued.statusCode} ${issued.body}`);
  const token = issued.json().userToken as string;
  fake.authorise(token, userId);
  const res = await exchange(app, token, browser);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const { userToken, ...profile } = res.json();
  return { token: userToken, profile, headers: { authorization: `Bearer ${userToken}` } };
}
