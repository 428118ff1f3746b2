import { COPY } from '@lyricist/shared/copy';
import type { ReferenceArtist } from '@lyricist/shared/sessions/contracts';
import { Mic2 } from 'lucide-react';
import { useMemo } from 'react';
import { track } from '@/lib/analytics';
import { filterArtists } from '../claimed-catalogue';
import type { PinnedList } from '../hooks/use-pinned-list';
import { ArtistFinder } from './artist-finder';
import { type PickerKind, PickerOption, ReferencePicker, usePickerSearch } from './reference-picker';

const ARTISTS: PickerKind = {
  testId: 'chip-artists',
  title: COPY.chat.myArtists,
  icon: <Mic2 />,
  searchPlaceholder: COPY.chat.searchArtists,
  empty: { title: COPY.chat.noArtists, hint: COPY.chat.noArtistsHint },
  events: { open: 'clicked_my_artists', clear: 'clicked_clear_artists', remove: 'clicked_remove_artist' },
};

type ArtistsDropdownProps = {
  artists: ReferenceArtist[];
  isLoading: boolean;
  pinned: PinnedList<ReferenceArtist>;
};

/** 'My Artists': the claimed artists, searchable, selected ones disabled; stays open after a pick. */
export function ArtistsDropdown({ artists, isLoading, pinned }: ArtistsDropdownProps) {
  const search = usePickerSearch();
  const visible = useMemo(
    () => filterArtists(artists, search.debouncedQuery),
    [artists, search.debouncedQuery],
  );
  const selectedIds = new Set(pinned.items.map((a) => a.id));

  return (
    <ReferencePicker
      kind={ARTISTS}
      pinned={pinned}
      search={search}
      isLoading={isLoading}
      hasItems={artists.length > 0}
      hasMatches={visible.length > 0}
      footer={<ArtistFinder myArtistIds={artists.map((a) => a.id)} />}
    >
      <ul className="max-h-32 overflow-y-auto overscroll-contain p-1">
        {visible.map((artist) => (
          <PickerOption
            key={artist.id}
            image={artist.image}
            isRound
            isSelected={selectedIds.has(artist.id)}
            onPick={() => {
              track('clicked_reference_artist', { artist: artist.name });
              pinned.add(artist);
            }}
          >
            <span className="block truncate">{artist.name}</span>
          </PickerOption>
        ))}
      </ul>
    </ReferencePicker>
  );
}
