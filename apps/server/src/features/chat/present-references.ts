import { OTHER_FALLBACK_POPULARITY, UNKNOWN_ALBUM } from '@lyricist/shared/constants';
import {
  type ReferenceArtist,
  type ReferenceSong,
  referenceArtistSchema,
  referenceSongSchema,
} from '@lyricist/shared/sessions/contracts';
import type { PlatformArtist, PlatformSong } from '../../platform/types';

/**
 * Catalogue entries in the shapes the reference saves take, so the client pins them as they are.
 * An entry the save would refuse (a name past its limit, say) is left out rather than offered.
 */

const popularityOf = (n: number | null) => Math.min(100, Math.max(0, n ?? OTHER_FALLBACK_POPULARITY));

export function presentReferenceArtist(artist: PlatformArtist | null): ReferenceArtist | null {
  if (!artist) return null;
  const parsed = referenceArtistSchema.safeParse({
    id: artist.id,
    name: artist.name,
    image: artist.imageUrl,
    images: artist.imageUrl ? [artist.imageUrl] : [],
    popularity: popularityOf(artist.popularity),
  });
  return parsed.success ? parsed.data : null;
}

/** The id is the commontrack id, as the My Songs dropdown saves it, so a song is pinned once. */
export function presentReferenceSong(song: PlatformSong | null): ReferenceSong | null {
  if (!song) return null;
  const parsed = referenceSongSchema.safeParse({
    id: song.commontrackId,
    name: song.name,
    artists: [{ name: song.artistName }],
    album: { name: song.albumName ?? UNKNOWN_ALBUM, images: song.coverArt ? [song.coverArt] : [] },
    popularity: popularityOf(song.rating ?? song.popularity),
    track_coverart: song.coverArt,
  });
  return parsed.success ? parsed.data : null;
}
