import type { StyleDirector } from '@lyricist/shared/ai/contracts';
import { labelRole, type Role } from '../compose/section';
import { isSectionLine, readSections, type SectionReading } from '../form/sections';
import { lineSyllables } from '../phonetics/syllables';
import { normalizeLine } from '../util/text';

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
  /** The song's stanzas above this one, labels dropped: the form they keep is evidence for this one. */
  earlier: string[][];
  /** How many stanzas come before this one, and what a "[Chorus]"-style label says it is. */
  stanzaIndex: number;
  label: Role | null;
  /** The section the cursor is in, and what the song's other sections say (form/sections.ts). */
  section: SectionReading;
};

/** A blank line or a section tag ends a stanza: the lines above it are not this stanza's partners. */
const breaksStanza = (line: string) => line.trim() === '' || isSectionLine(line);

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
  for (let i = active - 1; i >= 0 && !breaksStanza(lines[i] as string); i--)
    before.unshift(lines[i] as string);
  const section = readSections(lines, active);
  const label = section.tag === null ? null : labelRole(section.tag);
  let stanzaIndex = 0;
  for (let i = active - before.length - 1; i > 0; i--)
    if (breaksStanza(lines[i] as string) && !breaksStanza(lines[i - 1] as string)) stanzaIndex++;
  const after: string[] = [];
  for (let i = active + 1; i < lines.length && !breaksStanza(lines[i] as string); i++)
    after.push(lines[i] as string);
  const earlier: string[][] = [[]];
  for (const l of lines.slice(0, active - before.length)) {
    if (breaksStanza(l)) earlier.push([]);
    else earlier[earlier.length - 1]?.push(l);
  }
  const otherLines = lines.filter((l, i) => i !== active && !breaksStanza(l));
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
    earlier: earlier.filter((st) => st.length > 0),
    stanzaIndex,
    label,
    section,
  };
}

/**
 * The syllable count to aim for: the partner line's (a rhyming pair should scan alike), else the
 * stanza's own average, else the song's, else the style's.
 */
export function syllableTarget(ctx: LyricContext, style: StyleDirector | null, partner?: string): number {
  if (partner !== undefined) return Math.max(3, lineSyllables(partner));
  const stanza = [...ctx.before, ...ctx.after];
  const pool = stanza.length > 0 ? stanza : ctx.otherLines;
  if (pool.length === 0) return style?.syllablesPerLine.target ?? 8;
  const mean = pool.reduce((s, l) => s + lineSyllables(l), 0) / pool.length;
  return Math.max(3, Math.round(mean));
}
