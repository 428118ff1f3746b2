import type { StyleDirector } from '@lyricist/shared/ai/contracts';
import { isLabel, labelRole, type Role } from '../compose/section';
import { rhymes } from '../phonetics/rhyme';
import { lineSyllables } from '../phonetics/syllables';
import { lastWord, normalizeLine } from '../util/text';

/** Where the cursor is, in song terms: which stanza, which line of it, and what is already there. */
export type LyricContext = {
  isTail: boolean;
  /** Text before the cursor on the active line (finish-the-line case). */
  partial: string;
  /** Stanza lines above the active line, in order. */
  before: string[];
  /** Stanza lines below the active line. */
  after: string[];
  existing: Set<string>;
  shouldCapitalize: boolean;
  otherLines: string[];
  /** How many stanzas come before this one, and what a "[Chorus]"-style label says it is. */
  stanzaIndex: number;
  label: Role | null;
};

export function readContext(lyrics: string, cursorPosition: number): LyricContext {
  const lines = lyrics.split('\n');
  const cursor = Math.max(
    0,
    Math.min(Number.isFinite(cursorPosition) ? cursorPosition : lyrics.length, lyrics.length),
  );
  let start = 0;
  let active = 0;
  for (; active < lines.length - 1; active++) {
    const len = (lines[active] as string).length;
    if (cursor <= start + len) break;
    start += len + 1;
  }
  const partial = (lines[active] ?? '').slice(0, cursor - start);
  const before: string[] = [];
  for (let i = active - 1; i >= 0 && (lines[i] as string).trim() !== ''; i--)
    before.unshift(lines[i] as string);
  let label: Role | null = null;
  if (before[0] !== undefined && isLabel(before[0])) label = labelRole(before.shift() as string);
  let stanzaIndex = 0;
  for (let i = active - before.length - 1; i > 0; i--)
    if ((lines[i] as string).trim() === '' && (lines[i - 1] as string).trim() !== '') stanzaIndex++;
  const after: string[] = [];
  for (let i = active + 1; i < lines.length && (lines[i] as string).trim() !== ''; i++)
    after.push(lines[i] as string);
  const otherLines = lines.filter((l, i) => i !== active && l.trim() !== '' && !isLabel(l));
  const starts = otherLines.map((l) => l.trim().charAt(0));
  const upper = starts.filter((c) => c !== c.toLowerCase()).length;
  return {
    isTail: partial.trim() !== '',
    partial: partial.trimEnd(),
    before,
    after,
    existing: new Set(otherLines.map(normalizeLine)),
    shouldCapitalize: starts.length === 0 || upper * 2 >= starts.length,
    otherLines,
    stanzaIndex,
    label,
  };
}

/** Which earlier line of the stanza the line at `position` should rhyme with, per the scheme. */
export function partnerIndex(scheme: StyleDirector['rhymeScheme'], position: number): number | null {
  switch (scheme) {
    case 'AABB':
      return position % 2 === 1 ? position - 1 : null;
    case 'ABAB':
      return position % 4 >= 2 ? position - 2 : null;
    case 'ABCB':
      return position % 4 === 3 ? position - 2 : null;
    case 'AAAA':
      return position > 0 ? position - 1 : null;
    default:
      return null;
  }
}

const endsRhyme = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && rhymes(lastWord(a) ?? '', lastWord(b) ?? '') !== null;

/** Without a style director, read the scheme off the stanza written so far. */
export function inferScheme(lines: readonly string[]): StyleDirector['rhymeScheme'] {
  const [l0, l1, l2, l3] = lines;
  if (endsRhyme(l0, l1)) return endsRhyme(l1, l2) ? 'AAAA' : 'AABB';
  if (endsRhyme(l0, l2)) return 'ABAB';
  if (endsRhyme(l1, l3)) return 'ABCB';
  return lines.length >= 2 ? 'ABAB' : 'AABB';
}

/** The syllable count to aim for: the stanza's own average, else the song's, else the style's. */
export function syllableTarget(ctx: LyricContext, style: StyleDirector | null): number {
  const stanza = [...ctx.before, ...ctx.after];
  const pool = stanza.length > 0 ? stanza : ctx.otherLines;
  if (pool.length === 0) return style?.syllablesPerLine.target ?? 8;
  const mean = pool.reduce((s, l) => s + lineSyllables(l), 0) / pool.length;
  return Math.max(3, Math.round(mean));
}
