import { SEARCH_DEBOUNCE_MS } from '@lyricist/shared/constants';
import { COPY } from '@lyricist/shared/copy';
import type { ReferenceSong } from '@lyricist/shared/sessions/contracts';
import { Check, Music } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { track } from '@/lib/analytics';
import { chipLabel } from '../chip-label';
import type { Selection } from '../hooks/use-selection';
import { type RankableArtist, rankSongGroups } from '../song-ranking';
import { SearchBox } from './search-box';
import { EmptyState, SelectedPills, SelectionChip } from './selection-chip';

type SongsDropdownProps = {
  songsByArtist: Record<string, ReferenceSong[]>;
  artists: RankableArtist[];
  isLoading: boolean;
  selection: Selection<ReferenceSong>;
};

/** 'My Songs': library songs grouped by artist, searched and ranked per SPEC point 5. */
export function SongsDropdown({ songsByArtist, artists, isLoading, selection }: SongsDropdownProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const allGroups = useMemo(() => rankSongGroups(songsByArtist, artists, ''), [songsByArtist, artists]);
  const groups = useMemo(
    () => rankSongGroups(songsByArtist, artists, debouncedQuery),
    [songsByArtist, artists, debouncedQuery],
  );
  const selectedIds = new Set(selection.items.map((s) => s.id));

  const handleOpenChange = (open: boolean) => {
    if (open) track('clicked_my_songs');
    setIsOpen(open);
  };
  const handlePick = (song: ReferenceSong) => {
    track('clicked_reference_song', { song: song.name });
    selection.add(song);
  };

  return (
    <SelectionChip
      testId="chip-songs"
      title={COPY.chat.mySongs}
      label={chipLabel(
        selection.items.map((s) => s.name),
        COPY.chat.mySongs,
      )}
      icon={<Music />}
      hasSelection={selection.items.length > 0}
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      onClear={() => {
        track('clicked_clear_songs');
        selection.clear();
      }}
    >
      {allGroups.length > 0 && (
        <SearchBox value={query} onChange={setQuery} placeholder={COPY.chat.searchSongs} />
      )}
      <SelectedPills
        items={selection.items}
        onRemove={(id) => {
          track('clicked_remove_song');
          selection.remove(id);
        }}
      />
      {allGroups.length === 0 ? (
        isLoading ? (
          <EmptyState title={COPY.chat.loading} />
        ) : (
          <EmptyState title={COPY.chat.noSongs} hint={COPY.chat.noSongsHint} />
        )
      ) : groups.length === 0 ? (
        <EmptyState title={COPY.chat.noMatches} />
      ) : (
        <div className="max-h-96 min-h-0 overflow-y-auto overscroll-contain pb-1">
          {groups.map((group) => (
            <section key={group.artistId} aria-label={group.artistName} data-testid="song-group">
              <h3 className="sticky top-0 z-10 bg-surface/95 px-3 pb-1 pt-2.5 text-[11px] font-semibold uppercase tracking-wider text-muted backdrop-blur">
                {group.artistName}
              </h3>
              <ul className="px-1">
                {group.songs.map((song) => {
                  const isSelected = selectedIds.has(song.id);
                  const cover = song.track_coverart ?? song.album.images[0];
                  return (
                    <li key={song.id}>
                      <button
                        type="button"
                        data-testid="song-option"
                        disabled={isSelected}
                        onClick={() => handlePick(song)}
                        className="flex w-full cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-left hover:bg-surface-2 disabled:cursor-default disabled:opacity-50 disabled:hover:bg-transparent"
                      >
                        {cover ? (
                          <img
                            src={cover}
                            alt=""
                            className="size-8 shrink-0 rounded-md bg-surface-2 object-cover"
                          />
                        ) : (
                          <span className="size-8 shrink-0 rounded-md bg-surface-2" />
                        )}
                        <span className="min-w-0 flex-1">
                          <span data-part="title" className="block truncate text-sm">
                            {song.name}
                          </span>
                          <span className="block truncate text-xs text-muted">{song.album.name}</span>
                        </span>
                        {isSelected && <Check className="size-4 shrink-0 text-primary" />}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
    </SelectionChip>
  );
}
