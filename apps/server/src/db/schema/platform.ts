import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The embedded music platform's own data: accounts, grants, catalogue and claims. */
export const platformAccounts = pgTable('platform_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  profileImage: text('profile_image'),
  country: text('country'),
  countryCode: text('country_code'),
  city: text('city'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A token the platform issued; the sign-in page binds it to an account. */
export const platformGrants = pgTable('platform_grants', {
  tokenHash: text('token_hash').primaryKey(),
  accountId: uuid('account_id').references(() => platformAccounts.id, { onDelete: 'cascade' }),
  /** SHA-256 of the sign-in cookie of the browser that asked for the grant: only that browser may approve it. */
  bindingHash: text('binding_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A browser that signed in to an account (SHA-256 of its known-browser cookie): wrong passwords sent
 * from elsewhere never slow its owner down there (docs/decisions/041-sign-in-limits.md).
 */
export const platformKnownBrowsers = pgTable(
  'platform_known_browsers',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => platformAccounts.id, { onDelete: 'cascade' }),
    browserHash: text('browser_hash').notNull(),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.browserHash] })],
);

export const platformArtists = pgTable('platform_artists', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  imageUrl: text('image_url').notNull(),
  popularity: integer('popularity').notNull(),
});

export const platformSongs = pgTable(
  'platform_songs',
  {
    id: text('id').primaryKey(),
    commontrackId: text('commontrack_id').notNull(),
    artistId: text('artist_id')
      .notNull()
      .references(() => platformArtists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    albumName: text('album_name').notNull(),
    coverArt: text('cover_art').notNull(),
    rating: integer('rating').notNull(),
    popularity: integer('popularity').notNull(),
  },
  (t) => [index('platform_songs_artist_idx').on(t.artistId)],
);

export const platformClaims = pgTable(
  'platform_claims',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => platformAccounts.id, { onDelete: 'cascade' }),
    artistId: text('artist_id')
      .notNull()
      .references(() => platformArtists.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.artistId] })],
);
