import { and, desc, eq, gt, ilike, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  platformAccounts,
  platformArtists,
  platformClaims,
  platformGrants,
  platformSongs,
} from '../../db/schema/index';
import { hashToken, newToken } from '../../lib/tokens';
import type { MusicPlatform, PlatformArtist, PlatformSong } from '../types';

export const EMBEDDED_APP_ID = 'lyricist-web';
export const EMBEDDED_DISPLAY_NAME = 'the music platform';
/** An unapproved grant lives as long as Lyricist's pending token. */
export const GRANT_TTL_MS = 15 * 60 * 1000;

const songColumns = {
  id: platformSongs.id,
  commontrackId: platformSongs.commontrackId,
  artistId: platformSongs.artistId,
  artistName: platformArtists.name,
  name: platformSongs.name,
  albumName: platformSongs.albumName,
  coverArt: platformSongs.coverArt,
  rating: platformSongs.rating,
  popularity: platformSongs.popularity,
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The built-in account system and catalogue, served by this same server under /platform/. */
export function createEmbeddedPlatform(db: Database, publicUrl: string): MusicPlatform {
  async function accountIdFor(userToken: string): Promise<string | null> {
    const [grant] = await db
      .select({ accountId: platformGrants.accountId })
      .from(platformGrants)
      .where(
        and(
          eq(platformGrants.tokenHash, hashToken(userToken)),
          isNotNull(platformGrants.accountId),
          gt(platformGrants.expiresAt, new Date()),
        ),
      );
    return grant?.accountId ?? null;
  }

  return {
    displayName: EMBEDDED_DISPLAY_NAME,

    async issueToken(browser) {
      const userToken = newToken();
      await db.insert(platformGrants).values({
        tokenHash: hashToken(userToken),
        bindingHash: browser?.bindingHash ?? null,
        expiresAt: new Date(Date.now() + GRANT_TTL_MS),
      });
      return { userToken, authUrl: `${publicUrl}/platform/authorize`, appId: EMBEDDED_APP_ID };
    },

    async profileFor(userToken) {
      const accountId = await accountIdFor(userToken);
      if (!accountId) return null;
      const [account] = await db.select().from(platformAccounts).where(eq(platformAccounts.id, accountId));
      if (!account) return null;
      return {
        platformUserId: `embedded:${account.id}`,
        name: account.name,
        email: account.email,
        profileImage: account.profileImage,
        country: account.country,
        countryCode: account.countryCode,
        city: account.city,
      };
    },

    async claimedArtists(userToken) {
      const accountId = await accountIdFor(userToken);
      if (!accountId) return [];
      return db
        .select({
          id: platformArtists.id,
          name: platformArtists.name,
          imageUrl: platformArtists.imageUrl,
          popularity: platformArtists.popularity,
        })
        .from(platformClaims)
        .innerJoin(platformArtists, eq(platformArtists.id, platformClaims.artistId))
        .where(eq(platformClaims.accountId, accountId))
        .orderBy(platformArtists.name);
    },

    async claimedSongs(userToken, artistIds) {
      const accountId = await accountIdFor(userToken);
      if (!accountId || artistIds.length === 0) return [];
      return db
        .select(songColumns)
        .from(platformSongs)
        .innerJoin(platformArtists, eq(platformArtists.id, platformSongs.artistId))
        .innerJoin(
          platformClaims,
          and(eq(platformClaims.artistId, platformSongs.artistId), eq(platformClaims.accountId, accountId)),
        )
        .where(inArray(platformSongs.artistId, artistIds))
        .orderBy(desc(platformSongs.rating));
    },

    async searchArtists(query, limit): Promise<PlatformArtist[]> {
      return db
        .select({
          id: platformArtists.id,
          name: platformArtists.name,
          imageUrl: platformArtists.imageUrl,
          popularity: platformArtists.popularity,
        })
        .from(platformArtists)
        .where(ilike(platformArtists.name, `%${escapeLike(query)}%`))
        .orderBy(desc(platformArtists.popularity))
        .limit(limit);
    },

    async searchTracks(query, limit): Promise<PlatformSong[]> {
      const pattern = `%${escapeLike(query)}%`;
      return db
        .select(songColumns)
        .from(platformSongs)
        .innerJoin(platformArtists, eq(platformArtists.id, platformSongs.artistId))
        .where(
          or(
            ilike(platformSongs.name, pattern),
            ilike(platformArtists.name, pattern),
            ilike(platformSongs.albumName, pattern),
          ),
        )
        .orderBy(desc(platformSongs.popularity))
        .limit(limit);
    },

    async artist(id) {
      const [row] = await db.select().from(platformArtists).where(eq(platformArtists.id, id));
      return row ?? null;
    },

    async track(id) {
      const [row] = await db
        .select(songColumns)
        .from(platformSongs)
        .innerJoin(platformArtists, eq(platformArtists.id, platformSongs.artistId))
        // Reference songs are saved by commontrack_id (the claimed-songs id); accept either id.
        .where(or(eq(platformSongs.id, id), eq(platformSongs.commontrackId, id)))
        .limit(1);
      return row ?? null;
    },
  };
}
