import { COPY } from '@lyricist/shared/copy';
import { GENRES, MOODS } from '@lyricist/shared/moods-genres';
import type { ReferenceSong } from '@lyricist/shared/sessions/contracts';
import { Disc3, Smile } from 'lucide-react';
import { useMemo } from 'react';
import { useSongsByArtist, useUserArtists } from '../api/claimed-catalogue-api';
import { artistFromClaimed, songFromClaimed } from '../claimed-catalogue';
import type { References } from '../hooks/use-references';
import { ArtistsDropdown } from './artists-dropdown';
import { SongsDropdown } from './songs-dropdown';
import { TagDropdown } from './tag-dropdown';

/** The row under the input: 'My Artists', 'My Songs', 'Mood', 'Genre'; scrolls sideways on phones. */
export function ChipRow({ references }: { references: References }) {
  const artistsQuery = useUserArtists();
  // Songs are asked for once the real artist list is in, not for the cached placeholder.
  const songsQuery = useSongsByArtist(artistsQuery.isPlaceholderData ? undefined : artistsQuery.data);
  const artists = useMemo(() => (artistsQuery.data ?? []).map(artistFromClaimed), [artistsQuery.data]);
  const songsByArtist = useMemo(() => {
    const grouped: Record<string, ReferenceSong[]> = {};
    for (const [artistId, songs] of Object.entries(songsQuery.data ?? {}))
      grouped[artistId] = songs.map(songFromClaimed);
    return grouped;
  }, [songsQuery.data]);

  return (
    <div className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-0.5 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
      <ArtistsDropdown artists={artists} isLoading={artistsQuery.isFetching} pinned={references.artists} />
      <SongsDropdown
        songsByArtist={songsByArtist}
        artists={artists}
        isLoading={artistsQuery.isFetching || songsQuery.isFetching}
        pinned={references.songs}
      />
      <TagDropdown
        kind="mood"
        title={COPY.chat.mood}
        icon={<Smile />}
        options={MOODS}
        pinned={references.moods}
      />
      <TagDropdown
        kind="genre"
        title={COPY.chat.genre}
        icon={<Disc3 />}
        options={GENRES}
        pinned={references.genres}
      />
    </div>
  );
}
