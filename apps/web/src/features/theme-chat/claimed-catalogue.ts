import { type ClaimedArtist, type ClaimedSong, claimedSongSchema } from '@lyricist/shared/auth/contracts';
import { UNKNOWN_ALBUM } from '@lyricist/shared/constants';
import type { ReferenceArtist, ReferenceSong } from '@lyricist/shared/sessions/contracts';
import { LIBRARY_FALLBACK_POPULARITY } from '@lyricist/shared/web-constants';
import { z } from 'zod';

/** The user's claimed library as the chat's dropdowns use it (R-catalogue-1, R-catalogue-2). */

/** Claimed songs keyed by artist id, each list highest track_rating first. */
export type SongsByArtist = Record<string, ClaimedSong[]>;

export const songsByArtistSchema = z.record(z.string(), z.array(claimedSongSchema));

const ratingOf = (song: ClaimedSong) => song.track_rating ?? LIBRARY_FALLBACK_POPULARITY;

/** Groups the claimed-songs answer by artist id, sorted by track_rating descending (default 50). */
export function groupClaimedSongs(songs: readonly ClaimedSong[]): SongsByArtist {
  const groups: SongsByArtist = {};
  for (const song of songs) {
    const list = groups[song.artist_id] ?? [];
    list.push(song);
    groups[song.artist_id] = list;
  }
  for (const list of Object.values(groups)) list.sort((a, b) => ratingOf(b) - ratingOf(a));
  return groups;
}

const clampPopularity = (n: number) => Math.min(100, Math.max(0, n));

/** A library song in the reference shape the session stores. */
export function songFromClaimed(song: ClaimedSong): ReferenceSong {
  const cover = song.track_coverart || null;
  return {
    id: song.commontrack_id,
    name: song.track_name,
    artists: [{ name: song.artist_name }],
    album: { name: song.album_name || UNKNOWN_ALBUM, images: cover ? [cover] : [] },
    popularity: clampPopularity(ratingOf(song)),
    track_coverart: cover,
  };
}

/** A claimed artist in the reference shape the session stores. */
export function artistFromClaimed(artist: ClaimedArtist): ReferenceArtist {
  const image = artist.artist_image || null;
  return {
    id: artist.artist_id,
    name: artist.artist_name,
    image,
    images: image ? [image] : [],
    popularity: LIBRARY_FALLBACK_POPULARITY,
  };
}

/** Case-insensitive substring match on the artist name (R-catalogue-3). */
export function filterArtists<T extends { name: string }>(artists: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...artists];
  return artists.filter((a) => a.name.toLowerCase().includes(q));
}
