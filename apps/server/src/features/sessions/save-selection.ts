import type {
  GenresBody,
  MoodsBody,
  ReferenceArtistsBody,
  ReferenceSongsBody,
} from '@lyricist/shared/sessions/contracts';
import { type SessionRow, updateOwnedSession } from './owned-session';
import { refreshStyleDirector, type StyleDirectorDeps } from './refresh-style-director';

type SelectionChanges = Partial<
  Pick<
    SessionRow,
    'referenceArtistIds' | 'referenceArtists' | 'referenceSongIds' | 'referenceSongs' | 'moods' | 'genres'
  >
>;

/** Replaces pinned lists of the user's own session, then refreshes the style director. */
async function saveSelection(
  deps: StyleDirectorDeps,
  userId: string,
  sessionId: string,
  changes: SelectionChanges,
): Promise<SessionRow> {
  const saved = await updateOwnedSession(deps.db, userId, sessionId, changes);
  return refreshStyleDirector(deps, userId, saved);
}

export const saveReferenceArtists = (
  deps: StyleDirectorDeps,
  userId: string,
  sessionId: string,
  body: ReferenceArtistsBody,
) =>
  saveSelection(deps, userId, sessionId, {
    referenceArtistIds: body.artistIds,
    referenceArtists: body.artistsData,
  });

export const saveReferenceSongs = (
  deps: StyleDirectorDeps,
  userId: string,
  sessionId: string,
  body: ReferenceSongsBody,
) =>
  saveSelection(deps, userId, sessionId, { referenceSongIds: body.songIds, referenceSongs: body.songsData });

export const saveMoods = (deps: StyleDirectorDeps, userId: string, sessionId: string, body: MoodsBody) =>
  saveSelection(deps, userId, sessionId, { moods: body.moods });

export const saveGenres = (deps: StyleDirectorDeps, userId: string, sessionId: string, body: GenresBody) =>
  saveSelection(deps, userId, sessionId, { genres: body.genres });
