import type { AutocompleteInput, MelodyTarget } from '@lyricist/shared/ai/contracts';
import { MAX_SUGGESTION_WORDS } from '@lyricist/shared/constants';
import { melodySyllableMisfit, strongBeatsMissed } from '../compose/melody-fit';
import { readForm } from '../form/scheme';
import { hookReturn, repeatAt } from '../form/sections';
import { isIdenticalRhyme, RHYME_GRADE_FLOOR, rhymeGrade } from '../phonetics/rhyme-grade';
import { lineSyllables } from '../phonetics/syllables';
import { countWords, lastWord, normalizeLine } from '../util/text';
import { readContext, syllableTarget } from './context';

/**
 * The form a line at the cursor must keep, and whether a candidate (from a language model, say)
 * keeps it: it rhymes with its partner line (perfect or a close slant, never an identical rhyme),
 * it is within two syllables of the target, and it is not a line the song already has. A memo's
 * phrase, when the stanza is linked to one, sets the target instead of the stanza (R-ghost-10).
 */
export type FormTarget = {
  /** The earlier line this one must rhyme with, or null when the form asks for no rhyme. */
  partner: string | null;
  /** The whole line's syllables: the memo phrase's notes, else the stanza's count. */
  syllables: number;
  /** The memo phrase the line is sung to (its range of syllables and strong notes), or null. */
  melody: MelodyTarget | null;
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
/** A strong note on an unstressed syllable costs a quarter of a syllable off. */
const STRONG_BEAT_MISFIT = 0.25;

export function formTarget(input: AutocompleteInput): FormTarget {
  const ctx = readContext(input.lyrics, input.cursorPosition);
  const { partner } = readForm(ctx.before, ctx.earlier, input);
  const partnerLine = partner === null ? undefined : ctx.before[partner];
  const hook = ctx.isTail ? null : hookReturn(ctx.section, partnerLine);
  return {
    partner: partnerLine ?? null,
    syllables: input.melody ? input.melody.syllables : syllableTarget(ctx, input.style, partnerLine),
    melody: input.melody ?? null,
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
  const { melody } = target;
  const count = lineSyllables(full);
  const syllablesOff = melody ? melodySyllableMisfit(melody, count) : Math.abs(count - target.syllables);
  if (syllablesOff > SYLLABLE_SLACK) return null;
  const off = melody ? syllablesOff + strongBeatsMissed(melody, full) * STRONG_BEAT_MISFIT : syllablesOff;
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
