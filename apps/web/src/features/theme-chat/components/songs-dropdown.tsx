import { COPY } from '@lyricist/shared/copy';
import type { ReferenceSong } from '@lyricist/shared/sessions/contracts';
import { Music } from 'lucide-react';
import { useMemo } from 'react';
import { track } from '@/lib/analytics';
import type { PinnedList } from '../hooks/use-pinned-list';
import { type RankableArtist, rankSongGroups } from '../song-ranking';
import { type PickerKind, PickerOption, ReferencePicker, usePickerSearch } from './reference-picker';

const SONGS: PickerKind = {
  testId: 'chip-songs',
  title: COPY.chat.mySongs,
  icon: <Music />,
  searchPlaceholder: COPY.chat.searchSongs,
  empty: { title: COPY.chat.noSongs, hint: COPY.chat.noSongsHint },
  events: { open: 'clicked_my_songs', clear: 'clicked_clear_songs', remove: 'clicked_remove_song' },
};

type SongsDropdownProps = {
  songsByArtist: Record<string, ReferenceSong[]>;
  artists: RankableArtist[];
  isLoading: boolean;
  pinned: PinnedList<ReferenceSong>;
};

/** 'My Songs': library songs grouped by artist, searched and ranked per R-catalogue-4 and R-catalogue-5. */
export function SongsDropdown({ songsByArtist, artists, isLoading, pinned }: SongsDropdownProps) {
  const search = usePickerSearch();
  const allGroups = useMemo(() => rankSongGroups(songsByArtist, artists, ''), [songsByArtist, artists]);
  const groups = useMemo(
    () => rankSongGroups(songsByArtist, artists, search.debouncedQuery),
    [songsByArtist, artists, search.debouncedQuery],
  );
  const selectedIds = new Set(pinned.items.map((s) => s.id));

  return (
    <ReferencePicker
      kind={SONGS}
      pinned={pinned}
      search={search}
      isLoading={isLoading}
      hasItems={allGroups.length > 0}
      hasMatches={groups.length > 0}
    >
      <div className="max-h-96 min-h-0 overflow-y-auto overscroll-contain pb-1">
        {groups.map((group) => (
          <section key={group.artistId} aria-label={group.artistName} data-testid="song-group">
            <h3 className="sticky top-0 z-10 bg-surface/95 px-3 pb-1 pt-2.5 text-[11px] font-semibold uppercase tracking-wider text-muted backdrop-blur">
              {group.artistName}
            </h3>
            <ul className="px-1">
              {group.songs.map((song) => (
                <PickerOption
                  key={song.id}
                  testId="song-option"
                  image={song.track_coverart ?? song.album.images[0]}
                  isRound={false}
                  isSelected={selectedIds.has(song.id)}
                  onPick={() => {
                    track('clicked_reference_song', { song: song.name });
                    pinned.add(song);
                  }}
                >
                  <span data-part="title" className="block truncate">
                    {song.name}
                  </span>
                  <span className="block truncate text-xs text-muted">{song.album.name}</span>
                </PickerOption>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </ReferencePicker>
  );
}
