import type { ReferenceSong } from '@lyricist/shared/sessions/contracts';

/** Song search and ranking (R-catalogue-4) for the 'My Songs' dropdown. */

export type SongGroup = { artistId: string; artistName: string; songs: ReferenceSong[] };
export type RankableArtist = { id: string; name: string };

const EXACT_TITLE_BONUS = 1000;
const TITLE_PREFIX_BONUS = 500;

/**
 * The score of a song for a lowercased, trimmed query, or null when it does not match. It matches
 * on song, artist or album name; an exact title gets +1000, a title prefix +500, plus popularity.
 */
export function songScore(song: ReferenceSong, query: string): number | null {
  const title = song.name.toLowerCase();
  const matches =
    title.includes(query) ||
    song.artists.some((a) => a.name.toLowerCase().includes(query)) ||
    song.album.name.toLowerCase().includes(query);
  if (!matches) return null;
  const bonus = title === query ? EXACT_TITLE_BONUS : title.startsWith(query) ? TITLE_PREFIX_BONUS : 0;
  return bonus + song.popularity;
}

/**
 * The dropdown's groups: songs deduplicated by id, artists with no songs hidden. Without a query the
 * artists keep their order and songs their stored (rating) order; with one, only matches are kept,
 * best score first, and the groups follow their best song.
 */
export function rankSongGroups(
  songsByArtist: Readonly<Record<string, readonly ReferenceSong[]>>,
  artists: readonly RankableArtist[],
  rawQuery: string,
): SongGroup[] {
  const query = rawQuery.trim().toLowerCase();
  const names = new Map(artists.map((a) => [a.id, a.name]));
  const order = [...new Set([...artists.map((a) => a.id), ...Object.keys(songsByArtist)])];
  const seen = new Set<string>();
  const scored: { group: SongGroup; best: number }[] = [];

  for (const artistId of order) {
    const unique = (songsByArtist[artistId] ?? []).filter((song) => {
      if (seen.has(song.id)) return false;
      seen.add(song.id);
      return true;
    });
    const ranked = query
      ? unique
          .map((song) => ({ song, score: songScore(song, query) }))
          .filter((r): r is { song: ReferenceSong; score: number } => r.score !== null)
          .sort((a, b) => b.score - a.score)
      : unique.map((song) => ({ song, score: 0 }));
    if (ranked.length === 0) continue;
    const artistName = names.get(artistId) ?? ranked[0]?.song.artists[0]?.name ?? artistId;
    scored.push({
      group: { artistId, artistName, songs: ranked.map((r) => r.song) },
      best: ranked[0]?.score ?? 0,
    });
  }
  if (query) scored.sort((a, b) => b.best - a.best);
  return scored.map((s) => s.group);
}
