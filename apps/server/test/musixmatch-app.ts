import { randomBytes } from 'node:crypto';
import { type FakeMusixmatch, startFakeMusixmatch } from '@lyricist/test-support/fakes/musixmatch-api';
import { fakeMusixmatchEnv } from '@lyricist/test-support/fakes/musixmatch-env';
import {
  type FakeMusixmatchOAuth,
  startFakeMusixmatchOAuth,
} from '@lyricist/test-support/fakes/musixmatch-oauth';
import { createTestApp, type TestApp } from './harness';
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
