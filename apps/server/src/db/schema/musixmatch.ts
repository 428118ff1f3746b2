import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One sign-in through Musixmatch's OAuth 2.0 authorization-code flow with PKCE, keyed by the hash
 * of the pending token our client holds. Secrets (the PKCE verifier, the token to hand back, the
 * platform's access and refresh tokens) are stored only encrypted with MUSIXMATCH_TOKEN_KEY.
 */
export const musixmatchGrants = pgTable(
  'musixmatch_grants',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** SHA-256 of the OAuth `state` while the writer is on Musixmatch; cleared when it comes back. */
    stateHash: text('state_hash').unique(),
    origin: text('origin'),
    /** SHA-256 of the sign-in cookie of the browser that started the sign-in: only it may finish it. */
    bindingHash: text('binding_hash'),
    userTokenSealed: text('user_token_sealed').notNull(),
    verifierSealed: text('verifier_sealed'),
    /** Musixmatch's account id (`sub`) once authorised. */
    accountId: text('account_id'),
    accountName: text('account_name'),
    accessTokenSealed: text('access_token_sealed'),
    refreshTokenSealed: text('refresh_token_sealed'),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('musixmatch_grants_expires_idx').on(t.expiresAt)],
);

/**
 * The artists a writer picked as "my artists" from Musixmatch's artist search (ADR 013): the
 * public API says nothing about which artists an account manages. A snapshot of the name and
 * image, so listing them costs no call.
 */
export const musixmatchMyArtists = pgTable(
  'musixmatch_my_artists',
  {
    platformUserId: text('platform_user_id').notNull(),
    artistId: text('artist_id').notNull(),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
    popularity: integer('popularity'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.platformUserId, t.artistId] })],
);
