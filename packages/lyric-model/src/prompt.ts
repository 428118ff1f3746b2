import type { AutocompleteInput } from '@lyricist/shared/ai/contracts';
import { PREAMBLE } from './preamble';

/** How much of the song before the cursor the model reads: the stanza at hand and the one or two before. */
const SONG_CHARS = 700;

/**
 * The song as a lyric page a base language model continues: the preamble's two songs, a title, then
 * the lyrics up to the cursor, the words already typed on its line included. The model writes on
 * from the cursor.
 */
export function lyricSheet(input: AutocompleteInput): string {
  const before = input.lyrics.slice(0, Math.max(0, Math.min(input.cursorPosition, input.lyrics.length)));
  // Whole lines where the window has a line break; the window's own characters where it has none.
  const window = before.slice(-SONG_CHARS);
  const song = before.length > SONG_CHARS ? window.slice(window.indexOf('\n') + 1) : before;
  return `${PREAMBLE}\n\n${title(input)}\n\n${song}`;
}

/**
 * A lyric page, as the model has read thousands, has a title. The song's first image is its title;
 * instructions ("About:", "Told in...") or a list of images only led a small model to talk about
 * songs or to list things.
 */
function title(input: AutocompleteInput): string {
  const image = input.storytelling?.images[0];
  return image ? image.replace(/\b[a-z]/g, (c) => c.toUpperCase()) : 'Untitled';
}

/** The same page with no song on it: what the model expects of a line anywhere (prefix of every prompt). */
export const blankPage = () => `${PREAMBLE}\n\nUntitled\n\n`;
