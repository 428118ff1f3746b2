import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { musixmatchMyArtists } from '../../db/schema/index';
import type { PlatformArtist } from '../types';

const columns = {
  id: musixmatchMyArtists.artistId,
  name: musixmatchMyArtists.name,
  imageUrl: musixmatchMyArtists.imageUrl,
  popularity: musixmatchMyArtists.popularity,
};

/** A writer's "my artists" (ADR 013), keyed by their Musixmatch account. */
export function createMyArtists(db: Database) {
  return {
    list: (account: string): Promise<PlatformArtist[]> =>
      db
        .select(columns)
        .from(musixmatchMyArtists)
        .where(eq(musixmatchMyArtists.platformUserId, account))
        .orderBy(asc(musixmatchMyArtists.name)),

    async has(account: string, artistIds: string[]): Promise<string[]> {
      if (artistIds.length === 0) return [];
      const rows = await db
        .select({ id: musixmatchMyArtists.artistId })
        .from(musixmatchMyArtists)
        .where(
          and(
            eq(musixmatchMyArtists.platformUserId, account),
            inArray(musixmatchMyArtists.artistId, artistIds),
          ),
        );
      return rows.map((row) => row.id);
    },

    /** Replaces the list in one transaction: the artists given, in full, and no others. */
    async replace(account: string, artists: PlatformArtist[]): Promise<void> {
      await db.transaction(async (tx) => {
        const ids = artists.map((a) => a.id);
        const mine = eq(musixmatchMyArtists.platformUserId, account);
        await tx
          .delete(musixmatchMyArtists)
          .where(ids.length > 0 ? and(mine, notInArray(musixmatchMyArtists.artistId, ids)) : mine);
        if (artists.length === 0) return;
        await tx
          .insert(musixmatchMyArtists)
          .values(
            artists.map((a) => ({
              platformUserId: account,
              artistId: a.id,
              name: a.name,
              imageUrl: a.imageUrl,
              popularity: a.popularity,
            })),
          )
          .onConflictDoNothing();
      });
    },
  };
}
