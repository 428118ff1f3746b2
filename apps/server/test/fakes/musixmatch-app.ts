import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from '../harness';
import { type FakeMusixmatch, startFakeMusixmatch } from './musixmatch-api';
import { fakeMusixmatchEnv } from './musixmatch-env';
import { type FakeMusixmatchOAuth, startFakeMusixmatchOAuth } from './musixmatch-oauth';
import { CALLBACK_URL, legacyMusixmatchEnv } from './musixmatch-sign-in';

export type MusixmatchApp = {
  t: TestApp;
  api: FakeMusixmatch;
  oauth: FakeMusixmatchOAuth;
  close: () => Promise<void>;
};

/** A test app with MUSIC_PLATFORM=musixmatch against both fakes, signing in as `signIn` says. */
export async function startMusixmatchApp(
  signIn: 'oauth' | 'legacy-unofficial' = 'oauth',
): Promise<MusixmatchApp> {
  const api = await startFakeMusixmatch();
  const oauth = await startFakeMusixmatchOAuth({ redirectUri: CALLBACK_URL });
  const t = await createTestApp(
    signIn === 'oauth'
      ? fakeMusixmatchEnv(api, oauth, randomBytes(32).toString('base64'))
      : legacyMusixmatchEnv(api),
  );
  return {
    t,
    api,
    oauth,
    close: async () => {
      await t.close();
      await api.close();
      await oauth.close();
    },
  };
}
