import { z } from 'zod';
import type { LegacySettings } from '../../../config/musixmatch-settings';
import { unauthorized } from '../../../errors/app-error';
import type { IssuedToken, PlatformProfile } from '../../types';
import { createMusixmatchClient } from '../client';
import { toProfile, userSchema } from '../mappers';

const tokenBody = z.object({ user_token: z.string().min(1).max(200) });
const userBody = z.object({ user: userSchema });

/**
 * MUSIXMATCH_SIGN_IN=legacy-unofficial: `token.get` and `user.get`, the calls Musixmatch's own apps
 * make. Neither is in the public docs (docs/decisions/002-musixmatch-api-shape.md); they want the
 * app id of an app Musixmatch knows, on every call, and an app host rather than the public one.
 */
export function createLegacySignIn(settings: LegacySettings, apiKey: string, timeoutMs?: number) {
  const client = createMusixmatchClient({
    apiUrl: settings.apiUrl,
    apiKey,
    appId: settings.appId,
    timeoutMs,
  });

  /** The account behind a token, or null while Musixmatch does not (yet) accept the token for one. */
  async function userFor(userToken: string) {
    const body = await client.find('user.get', { usertoken: userToken }, userBody, [401, 404]);
    return body?.user ?? null;
  }

  return {
    async issueToken(): Promise<IssuedToken> {
      const body = await client.get('token.get', {}, tokenBody);
      return { userToken: body.user_token, authUrl: settings.authUrl, appId: settings.appId };
    },

    async profileFor(userToken: string): Promise<PlatformProfile | null> {
      const user = await userFor(userToken);
      return user ? toProfile(user) : null;
    },

    /** Behind our guard a refusal means the grant was withdrawn on Musixmatch's side. */
    async accountOf(userToken: string): Promise<string> {
      const user = await userFor(userToken);
      if (!user) throw unauthorized('Your sign-in has expired. Please sign in again.');
      return toProfile(user).platformUserId;
    },
  };
}
