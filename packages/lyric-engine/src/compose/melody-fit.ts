import type { MelodyTarget } from '@lyricist/shared/ai/contracts';
import { lineStress } from '../phonetics/syllables';

/**
 * How a line fits the melody it is sung to (issue 35): its syllables against the phrase's notes, and
 * its stressed syllables against the phrase's strong notes, by the engine's stress reading.
 */

/**
 * A memo's phrase wants its syllables exactly (R-ghost-10): a syllable off it costs twice one off the
 * stanza's count (line-builder.ts), and a second syllable off costs twice the first, so the closest line
 * wins unless none fits; a strong note left on an unstressed syllable costs half a stanza syllable.
 */
const MELODY_SYLLABLE_COST = 4;
export const STRONG_BEAT_COST = 1;
/**
 * Slant rhymes and plain frames ("I think about the X") cost twice as much too, so each is still worth
 * what it was in syllables: a perfect rhyme a syllable off beats a slant one that fits the phrase.
 */
export const MELODY_SCALE = 2;
/** Lines drawn per build: a phrase's exact length and a perfect rhyme together need more tries. */
export const MELODY_ATTEMPTS_SCALE = 2;

/** What being `off` syllables off the phrase costs: 4 for one, 12 for two, 20 for three. */
export const melodyMisfitCost = (off: number) => MELODY_SYLLABLE_COST * (off + Math.max(0, off - 1));

/** Syllables outside the phrase's range: 0 from `syllables` up to `syllablesMax` (a held note takes two). */
export function melodySyllableMisfit(melody: MelodyTarget, syllables: number): number {
  const most = Math.max(melody.syllables, melody.syllablesMax ?? melody.syllables);
  if (syllables < melody.syllables) return melody.syllables - syllables;
  return syllables > most ? syllables - most : 0;
}

/**
 * The strong notes the line leaves on an unstressed syllable, or past its end ("the" on a long note):
 * what a singer hears as a wrenched word. A stressed syllable on a short note is sung every day, so it
 * costs nothing.
 */
export function strongBeatsMissed(melody: MelodyTarget, line: string): number {
  if (melody.strong.length === 0) return 0;
  const stress = lineStress(line);
  return melody.strong.filter((i) => stress[i] !== '1').length;
}
