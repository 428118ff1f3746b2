import { SEARCH_DEBOUNCE_MS } from '@lyricist/shared/constants';
import { COPY } from '@lyricist/shared/copy';
import type { ReferenceArtist } from '@lyricist/shared/sessions/contracts';
import { Check, Mic2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { track } from '@/lib/analytics';
import { chipLabel } from '../chip-label';
import type { Selection } from '../hooks/use-selection';
import { filterArtists } from '../library';
import { SearchBox } from './search-box';
import { EmptyState, SelectedPills, SelectionChip } from './selection-chip';

type ArtistsDropdownProps = {
  artists: ReferenceArtist[];
  isLoading: boolean;
  selection: Selection<ReferenceArtist>;
};

/** 'My Artists': the claimed artists, searchable, selected ones disabled; stays open after a pick. */
export function ArtistsDropdown({ artists, isLoading, selection }: ArtistsDropdownProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const visible = useMemo(() => filterArtists(artists, debouncedQuery), [artists, debouncedQuery]);
  const selectedIds = new Set(selection.items.map((a) => a.id));

  const handleOpenChange = (open: boolean) => {
    if (open) track('clicked_my_artists');
    setIsOpen(open);
  };
  const handlePick = (artist: ReferenceArtist) => {
    track('clicked_reference_artist', { artist: artist.name });
    selection.add(artist);
  };

  return (
    <SelectionChip
      testId="chip-artists"
      title={COPY.chat.myArtists}
      label={chipLabel(
        selection.items.map((a) => a.name),
        COPY.chat.myArtists,
      )}
      icon={<Mic2 />}
      hasSelection={selection.items.length > 0}
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      onClear={() => {
        track('clicked_clear_artists');
        selection.clear();
      }}
    >
      {artists.length > 0 && (
        <SearchBox value={query} onChange={setQuery} placeholder={COPY.chat.searchArtists} />
      )}
      <SelectedPills
        items={selection.items}
        onRemove={(id) => {
          track('clicked_remove_artist');
          selection.remove(id);
        }}
      />
      {artists.length === 0 ? (
        isLoading ? (
          <EmptyState title={COPY.chat.loading} />
        ) : (
          <EmptyState title={COPY.chat.noArtists} hint={COPY.chat.noArtistsHint} />
        )
      ) : visible.length === 0 ? (
        <EmptyState title={COPY.chat.noMatches} />
      ) : (
        <ul className="max-h-32 overflow-y-auto overscroll-contain p-1">
          {visible.map((artist) => {
            const isSelected = selectedIds.has(artist.id);
            return (
              <li key={artist.id}>
                <button
                  type="button"
                  disabled={isSelected}
                  onClick={() => handlePick(artist)}
                  className="flex w-full cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-left text-sm hover:bg-surface-2 disabled:cursor-default disabled:opacity-50 disabled:hover:bg-transparent"
                >
                  {artist.image ? (
                    <img
                      src={artist.image}
                      alt=""
                      className="size-7 shrink-0 rounded-full bg-surface-2 object-cover"
                    />
                  ) : (
                    <span className="size-7 shrink-0 rounded-full bg-surface-2" />
                  )}
                  <span className="min-w-0 flex-1 truncate">{artist.name}</span>
                  {isSelected && <Check className="size-4 shrink-0 text-primary" />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </SelectionChip>
  );
}
