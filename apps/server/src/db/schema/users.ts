import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A Lyricist user: one per music-platform account that has signed in. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  platformUserId: text('platform_user_id').notNull().unique(),
  name: text('name'),
  email: text('email'),
  profileImage: text('profile_image'),
  country: text('country'),
  countryCode: text('country_code'),
  city: text('city'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Bearer tokens, stored only as SHA-256 hashes: pending -> authorised -> revoked, with an expiry. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    status: text('status', { enum: ['pending', 'authorised', 'revoked'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Pending tokens: SHA-256 of the sign-in cookie of the browser that started the sign-in. */
    bindingHash: text('binding_hash'),
    /** Session tokens: the platform's token, sealed with a key only the session token gives (lib/tokens.ts). */
    platformTokenSealed: text('platform_token_sealed'),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId), index('auth_tokens_expiry_idx').on(t.expiresAt)],
);
