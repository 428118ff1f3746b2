import { z } from 'zod';
import type { OAuthSettings } from '../../../config/musixmatch-settings';
import { MUSIXMATCH_TIMEOUT_MS, transportDetail, unavailable } from '../client';

/**
 * The OAuth 2.0 calls behind the sign-in, as the RFCs define them (Musixmatch documents the
 * authorization-code flow with PKCE for partners; the exact shapes below are the RFCs', which it
 * is assumed to follow):
 * - token request, RFC 6749 §4.1.3 + RFC 7636 §4.5 (`code_verifier`), client authenticated with
 *   HTTP Basic (§2.3.1); answer §5.1, errors §5.2;
 * - refresh, RFC 6749 §6;
 * - token metadata, RFC 7662 (introspection): `active`, `sub`, `username`.
 */

const tokenAnswer = z.object({
  access_token: z.string().min(1).max(4096),
  token_type: z.string().regex(/^bearer$/i),
  expires_in: z.coerce.number().int().positive().optional(),
  refresh_token: z.string().min(1).max(4096).optional(),
});
const errorAnswer = z.object({ error: z.string() });
const introspection = z.object({
  active: z.boolean(),
  sub: z
    .union([z.string().min(1).max(200), z.number().int()])
    .transform(String)
    .optional(),
  username: z.string().max(200).optional(),
});

export type TokenSet = { accessToken: string; refreshToken: string | null; expiresAt: Date | null };
export type Account = { id: string; name: string | null };

/** The authorization server said no to this grant (RFC 6749 §5.2 `invalid_grant`): sign in again. */
export class GrantRefused extends Error {}

export function createOAuthClient(settings: OAuthSettings, timeoutMs = MUSIXMATCH_TIMEOUT_MS) {
  const basic = `Basic ${Buffer.from(
    `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`,
  ).toString('base64')}`;

  async function post(what: string, url: string, form: Record<string, string>) {
    let response: Response;
    let json: unknown;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: basic,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(form),
        signal: AbortSignal.timeout(timeoutMs),
      });
      json = await response.json().catch(() => null);
    } catch (error) {
      throw unavailable(what, transportDetail(error, timeoutMs));
    }
    if (response.ok) return json;
    const refused = errorAnswer.safeParse(json);
    if (refused.success && refused.data.error === 'invalid_grant') throw new GrantRefused(what);
    throw unavailable(what, `HTTP ${response.status}${refused.success ? ` (${refused.data.error})` : ''}`);
  }

  function tokenSetOf(what: string, json: unknown): TokenSet {
    const parsed = tokenAnswer.safeParse(json);
    if (!parsed.success) throw unavailable(what, 'answer is not an OAuth token response');
    const { access_token, refresh_token, expires_in } = parsed.data;
    return {
      accessToken: access_token,
      refreshToken: refresh_token ?? null,
      expiresAt: expires_in ? new Date(Date.now() + expires_in * 1000) : null,
    };
  }

  return {
    async exchangeCode(code: string, verifier: string, redirectUri: string): Promise<TokenSet> {
      const form = {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      };
      return tokenSetOf('OAuth token', await post('OAuth token', settings.tokenUrl, form));
    },

    async refresh(refreshToken: string): Promise<TokenSet> {
      const form = { grant_type: 'refresh_token', refresh_token: refreshToken };
      const set = tokenSetOf('OAuth refresh', await post('OAuth refresh', settings.tokenUrl, form));
      // RFC 6749 §6: the server may keep the old refresh token.
      return { ...set, refreshToken: set.refreshToken ?? refreshToken };
    },

    /** The account behind an access token, or null when the token is not active. */
    async account(accessToken: string): Promise<Account | null> {
      const form = { token: accessToken, token_type_hint: 'access_token' };
      const parsed = introspection.safeParse(await post('OAuth token info', settings.tokenInfoUrl, form));
      if (!parsed.success) throw unavailable('OAuth token info', 'answer is not a token introspection');
      if (!parsed.data.active || !parsed.data.sub) return null;
      return { id: parsed.data.sub, name: parsed.data.username || null };
    },
  };
}

export type OAuthClient = ReturnType<typeof createOAuthClient>;
