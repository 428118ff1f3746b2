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
 *
 * `strong` counts notes, not syllables: one syllable a note, so while the line has as many syllables as
 * the phrase has notes, note i takes syllable i. A line longer than that sings its extra syllables on
 * held notes (up to `syllablesMax - syllables` of them), each held note taking two and moving every
 * later note one syllable on. Which notes are held is not sent, but a held note is always a strong
 * one (twice the phrase's typical length, where 1.5 times makes a note strong: PHRASING in
 * @lyricist/melody), so the singer's best choice among the strong notes is the one read here.
 */
export function strongBeatsMissed(melody: MelodyTarget, line: string): number {
  if (melody.strong.length === 0) return 0;
  const stress = lineStress(line);
  const notes = melody.syllables;
  const strong = new Set(melody.strong);
  const held = Math.max(0, (melody.syllablesMax ?? notes) - notes);
  const split = Math.min(
    held,
    Math.max(0, stress.length - notes),
    melody.strong.filter((i) => i < notes).length,
  );
  const misses = (syllable: number) => (stress[syllable] === '1' ? 0 : 1);
  // best[k]: the fewest strong notes missed so far with k held notes sung with two syllables.
  let best = Array.from({ length: split + 1 }, (_, k) => (k === 0 ? 0 : Number.POSITIVE_INFINITY));
  for (let note = 0; note < notes; note++) {
    const next = Array.from({ length: split + 1 }, () => Number.POSITIVE_INFINITY);
    for (let k = 0; k <= split; k++) {
      const sofar = best[k] as number;
      if (sofar === Number.POSITIVE_INFINITY) continue;
      const cost = sofar + (strong.has(note) ? misses(note + k) : 0);
      next[k] = Math.min(next[k] as number, cost);
      if (strong.has(note) && k < split) next[k + 1] = Math.min(next[k + 1] as number, cost);
    }
    best = next;
  }
  // Strong notes past the phrase's count (none from the writer's own memos) fall after every held one.
  const beyond = melody.strong.filter((i) => i >= notes).reduce((sum, i) => sum + misses(i + split), 0);
  return (best[split] as number) + beyond;
}
