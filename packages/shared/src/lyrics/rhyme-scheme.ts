import { RHYME_LETTERS } from '../constants';
import { lineWords } from './syllables';

/**
 * The spec's rhyme-scheme letters (SPEC point 5): per stanza (blank-line separated) the last two
 * letters of each line's last word get a letter A to H in order of first appearance, cycling after 8.
 * Returns one entry per line of the text; null for blank lines and lines without a word.
 */
export function rhymeLetters(text: string): (string | null)[] {
  const letters: (string | null)[] = [];
  let keys = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      keys = new Map();
      letters.push(null);
      continue;
    }
    const key = rhymeEnding(line);
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
