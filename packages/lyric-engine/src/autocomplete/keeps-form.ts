import type { AutocompleteInput } from '@lyricist/shared/ai/contracts';
import { MAX_SUGGESTION_WORDS } from '@lyricist/shared/constants';
import { readForm } from '../form/scheme';
import { hookReturn, repeatAt } from '../form/sections';
import { isIdenticalRhyme, RHYME_GRADE_FLOOR, rhymeGrade } from '../phonetics/rhyme-grade';
import { lineSyllables } from '../phonetics/syllables';
import { countWords, lastWord, normalizeLine } from '../util/text';
import { readContext, syllableTarget } from './context';

/**
 * The form a line at the cursor must keep, and whether a candidate (from a language model, say)
 * keeps it: it rhymes with its partner line (perfect or a close slant, never an identical rhyme),
 * it is within two syllables of the target, and it is not a line the song already has.
 */
export type FormTarget = {
  /** The earlier line this one must rhyme with, or null when the form asks for no rhyme. */
  partner: string | null;
  syllables: number;
  /** Words already typed on the cursor's line; a candidate is the rest of it. */
  partial: string;
  existing: ReadonlySet<string>;
  /**
   * A line the song's form already dictates: the first chorus again in a later chorus, a stanza
   * sung again in an untagged song, or the hook line closing a first chorus (form/sections.ts). Null
   * when the line is the writer's to invent.
   */
  repeat: string | null;
};

const SYLLABLE_SLACK = 2;

export function formTarget(input: AutocompleteInput): FormTarget {
  const ctx = readContext(input.lyrics, input.cursorPosition);
  const { partner } = readForm(ctx.before, ctx.earlier, input);
  const partnerLine = partner === null ? undefined : ctx.before[partner];
  const hook = ctx.isTail ? null : hookReturn(ctx.section, partnerLine);
  return {
    partner: partnerLine ?? null,
    syllables: syllableTarget(ctx, input.style, partnerLine),
    partial: ctx.partial,
    existing: ctx.existing,
    repeat: repeatAt(ctx.section, ctx.before, ctx.earlier, ctx.partial) ?? hook,
  };
}

/** How far the candidate is from the form (0 is a perfect rhyme at the exact length), or null if it breaks it. */
export function formMisfit(target: FormTarget, candidate: string): number | null {
  const text = candidate.trim();
  if (text === '' || countWords(text) > MAX_SUGGESTION_WORDS) return null;
  const full = target.partial === '' ? text : `${target.partial} ${text}`;
  if (target.existing.has(normalizeLine(full))) return null;
  const off = Math.abs(lineSyllables(full) - target.syllables);
  if (off > SYLLABLE_SLACK) return null;
  if (target.partner === null) return off;
  const end = lastWord(full) ?? '';
  const partnerEnd = lastWord(target.partner) ?? '';
  const grade = rhymeGrade(end, partnerEnd);
  if (grade < RHYME_GRADE_FLOOR || isIdenticalRhyme(end, partnerEnd)) return null;
  return off + (1 - grade) * 4;
}

/** The candidate that keeps the form best, or null when none does. */
export function pickKeepingForm(target: FormTarget, candidates: readonly string[]): string | null {
  let best: string | null = null;
  let bestMisfit = Number.POSITIVE_INFINITY;
  for (const c of candidates) {
    const misfit = formMisfit(target, c);
    if (misfit !== null && misfit < bestMisfit) [best, bestMisfit] = [c, misfit];
  }
  return best;
}
