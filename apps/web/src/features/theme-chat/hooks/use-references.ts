import type { Genre, Mood } from '@lyricist/shared/moods-genres';
import type { ReferenceArtist, ReferenceSong, Session } from '@lyricist/shared/sessions/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { saveGenres, saveMoods, saveReferenceArtists, saveReferenceSongs } from '@/lib/sessions-api';
import { artistQueryOptions, trackQueryOptions } from '../api/catalogue-api';
import { addedArtistMessage, addedGenreMessage, addedMoodMessage, addedSongMessage } from '../auto-messages';
import {
  placeholderArtists,
  restoreArtists,
  restoreGenres,
  restoreMoods,
  restoreSongs,
} from '../restore-references';
import { type PinnedList, usePinnedList } from './use-pinned-list';

type ReferenceOptions = {
  sendMessage: (text: string, options: { isAutomatic: boolean }) => Promise<boolean>;
  ensureSessionId: () => Promise<string>;
  currentSessionId: () => string | null;
};

export type References = {
  artists: PinnedList<ReferenceArtist>;
  songs: PinnedList<ReferenceSong>;
  moods: PinnedList<Mood>;
  genres: PinnedList<Genre>;
  restore: (session: Session) => void;
};

/** The four pinned lists of the chip row, and their restoration from a saved session. */
export function useReferences(options: ReferenceOptions): References {
  const queryClient = useQueryClient();
  const artists = usePinnedList<ReferenceArtist>({
    ...options,
    save: saveReferenceArtists,
    messageFor: (a) => addedArtistMessage(a.name),
  });
  const songs = usePinnedList<ReferenceSong>({
    ...options,
    save: saveReferenceSongs,
    messageFor: addedSongMessage,
  });
  const moods = usePinnedList<Mood>({
    ...options,
    save: (id, list) =>
      saveMoods(
        id,
        list.map((m) => m.id),
      ),
    messageFor: (m) => addedMoodMessage(m.name),
  });
  const genres = usePinnedList<Genre>({
    ...options,
    save: (id, list) =>
      saveGenres(
        id,
        list.map((g) => g.id),
      ),
    messageFor: (g) => addedGenreMessage(g.name),
  });

  const { restore: restoreArtistItems } = artists;
  const { restore: restoreSongItems } = songs;
  const { restore: restoreMoodItems } = moods;
  const { restore: restoreGenreItems } = genres;
  const restore = useCallback(
    (session: Session) => {
      restoreMoodItems(restoreMoods(session.selectedMoods));
      restoreGenreItems(restoreGenres(session.selectedGenres));
      const { referenceArtistIds: artistIds, referenceArtistsJson: artistData } = session;
      restoreArtistItems(placeholderArtists(artistIds, artistData));
      void restoreArtists(artistIds, artistData, (id) => queryClient.fetchQuery(artistQueryOptions(id))).then(
        restoreArtistItems,
      );
      const { referenceSongIds: songIds, referenceSongsJson: songData } = session;
      void restoreSongs(songIds, songData, (id) => queryClient.fetchQuery(trackQueryOptions(id))).then(
        restoreSongItems,
      );
    },
    [queryClient, restoreArtistItems, restoreSongItems, restoreMoodItems, restoreGenreItems],
  );

  return { artists, songs, moods, genres, restore };
}
