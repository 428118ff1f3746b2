import type { CatalogueArtist, CatalogueTrack } from '@lyricist/shared/catalogue/contracts';
import { OTHER_FALLBACK_POPULARITY, UNKNOWN_ALBUM } from '@lyricist/shared/constants';
import { COPY } from '@lyricist/shared/copy';
import { type Genre, type Mood, restoreGenre, restoreMood } from '@lyricist/shared/moods-genres';
import type { ReferenceArtist, ReferenceSong } from '@lyricist/shared/sessions/contracts';

/**
 * Restoring a session's references (R-restore-1, R-restore-3): stored data is read in any of the shapes the
 * product has saved, and what is missing is looked up; look-up failures fall back, never throw.
 */

export type ArtistLookUp = (id: string) => Promise<CatalogueArtist>;
export type TrackLookUp = (id: string) => Promise<CatalogueTrack>;
type Loose = Record<string, unknown>;

const isRecord = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);
const idText = (v: unknown): string | null => (typeof v === 'number' ? String(v) : text(v));
const popularity = (v: unknown): number =>
  typeof v === 'number' && Number.isFinite(v) ? Math.min(100, Math.max(0, v)) : OTHER_FALLBACK_POPULARITY;
const urls = (v: unknown): string[] =>
  Array.isArray(v)
    ? v.map((x) => (isRecord(x) ? text(x.url) : text(x))).filter((x): x is string => x !== null)
    : [];

/** Saved ids in order: the id list first, then stored records the list does not name. */
function savedEntries(ids: readonly string[], stored: readonly unknown[]): { id: string; record: Loose }[] {
  const records = new Map<string, Loose>();
  for (const r of stored) {
    const id = isRecord(r) ? (idText(r.id) ?? idText(r.artist_id) ?? idText(r.commontrack_id)) : null;
    if (id && isRecord(r) && !records.has(id)) records.set(id, r);
  }
  const order = [...new Set([...ids, ...records.keys()])];
  return order.map((id) => ({ id, record: records.get(id) ?? {} }));
}

function storedArtist(id: string, r: Loose): ReferenceArtist | null {
  const name = text(r.name) ?? text(r.artist_name);
  if (!name) return null;
  const single = text(r.image) ?? text(r.artist_image);
  const images = urls(r.images);
  if (images.length === 0 && single) images.push(single);
  return { id, name, image: single ?? images[0] ?? null, images, popularity: popularity(r.popularity) };
}

/** What the chips show while look-ups run: stored artists, 'Loading Artist...' for the rest. */
export function placeholderArtists(ids: readonly string[], stored: readonly unknown[]): ReferenceArtist[] {
  return savedEntries(ids, stored).map(
    ({ id, record }) =>
      storedArtist(id, record) ?? {
        id,
        name: COPY.chat.loadingArtist,
        image: null,
        images: [],
        popularity: OTHER_FALLBACK_POPULARITY,
      },
  );
}

/** Stored artists as saved; missing ones from GET /api/artists/{id}, else 'Artist {n}'. */
export async function restoreArtists(
  ids: readonly string[],
  stored: readonly unknown[],
  lookUp: ArtistLookUp,
): Promise<ReferenceArtist[]> {
  return Promise.all(
    savedEntries(ids, stored).map(async ({ id, record }, index) => {
      const known = storedArtist(id, record);
      if (known) return known;
      try {
        const artist = await lookUp(id);
        const images = artist.images.map((i) => i.url);
        return {
          id,
          name: artist.name,
          image: images[0] ?? null,
          images,
          popularity: popularity(artist.popularity),
        };
      } catch (error) {
        console.error('Artist restore failed', error);
        const name = COPY.chat.fallbackArtist(index + 1);
        return { id, name, image: null, images: [], popularity: OTHER_FALLBACK_POPULARITY };
      }
    }),
  );
}

function artistNames(v: unknown): { name: string }[] {
  if (!Array.isArray(v)) return [];
  return v
    .map((a) => (isRecord(a) ? text(a.name) : text(a)))
    .filter((n): n is string => n !== null)
    .map((name) => ({ name }));
}

function storedSong(id: string, r: Loose): ReferenceSong {
  const album = isRecord(r.album)
    ? { name: text(r.album.name), images: urls(r.album.images) }
    : { name: text(r.album) ?? text(r.album_name), images: urls(r.album_images) };
  const cover = text(r.track_coverart) ?? text(r.cover_art);
  const artists = artistNames(r.artists);
  const single = text(r.artist_name);
  if (artists.length === 0 && single) artists.push({ name: single });
  return {
    id,
    name: text(r.track_name) ?? text(r.name) ?? '',
    artists,
    album: {
      name: album.name ?? UNKNOWN_ALBUM,
      images: album.images.length ? album.images : cover ? [cover] : [],
    },
    popularity: popularity(r.popularity),
    track_coverart: cover ?? album.images[0] ?? null,
  };
}

/** Stored songs; a song without a name or artwork is completed from GET /api/tracks/{id}. */
export async function restoreSongs(
  ids: readonly string[],
  stored: readonly unknown[],
  lookUp: TrackLookUp,
): Promise<ReferenceSong[]> {
  return Promise.all(
    savedEntries(ids, stored).map(async ({ id, record }) => {
      const song = storedSong(id, record);
      if (song.name && song.album.images.length > 0) return song;
      try {
        const track = await lookUp(id);
        const images = track.album.images.map((i) => i.url);
        return {
          ...song,
          name: song.name || track.name,
          artists: song.artists.length ? song.artists : track.artists.map((a) => ({ name: a.name })),
          album: {
            name: song.album.name === UNKNOWN_ALBUM ? track.album.name || UNKNOWN_ALBUM : song.album.name,
            images,
          },
          track_coverart: song.track_coverart ?? track.track_coverart ?? images[0] ?? null,
        };
      } catch (error) {
        console.error('Song restore failed', error);
        return { ...song, name: song.name || COPY.chat.unknownSong };
      }
    }),
  );
}

/** Saved moods by id or name, known ones with their colour, unknown ones grey; no duplicates. */
export function restoreMoods(saved: readonly string[]): Mood[] {
  const moods = saved.filter((s) => s.trim()).map(restoreMood);
  return moods.filter((m, i) => moods.findIndex((x) => x.id === m.id) === i);
}

/** Saved genres; ids are the lowercased names with hyphens; no duplicates. */
export function restoreGenres(saved: readonly string[]): Genre[] {
  const genres = saved.filter((s) => s.trim()).map(restoreGenre);
  return genres.filter((g, i) => genres.findIndex((x) => x.id === g.id) === i);
}
