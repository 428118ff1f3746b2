import { COPY } from '@lyricist/shared/copy';
import { SEARCH_DEBOUNCE_MS } from '@lyricist/shared/web-constants';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useAppConfig } from '@/features/config/api/get-config';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useChooseArtists, usePlatformArtists } from '../api/my-artists-api';
import { SearchBox } from './search-box';

/**
 * On platforms that cannot say which artists an account manages (Musixmatch), the writer adds
 * "my artists" from the platform's own search (ADR 013). Hidden where claims are real.
 */
export function ArtistFinder({ myArtistIds }: { myArtistIds: string[] }) {
  const { choosesArtists, platformName } = useAppConfig();
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const found = usePlatformArtists(choosesArtists ? debounced : '');
  const choose = useChooseArtists();
  if (!choosesArtists) return null;
  const mine = new Set(myArtistIds);
  const label = COPY.chat.findArtists(platformName);

  return (
    <div className="border-t border-border">
      <SearchBox value={query} onChange={setQuery} placeholder={label} />
      <ul className="max-h-32 overflow-y-auto overscroll-contain p-1">
        {(found.data ?? [])
          .filter((artist) => !mine.has(artist.id))
          .map((artist) => (
            <li key={artist.id} className="flex items-center gap-2.5 px-2 py-1 text-sm">
              <span className="min-w-0 flex-1 truncate">{artist.name}</span>
              <button
                type="button"
                aria-label={COPY.chat.addToMyArtists(artist.name)}
                disabled={choose.isPending}
                onClick={() => choose.mutate([...myArtistIds, artist.id])}
                className="grid size-7 shrink-0 cursor-pointer place-items-center rounded-full hover:bg-surface-2 disabled:opacity-50"
              >
                <Plus className="size-4" />
              </button>
            </li>
          ))}
      </ul>
    </div>
  );
}
