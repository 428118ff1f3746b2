import type { NamedReferences } from '@lyricist/lyric-engine';
import { MAX_OFFERED_ARTISTS, MAX_OFFERED_SONGS } from '@lyricist/shared/constants';
import { COPY } from '@lyricist/shared/copy';
import type { ChatReferences } from '@lyricist/shared/sessions/contracts';
import type { EnginePool } from '../../ai/embedded/engine-pool';
import type { MusicPlatform } from '../../platform/types';
import { presentReferenceArtist, presentReferenceSong } from './present-references';
import { bestArtist, bestSong } from './reference-match';

export type ReferenceDeps = {
  engine: EnginePool;
  platform: MusicPlatform;
  log: { warn(details: object, message: string): void };
};

const CANDIDATES = 10;

const { addedMood, addedGenre, addedArtist, addedSong } = COPY.chat;
const ADDED = [addedMood, addedGenre, addedArtist, addedSong].map((p) => p.trim());
/** The app's own 'Added reference song: X by A' names what is already pinned: nothing to offer. */
const isAutomatic = (message: string) =>
  ADDED.some((prefix) => message.replace(/^[^A-Za-z]*/, '').startsWith(prefix));

/**
 * The artists and songs a writer's message names, as the platform's catalogue has them (issue 36):
 * the engine reads the names (in its workers: its patterns are not linear in the text), then each
 * is searched and its best match kept. Never throws: a name the catalogue lacks is left out, and a
 * failing engine or platform is logged and leaves the references empty.
 */
export async function findReferences(deps: ReferenceDeps, message: string): Promise<ChatReferences> {
  const none: ChatReferences = { artists: [], songs: [] };
  if (isAutomatic(message)) return none;
  let named: NamedReferences;
  try {
    named = await deps.engine.run('namedReferences', message);
  } catch (error) {
    deps.log.warn({ err: error }, 'Reading the artists a chat message names failed');
    return none;
  }
  const [artists, songs] = await Promise.all([
    Promise.all(named.artists.slice(0, MAX_OFFERED_ARTISTS).map((name) => findArtist(deps, name))),
    Promise.all(named.songs.slice(0, MAX_OFFERED_SONGS).map((song) => findSong(deps, song))),
  ]);
  return {
    artists: unique(artists.flatMap((a) => presentReferenceArtist(a) ?? [])),
    songs: unique(songs.flatMap((s) => presentReferenceSong(s) ?? [])),
  };
}

const unique = <T extends { id: string }>(items: T[]) =>
  items.filter((item, index) => items.findIndex((x) => x.id === item.id) === index);

async function search<T>(deps: ReferenceDeps, what: string, lookUp: () => Promise<T[]>): Promise<T[]> {
  try {
    return await lookUp();
  } catch (error) {
    deps.log.warn({ err: error, name: what }, 'A catalogue search for a chat reference failed');
    return [];
  }
}

async function findArtist(deps: ReferenceDeps, name: string) {
  const found = await search(deps, name, () => deps.platform.searchArtists(name, CANDIDATES));
  return bestArtist(name, found);
}

/** By title first (every platform finds that); then, for a named artist, by title and artist. */
async function findSong(deps: ReferenceDeps, named: { title: string; artist?: string }) {
  const { title, artist } = named;
  const byTitle = await search(deps, title, () => deps.platform.searchTracks(title, CANDIDATES));
  const found = bestSong(named, byTitle);
  if (found || !artist) return found;
  const query = `${title} ${artist}`;
  return bestSong(named, await search(deps, query, () => deps.platform.searchTracks(query, CANDIDATES)));
}
