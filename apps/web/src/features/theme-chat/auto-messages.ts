import { COPY } from '@lyricist/shared/copy';
import type { ReferenceSong } from '@lyricist/shared/sessions/contracts';

/** The automatic user messages sent when an item is added (R-pinned-2). */

const { addedEmoji } = COPY.chat;

export const addedMoodMessage = (name: string) => `${addedEmoji.mood} ${COPY.chat.addedMood}${name}`;

export const addedGenreMessage = (name: string) => `${addedEmoji.genre} ${COPY.chat.addedGenre}${name}`;

export const addedArtistMessage = (name: string) => `${addedEmoji.artist} ${COPY.chat.addedArtist}${name}`;

/** 'Added reference song: X by A, B'; without artists the ' by' part is left out. */
export function addedSongMessage(song: Pick<ReferenceSong, 'name' | 'artists'>): string {
  const artists = song.artists.map((a) => a.name).filter(Boolean);
  const by = artists.length > 0 ? ` by ${artists.join(', ')}` : '';
  return `${addedEmoji.song} ${COPY.chat.addedSong}${song.name}${by}`;
}
