import { COPY } from '@lyricist/shared/copy';
import type { ChatReferences, ReferenceArtist, ReferenceSong } from '@lyricist/shared/sessions/contracts';
import { Check, Mic2, Music, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { track } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import type { PinnedList } from '../hooks/use-pinned-list';

export type OfferedPins = { artists: PinnedList<ReferenceArtist>; songs: PinnedList<ReferenceSong> };

type Offer = { key: string; name: string; icon: ReactNode; isPinned: boolean; onAdd: () => void };

/**
 * The artists and songs a reply found in the writer's message (issue 36), one tap each to pin. A
 * tap pins exactly as the My Artists / My Songs dropdowns do (same list, same automatic message);
 * an item already pinned shows so and cannot be pinned twice.
 */
export function ReferenceOffers({ offered, pinned }: { offered: ChatReferences; pinned: OfferedPins }) {
  const isIn = (list: { id: string }[], id: string) => list.some((x) => x.id === id);
  const offers: Offer[] = [
    ...offered.artists.map((artist) => ({
      key: `artist-${artist.id}`,
      name: artist.name,
      icon: <Mic2 />,
      isPinned: isIn(pinned.artists.items, artist.id),
      onAdd: () => {
        track('clicked_offered_artist', { artist: artist.name });
        pinned.artists.add(artist);
      },
    })),
    ...offered.songs.map((song) => ({
      key: `song-${song.id}`,
      name: COPY.chat.songByArtists(
        song.name,
        song.artists.map((a) => a.name),
      ),
      icon: <Music />,
      isPinned: isIn(pinned.songs.items, song.id),
      onAdd: () => {
        track('clicked_offered_song', { song: song.name });
        pinned.songs.add(song);
      },
    })),
  ];
  if (offers.length === 0) return null;

  return (
    <ul aria-label={COPY.chat.offeredReferences} className="flex max-w-[85%] flex-wrap gap-2">
      {offers.map((offer) => (
        <li key={offer.key} className="max-w-full">
          <button
            type="button"
            disabled={offer.isPinned}
            onClick={offer.onAdd}
            className={cn(
              'flex h-9 max-w-full cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm transition-colors disabled:cursor-default [&_svg]:size-3.5 [&_svg]:shrink-0',
              offer.isPinned
                ? 'border-primary/40 bg-primary/10 text-foreground/80'
                : 'border-border bg-surface text-foreground/90 hover:border-primary/50 hover:text-foreground',
            )}
          >
            {offer.icon}
            <span className="truncate">
              {offer.isPinned ? COPY.chat.pinnedReference(offer.name) : COPY.chat.addReference(offer.name)}
            </span>
            {offer.isPinned ? <Check className="text-primary" /> : <Plus className="opacity-70" />}
          </button>
        </li>
      ))}
    </ul>
  );
}
