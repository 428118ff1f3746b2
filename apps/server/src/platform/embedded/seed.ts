import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { platformAccounts, platformArtists, platformClaims, platformSongs } from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import { DEMO_ACCOUNT, DEMO_CLAIMED_ARTIST_IDS, SEED_ARTISTS } from './catalogue';
import { artistImagePath, coverImagePath } from './images';

/** A stable rating in 1..100 so the same catalogue sorts the same way everywhere. */
function ratingFor(id: string): number {
  return 1 + ((createHash('sha1').update(id).digest()[0] ?? 0) % 100);
}

/** Loads the catalogue (idempotent) and, when asked, the demo account with its claims. */
export async function seedEmbeddedPlatform(db: Database, options: { demoAccount: boolean }): Promise<void> {
  const artists = SEED_ARTISTS.map((a) => ({
    id: a.id,
    name: a.name,
    imageUrl: artistImagePath(a.id),
    popularity: a.popularity,
  }));
  const songs = SEED_ARTISTS.flatMap((artist) =>
    Object.entries(artist.albums).flatMap(([albumName, titles], albumIndex) =>
      titles.map((name, i) => {
        const id = `${artist.id}${albumIndex}${String(i).padStart(2, '0')}`;
        return {
          id,
          commontrackId: `9${id}`,
          artistId: artist.id,
          name,
          albumName,
          coverArt: coverImagePath(`${artist.id}-${albumIndex}`),
          rating: ratingFor(id),
          popularity: Math.max(1, artist.popularity - i * 3 - albumIndex * 5),
        };
      }),
    ),
  );
  const [seeded] = await db.select({ n: count() }).from(platformSongs);
  if ((seeded?.n ?? 0) < songs.length) {
    await db.insert(platformArtists).values(artists).onConflictDoNothing();
    await db.insert(platformSongs).values(songs).onConflictDoNothing();
  }
  if (!options.demoAccount) return;

  const [existing] = await db
    .select({ id: platformAccounts.id })
    .from(platformAccounts)
    .where(eq(platformAccounts.email, DEMO_ACCOUNT.email));
  if (existing) return;
  const [account] = await db
    .insert(platformAccounts)
    .values({
      email: DEMO_ACCOUNT.email,
      name: DEMO_ACCOUNT.name,
      passwordHash: await hashPassword(DEMO_ACCOUNT.password),
      country: DEMO_ACCOUNT.country,
      countryCode: DEMO_ACCOUNT.countryCode,
      city: DEMO_ACCOUNT.city,
    })
    .onConflictDoNothing()
    .returning({ id: platformAccounts.id });
  if (!account) return;
  await db
    .insert(platformClaims)
    .values(DEMO_CLAIMED_ARTIST_IDS.map((artistId) => ({ accountId: account.id, artistId })))
    .onConflictDoNothing();
}
