import { createHash } from 'node:crypto';
import { COPY } from '@lyricist/shared/copy';
import { and, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import type { OAuthSettings } from '../../../config/musixmatch-settings';
import type { Database } from '../../../db/client';
import { musixmatchGrants } from '../../../db/schema/index';
import { unauthorized } from '../../../errors/app-error';
import { hashToken, newToken } from '../../../lib/tokens';
import type { IssuedToken, PlatformProfile } from '../../types';
import { createOAuthClient, GrantRefused, type TokenSet } from './oauth-client';
import { seal, unseal } from './sealed';

const PENDING_TTL_MS = 15 * 60 * 1000;
/** As long as our own sign-in lasts (features/auth): the grant backs the writer's token. */
const AUTHORISED_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const OAUTH_AUTHORIZE_PATH = '/platform/musixmatch/authorize';
export const OAUTH_CALLBACK_PATH = '/platform/musixmatch/callback';

export const FAILED_SENTENCE = 'Musixmatch could not complete the sign-in. Please try again.';
export const EXPIRED_SENTENCE = 'This sign-in has expired or was already used. Please sign in again.';
/** Docs/decisions/010: a sign-in link or a Musixmatch consent link sent to another browser is refused. */
export const ELSEWHERE_SENTENCE = `${COPY.platform.startedElsewhere} Please sign in again here.`;

/** Where the callback sends the browser: the writer's page with the callback parameters of R-signin-4. */
export type Outcome = { origin: string | null; params: Record<string, string> };

const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * Sign-in through Musixmatch's documented OAuth 2.0 authorization-code flow with PKCE (RFC 6749,
 * RFC 7636), bridged to the client's sign-in flow (R-signin-3, ADR 013): our pending token goes out as the
 * authorisation link, comes back through `state`, and is handed to the browser as `usertoken`.
 */
export function createOAuthSignIn(db: Database, settings: OAuthSettings, publicUrl: string) {
  const oauth = createOAuthClient(settings);
  const key = settings.tokenKey;
  const redirectUri = `${publicUrl}${OAUTH_CALLBACK_PATH}`;
  const live = () => gt(musixmatchGrants.expiresAt, new Date());
  const sealedTokens = (set: TokenSet) => ({
    accessTokenSealed: seal(key, set.accessToken),
    refreshTokenSealed: set.refreshToken ? seal(key, set.refreshToken) : null,
    accessExpiresAt: set.expiresAt,
  });

  async function grantOf(userToken: string) {
    const [grant] = await db
      .select()
      .from(musixmatchGrants)
      .where(
        and(
          eq(musixmatchGrants.tokenHash, hashToken(userToken)),
          isNotNull(musixmatchGrants.accountId),
          live(),
        ),
      );
    return grant ?? null;
  }

  /** Why a callback found nothing to finish: its state is live but another browser's, or it is gone. */
  async function unfinishedSentence(stateHash: string): Promise<string> {
    const [other] = await db
      .select({ tokenHash: musixmatchGrants.tokenHash })
      .from(musixmatchGrants)
      .where(and(eq(musixmatchGrants.stateHash, stateHash), isNull(musixmatchGrants.accountId), live()));
    return other ? ELSEWHERE_SENTENCE : EXPIRED_SENTENCE;
  }

  return {
    /** Without the starting browser's binding the token can never be approved (ADR 010). */
    async issueToken(browser?: { bindingHash: string }): Promise<IssuedToken> {
      const userToken = newToken();
      // Abandoned and lapsed grants go as new ones come (an index on expires_at keeps this cheap).
      await db.delete(musixmatchGrants).where(lte(musixmatchGrants.expiresAt, new Date()));
      await db.insert(musixmatchGrants).values({
        tokenHash: hashToken(userToken),
        userTokenSealed: seal(key, userToken),
        bindingHash: browser?.bindingHash ?? null,
        expiresAt: new Date(Date.now() + PENDING_TTL_MS),
      });
      return { userToken, authUrl: `${publicUrl}${OAUTH_AUTHORIZE_PATH}`, appId: settings.clientId };
    },

    /**
     * Musixmatch's authorize URL for a pending token, 'expired' when the token is unknown or used, or
     * 'elsewhere' when this browser did not start the sign-in.
     */
    async authorizeUrl(
      userToken: string,
      origin: string,
      browserHash: string | null,
    ): Promise<string | 'expired' | 'elsewhere'> {
      const [pending] = await db
        .select({ bindingHash: musixmatchGrants.bindingHash })
        .from(musixmatchGrants)
        .where(
          and(
            eq(musixmatchGrants.tokenHash, hashToken(userToken)),
            isNull(musixmatchGrants.accountId),
            live(),
          ),
        );
      if (!pending) return 'expired';
      if (!browserHash || pending.bindingHash !== browserHash) return 'elsewhere';
      const state = newToken();
      const verifier = newToken(); // 43 unreserved characters: RFC 7636 §4.1
      const started = await db
        .update(musixmatchGrants)
        .set({ stateHash: hashToken(state), verifierSealed: seal(key, verifier), origin })
        .where(
          and(
            eq(musixmatchGrants.tokenHash, hashToken(userToken)),
            eq(musixmatchGrants.bindingHash, browserHash),
            isNull(musixmatchGrants.accountId),
            live(),
          ),
        )
        .returning({ tokenHash: musixmatchGrants.tokenHash });
      if (started.length !== 1) return 'expired';
      const url = new URL(settings.authorizeUrl);
      const params = {
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        state,
        code_challenge: challengeOf(verifier),
        code_challenge_method: 'S256',
        ...(settings.scopes ? { scope: settings.scopes } : {}),
      };
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return url.href;
    },

    /** The redirect back (RFC 6749 §4.1.2): exchanges the code once, or reports the error. */
    async finish(
      query: { state?: string; code?: string; error?: string },
      browserHash: string | null,
    ): Promise<Outcome> {
      if (!query.state) return { origin: null, params: { error: EXPIRED_SENTENCE } };
      const stateHash = hashToken(query.state);
      // `state` is single use: it is cleared by the same statement that reads it. (RETURNING
      // gives the row as updated, so the verifier is cleared only once the code is exchanged.)
      const [grant] = await db
        .update(musixmatchGrants)
        .set({ stateHash: null })
        .where(
          and(
            eq(musixmatchGrants.stateHash, stateHash),
            // Musixmatch's consent link forwarded to another browser must not sign the starting
            // browser into that browser's account: only the browser that started it may finish.
            eq(musixmatchGrants.bindingHash, browserHash ?? ''),
            isNull(musixmatchGrants.accountId),
            live(),
          ),
        )
        .returning();
      const verifier = grant?.verifierSealed ? unseal(key, grant.verifierSealed) : null;
      const userToken = grant ? unseal(key, grant.userTokenSealed) : null;
      if (!grant) return { origin: null, params: { error: await unfinishedSentence(stateHash) } };
      if (!verifier || !userToken) return { origin: null, params: { error: EXPIRED_SENTENCE } };
      const origin = grant.origin;
      if (query.error === 'access_denied') return { origin, params: { denied: 'true' } };
      if (query.error || !query.code) return { origin, params: { error: FAILED_SENTENCE } };
      try {
        const tokens = await oauth.exchangeCode(query.code, verifier, redirectUri);
        const account = await oauth.account(tokens.accessToken);
        if (!account) return { origin, params: { error: FAILED_SENTENCE } };
        await db
          .update(musixmatchGrants)
          .set({
            accountId: account.id,
            accountName: account.name,
            verifierSealed: null,
            ...sealedTokens(tokens),
            expiresAt: new Date(Date.now() + AUTHORISED_TTL_MS),
          })
          .where(eq(musixmatchGrants.tokenHash, grant.tokenHash));
        return { origin, params: { usertoken: userToken } };
      } catch {
        return { origin, params: { error: FAILED_SENTENCE } };
      }
    },

    async profileFor(userToken: string): Promise<PlatformProfile | null> {
      const grant = await grantOf(userToken);
      if (!grant?.accountId) return null;
      return {
        platformUserId: `musixmatch:${grant.accountId}`,
        name: grant.accountName,
        email: null,
        profileImage: null,
        country: null,
        countryCode: null,
        city: null,
      };
    },

    /**
     * The account behind a signed-in token. An expired access token is refreshed first; when
     * Musixmatch refuses the refresh, the writer withdrew the grant and has to sign in again.
     */
    async accountOf(userToken: string): Promise<string> {
      const grant = await grantOf(userToken);
      if (!grant?.accountId) throw unauthorized('Your sign-in has expired. Please sign in again.');
      const expired = grant.accessExpiresAt && grant.accessExpiresAt.getTime() <= Date.now();
      if (expired) {
        const refreshToken = grant.refreshTokenSealed ? unseal(key, grant.refreshTokenSealed) : null;
        try {
          if (!refreshToken) throw new GrantRefused('no refresh token');
          const tokens = await oauth.refresh(refreshToken);
          await db
            .update(musixmatchGrants)
            .set(sealedTokens(tokens))
            .where(eq(musixmatchGrants.tokenHash, grant.tokenHash));
        } catch (error) {
          if (!(error instanceof GrantRefused)) throw error;
          await db.delete(musixmatchGrants).where(eq(musixmatchGrants.tokenHash, grant.tokenHash));
          throw unauthorized('Your sign-in has expired. Please sign in again.');
        }
      }
      return `musixmatch:${grant.accountId}`;
    },
  };
}

export type OAuthSignIn = ReturnType<typeof createOAuthSignIn>;
