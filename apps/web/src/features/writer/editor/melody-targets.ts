import { type RhymeSlot, STANZA_BREAK } from '@lyricist/shared/lyrics/rhyme-scheme';

/**
 * A stanza set against a memo's melody (issue 35 item 3, R-memo-9): its n-th line against the n-th
 * of the phrases it sings, the memo's from its first or the span the writer chose (R-memo-12: the
 * page passes `phrasesOfSpan`, so line 1 of a stanza linked to phrases 5–8 takes phrase 5). Stanzas
 * are runs of lines parted by blank lines and section tags, counted from 0, as the link stores them
 * (R-memo-8).
 */
export type LinkedPhrase = { syllables: number; syllablesMax: number; strongBeats: readonly number[] };
export type MelodyLink = { memoId: string; stanza: number; phrases: readonly LinkedPhrase[] };

/** A line's syllables (the margin's own count) against its phrase's range. */
export type LineTarget = { syllables: number; min: number; max: number };

/** What the margin already read of a line: a stanza break, or a line with its syllable count. */
type LineRead = { slot: RhymeSlot; syllables: number };

/** The stanza index of each line, null for the breaks between stanzas. */
export function stanzaIndexes(lines: readonly { slot: RhymeSlot }[]): (number | null)[] {
  let stanza = -1;
  let isInStanza = false;
  return lines.map((line) => {
    if (line.slot === STANZA_BREAK) {
      isInStanza = false;
      return null;
    }
    if (!isInStanza) stanza++;
    isInStanza = true;
    return stanza;
  });
}

/**
 * Each line's target: lines of a linked stanza get their phrase's, by order; lines past the memo's
 * phrases, and every other line, get null. One pass over lines already read: no text is read again.
 */
export function lineTargets(lines: readonly LineRead[], links: readonly MelodyLink[]): (LineTarget | null)[] {
  if (links.length === 0) return lines.map(() => null);
  const byStanza = new Map(links.map((link) => [link.stanza, link.phrases]));
  const stanzas = stanzaIndexes(lines);
  let lineInStanza = 0;
  return lines.map((line, i) => {
    const stanza = stanzas[i] ?? null;
    if (stanza === null) {
      lineInStanza = 0;
      return null;
    }
    const phrase = byStanza.get(stanza)?.[lineInStanza++];
    return phrase ? { syllables: line.syllables, min: phrase.syllables, max: phrase.syllablesMax } : null;
  });
}

/**
 * The links after an edit, each still on the stanza it was set to (R-memo-8): a stanza written above a
 * linked one moves its link down, one taken out above moves it up. `mapLine` takes a line of `before`
 * (0-based) to where the edit put it in `after`; a stanza whose first line went is found by its next
 * line. The same array when no link moved.
 */
export function movedLinks(
  links: readonly MelodyLink[],
  before: readonly { slot: RhymeSlot }[],
  after: readonly { slot: RhymeSlot }[],
  mapLine: (line: number) => number,
): readonly MelodyLink[] {
  const was = stanzaIndexes(before);
  const now = stanzaIndexes(after);
  let moved = false;
  const out = links.map((link) => {
    const first = was.indexOf(link.stanza);
    if (first < 0) return link;
    let line = mapLine(first);
    while (line < now.length && now[line] === null) line++;
    const stanza = now[line];
    if (stanza === undefined || stanza === null || stanza === link.stanza) return link;
    moved = true;
    return { ...link, stanza };
  });
  return moved ? out : links;
}

export const missesTarget = (t: LineTarget) => t.syllables < t.min || t.syllables > t.max;

/** "7 / 8", or "7 / 8–9" where a held note may take a second syllable. */
export const targetText = (t: LineTarget) =>
  `${t.syllables} / ${t.max > t.min ? `${t.min}–${t.max}` : t.min}`;

/** What a screen reader and a tooltip say: "7 syllables, the melody wants 8". */
export function targetLabel(t: LineTarget): string {
  const wants = t.max > t.min ? `${t.min} to ${t.max}` : String(t.min);
  return `${t.syllables} syllable${t.syllables === 1 ? '' : 's'}, the melody wants ${wants}`;
}

/**
 * The phrase the line at `index` is sung to (R-ghost-10), given the lines up to it: its stanza's, by
 * order. A blank line just below a linked stanza is the next line being written there: it gets the
 * phrase after the stanza's last line.
 */
export function phraseAt(
  lines: readonly { slot: RhymeSlot }[],
  links: readonly MelodyLink[],
  index: number,
): LinkedPhrase | null {
  if (links.length === 0 || index >= lines.length) return null;
  const stanzas = stanzaIndexes(lines.slice(0, index + 1));
  const isNewLine = stanzas[index] === null && index > 0 && stanzas[index - 1] !== null;
  const at = isNewLine ? index - 1 : index;
  const stanza = stanzas[at];
  if (stanza === null || stanza === undefined) return null;
  let first = at;
  while (first > 0 && stanzas[first - 1] === stanza) first--;
  const phrases = links.find((link) => link.stanza === stanza)?.phrases;
  return phrases?.[at - first + (isNewLine ? 1 : 0)] ?? null;
}
