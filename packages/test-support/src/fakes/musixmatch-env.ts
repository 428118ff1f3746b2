import { FAKE_API_KEY, type FakeMusixmatch } from './musixmatch-api';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, type FakeMusixmatchOAuth } from './musixmatch-oauth';

/** The env that points the app at both fakes, signing in through OAuth (API tests and e2e). */
export const fakeMusixmatchEnv = (api: FakeMusixmatch, oauth: FakeMusixmatchOAuth, tokenKey: string) => ({
  MUSIC_PLATFORM: 'musixmatch',
  MUSIXMATCH_API_URL: api.apiUrl,
  MUSIXMATCH_API_KEY: FAKE_API_KEY,
  MUSIXMATCH_OAUTH_CLIENT_ID: FAKE_CLIENT_ID,
  MUSIXMATCH_OAUTH_CLIENT_SECRET: FAKE_CLIENT_SECRET,
  MUSIXMATCH_OAUTH_AUTHORIZE_URL: oauth.authorizeUrl,
  MUSIXMATCH_OAUTH_TOKEN_URL: oauth.tokenUrl,
  MUSIXMATCH_OAUTH_TOKEN_INFO_URL: oauth.tokenInfoUrl,
  MUSIXMATCH_OAUTH_SCOPES: 'profile',
  MUSIXMATCH_TOKEN_KEY: tokenKey,
});
