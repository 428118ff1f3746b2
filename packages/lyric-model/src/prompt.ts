import type { AutocompleteInput } from '@lyricist/shared/ai/contracts';
import { PREAMBLE } from './preamble';

/** How much of the song before the cursor the model reads: the stanza at hand and the one or two before. */
const SONG_CHARS = 700;

/**
 * The song as a lyric sheet a base language model continues: a short header with what the
 * directors know (the story, its images, its feelings, how it is told), then the lyrics up to the
 * cursor, the words already typed on its line included. The model writes on from the cursor.
 */
export function lyricSheet(input: AutocompleteInput): string {
  const before = input.lyrics.slice(0, Math.max(0, Math.min(input.cursorPosition, input.lyrics.length)));
  const song =
    before.length > SONG_CHARS ? before.slice(before.indexOf('\n', before.length - SONG_CHARS) + 1) : before;
  return `${PREAMBLE}\n\n${header(input)}\n\n${song}`;
}

function header(input: AutocompleteInput): string {
  const story = input.storytelling;
  // A lyric page, as the model has read thousands: a title, then the words. The song's first image is
  // its title; instructions ("About:", "Told in...") or a list of images only lead a small model to
  // talk about songs or to list things.
  const image = story?.images[0];
  return image ? titleCase(image) : 'Untitled';
}

const titleCase = (text: string) => text.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** The same page with no song on it: what the model expects of a line anywhere (prefix of every prompt). */
export const blankPage = () => `${PREAMBLE}\n\nUntitled\n\n`;
