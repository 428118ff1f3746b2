/** Text helpers shared by the tasks: words, lines, stanzas, casing. */

const SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'but',
  'or',
  'of',
  'in',
  'on',
  'at',
  'to',
  'for',
  'by',
  'as',
]);

/** Lowercase word without surrounding punctuation; inner apostrophes kept ("don't", "lovin'"). */
export function cleanWord(raw: string): string {
  const letters = raw
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^a-z'-]/g, '');
  return trimChars(letters, "'-", '-');
}

/**
 * `text` without a leading run of `lead` characters and a trailing run of `tail` ones. A scan, not
 * a `^x+|x+$` pattern: that one retries its tail at every character of a long run (quadratic).
 */
export function trimChars(text: string, lead: string, tail = lead): string {
  let start = 0;
  let end = text.length;
  while (start < end && lead.includes(text.charAt(start))) start++;
  while (end > start && tail.includes(text.charAt(end - 1))) end--;
  return text.slice(start, end);
}

/** Words of a line, cleaned, empties dropped. Hyphenated words split so each half is looked up. */
export function wordsOf(line: string): string[] {
  return line
    .split(/[\s-]+/)
    .map(cleanWord)
    .filter((w) => /[a-z]/.test(w));
}

export function lastWord(line: string): string | undefined {
  const words = wordsOf(line);
  return words[words.length - 1];
}

/** Comparable form of a line, so "Hold on," and "hold on" count as the same line. */
export function normalizeLine(line: string): string {
  return wordsOf(line).join(' ');
}

export function countWords(text: string): number {
  const t = text.trim();
  return t === '' ? 0 : t.split(/\s+/).length;
}

/** Stanzas are runs of non-blank lines; returns each stanza's line indexes into the full text. */
export function stanzaRanges(lines: readonly string[]): number[][] {
  const stanzas: number[][] = [];
  let current: number[] = [];
  lines.forEach((line, i) => {
    if (line.trim() === '') {
      if (current.length > 0) stanzas.push(current);
      current = [];
    } else current.push(i);
  });
  if (current.length > 0) stanzas.push(current);
  return stanzas;
}

export function titleCase(text: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  return words
    .map((w, i) => {
      const lower = w.toLowerCase();
      if (i > 0 && i < words.length - 1 && SMALL_WORDS.has(lower)) return lower;
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(' ');
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

/** At most `max` UTF-16 units without splitting a surrogate pair (a lone half cannot be stored). */
export function clipText(text: string, max: number): string {
  const clipped = text.slice(0, max);
  return /[\ud800-\udbff]$/.test(clipped) ? clipped.slice(0, -1) : clipped;
}

/** Text as a regular expression that matches it literally: "Guns N' Roses (Live)" and all. */
export function literalPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Contractions writers type without the apostrophe ("im", "didnt", "theyll"), with it put back. Only
 * spellings that are no word of their own ("wont", "well", "ill", "hell" are words).
 */
export const TYPED_CONTRACTIONS: Readonly<Record<string, string>> = {
  im: "I'm",
  ive: "I've",
  dont: "don't",
  didnt: "didn't",
  doesnt: "doesn't",
  cant: "can't",
  isnt: "isn't",
  wasnt: "wasn't",
  werent: "weren't",
  havent: "haven't",
  hasnt: "hasn't",
  hadnt: "hadn't",
  arent: "aren't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  thats: "that's",
  theres: "there's",
  whats: "what's",
  shes: "she's",
  hes: "he's",
  theyre: "they're",
  theyll: "they'll",
  theyve: "they've",
  youre: "you're",
  youll: "you'll",
  youve: "you've",
  weve: "we've",
  whos: "who's",
  wouldve: "would've",
  couldve: "could've",
  shouldve: "should've",
  itll: "it'll",
  thatll: "that'll",
};

/** Whether a text holds a contraction typed without its apostrophe. */
export const hasTypedContraction = (text: string): boolean =>
  (text.toLowerCase().match(/[a-z]+/g) ?? []).some((w) => Object.hasOwn(TYPED_CONTRACTIONS, w));

/** "A" or "An" before a word, by its first letter: "An anthem", "A ballad". */
export const aOrAn = (word: string) => (/^[aeiou]/i.test(word) ? 'An' : 'A');
