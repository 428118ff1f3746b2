import { RHYME_LETTERS } from '../constants';
import { lineWords } from './syllables';

/**
 * The rhyme-scheme letters (R-rhyme-letters-1): per stanza (blank-line separated) the last two
 * letters of each line's last word get a letter A to H in order of first appearance, cycling after 8.
 * Returns one entry per line of the text; null for blank lines and lines without a word.
 */
export function rhymeLetters(text: string): (string | null)[] {
  return rhymeLettersOfSlots(text.split('\n').map(rhymeSlot));
}

/**
 * What one line gives the scheme: STANZA_BREAK for a blank line, null for a line without a word,
 * else its rhyme ending. The editor keeps one per line, so a keystroke reads only its own line.
 */
export type RhymeSlot = string | null;
/** An ending always has a letter, so the empty string can mean a stanza break. */
export const STANZA_BREAK = '';

export function rhymeSlot(line: string): RhymeSlot {
  return line.trim() === '' ? STANZA_BREAK : rhymeEnding(line);
}

/** `rhymeLetters` over lines already read into slots (a whole text, or whole stanzas of one). */
export function rhymeLettersOfSlots(slots: readonly RhymeSlot[]): (string | null)[] {
  const letters: (string | null)[] = [];
  let keys = new Map<string, string>();
  for (const key of slots) {
    if (key === STANZA_BREAK) {
      keys = new Map();
      letters.push(null);
      continue;
    }
    if (key === null) {
      letters.push(null);
      continue;
    }
    let letter = keys.get(key);
    if (letter === undefined) {
      letter = RHYME_LETTERS[keys.size % RHYME_LETTERS.length] as string;
      keys.set(key, letter);
    }
    letters.push(letter);
  }
  return letters;
}

/** The last two letters of a line's last word, lowercased; null when the line has no word. */
export function rhymeEnding(line: string): string | null {
  const words = lineWords(line);
  const last = words[words.length - 1];
  if (last === undefined) return null;
  const letters = last.toLowerCase().replace(/[^a-z]/g, '');
  return letters.length === 0 ? null : letters.slice(-2);
}
