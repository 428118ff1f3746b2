import type { PlatformArtist, PlatformSong } from '../../platform/types';

/**
 * Which catalogue entry a name the writer typed means. Names are compared after `nameKey`: case,
 * accents, punctuation, '&'/'and' and a leading 'The' do not count, and a song's edition in brackets
 * or after ' - ' ("(Live)", "- 2004 Remaster") is dropped. Only then, a name that is the start of a
 * catalogue name, whole words ("Whitney" for "Whitney Houston"), is a close match.
 */

/** A name as compared: "The Velvet Hours" and "velvet hours!" have the same key. */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/\s+-\s+.*$/, '')
    .replace(/[([][^)\]]*[)\]]/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/['\u2019]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}

/** 2: the same name; 1: the writer's words begin the catalogue's name; 0: another name. */
function closeness(named: string, candidate: string): 0 | 1 | 2 {
  const a = nameKey(named);
  const b = nameKey(candidate);
  if (!a || !b) return 0;
  if (a === b) return 2;
  return b.startsWith(`${a} `) ? 1 : 0;
}

/** The best of the platform's answers, in its own order when two match as well; null: none. */
function best<T>(candidates: readonly T[], score: (candidate: T) => number): T | null {
  let found: T | null = null;
  let top = 0;
  for (const candidate of candidates) {
    const s = score(candidate);
    if (s > top) {
      top = s;
      found = candidate;
    }
  }
  return found;
}

/** The catalogue artist a named artist means, or null. */
export function bestArtist(named: string, candidates: readonly PlatformArtist[]): PlatformArtist | null {
  return best(candidates, (artist) => closeness(named, artist.name));
}

/**
 * The catalogue song a named song means, or null. When the writer named its artist, the song must be
 * theirs: "Landslide by Fleetwood Mac" is not someone else's "Landslide".
 */
export function bestSong(
  named: { title: string; artist?: string },
  candidates: readonly PlatformSong[],
): PlatformSong | null {
  return best(candidates, (song) => {
    // The title must be the title: "Porch" is not "Porch Light".
    if (nameKey(named.title) !== nameKey(song.name)) return 0;
    if (!named.artist) return 1;
    return closeness(named.artist, song.artistName);
  });
}
