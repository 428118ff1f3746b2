import { MAX_CHAT_MESSAGE_CHARS, MAX_LYRICS_CHARS } from '@lyricist/shared/constants';

/**
 * The worst inputs a writer can send, at the limits (issue 12): what made one request hold the event
 * loop for a minute, and its relatives. Each text fits the route's own limit, so every one of them
 * reaches the engine.
 */
export type AbuseInput = { label: string; text: string };

/** A made-up word of `letters` letters: "aaaa…aba" is what the vowel-group pattern backtracked on. */
const madeUp = (letters: number, i = 0) => `${'a'.repeat(letters - 3)}b${'cdfghjklmnprstvwxz'[i % 18]}a`;

const CONSONANTS = 'bcdfghjklmnprstvwxz';

/** `n` spelled in consonants only, so the word's spelling rhyme (its last vowel group on) is its own. */
const consonantDigits = (n: number): string =>
  (n >= CONSONANTS.length ? consonantDigits(Math.floor(n / CONSONANTS.length)) : '') +
  CONSONANTS[n % CONSONANTS.length];

/**
 * Short made-up lines that rhyme with nothing, all different, in a single stanza: as many as fit,
 * with the cursor on a line whose index is 3 modulo 4 (a line the scheme asks to rhyme).
 */
function madeUpLines(max: number): string {
  const lines: string[] = [];
  let length = 0;
  for (let i = 0; length + 8 <= max; i++) {
    lines.push(`zo${consonantDigits(i)}\n`);
    length += (lines[i] as string).length;
  }
  return lines.slice(0, lines.length - ((lines.length + 1) % 4)).join('');
}

function fill(unit: string, max: number, prefix = '', suffix = ''): string {
  const room = max - prefix.length - suffix.length;
  return prefix + unit.repeat(Math.floor(room / unit.length)) + suffix;
}

/**
 * Lines of different 4,000-letter words, as many as fit with the cursor on a line whose index is 3
 * modulo 4: every rhyme scheme (AABB, ABAB, ABCB, AAAA) then asks to answer one of those words.
 */
function hugeWordLines(max: number): string {
  const fit = Math.floor(max / 4001);
  const count = Math.max(1, fit - ((fit + 1) % 4));
  const letters = Math.min(4000, max - 1);
  return Array.from({ length: count }, (_, i) => `${madeUp(letters, i)}\n`).join('');
}

/** Texts of up to `max` characters, the cursor at their end; the ones that stalled the server last. */
export function abuseTexts(max: number): AbuseInput[] {
  return [
    { label: 'a run of apostrophes', text: fill("'", max, 'lov', "in'\n") },
    { label: 'made-up lines in one stanza', text: madeUpLines(max) },
    { label: 'whitespace and punctuation', text: fill(' -\t.,;!?\'"', max, 'a', 'a\n') },
    { label: 'astral characters', text: fill('\u{1F3B5}\u{1D4B6} ', max, '', '\n') },
    { label: 'lines of 4,000-letter made-up words', text: hugeWordLines(max) },
    { label: 'one made-up word at the limit', text: `${madeUp(max - 1)}\n` },
  ];
}

export const LYRICS_INPUTS = abuseTexts(MAX_LYRICS_CHARS);
export const CHAT_INPUTS = abuseTexts(MAX_CHAT_MESSAGE_CHARS).map((i) => ({ ...i, text: i.text.trim() }));
