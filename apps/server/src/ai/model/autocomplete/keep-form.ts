import {
  autocomplete,
  type FormTarget,
  formTarget,
  pickKeepingForm,
  withPronunciations,
} from '@lyricist/lyric-engine';
import type { AutocompleteInput } from '@lyricist/shared/ai/contracts';
import type { AutocompleteTaskOutput } from './schema';
import { tidySuggestion } from './tidy';

/**
 * Language models rhyme poorly on their own, so each line the model offers is checked with the
 * engine's phonetics (rhyme with the partner line, syllables, not already in the song). The best one
 * that keeps the form is the suggestion; when none does, the embedded engine writes it instead.
 * Both steps are engine work: the server runs them in the engine's worker pool (engine-worker.ts),
 * never on the request loop, with the writer's own syllable counts.
 */
export type Chosen = { suggestion: string; source: 'model' | 'engine' };

export type KeepFormChoice = { input: AutocompleteInput; target: FormTarget; output: AutocompleteTaskOutput };

export function chooseSuggestion(
  input: AutocompleteInput,
  target: FormTarget,
  output: AutocompleteTaskOutput,
): Chosen {
  // The song's form already says what comes (a chorus sung again): no invented line beats it.
  if (target.repeat !== null) return { suggestion: target.repeat, source: 'engine' };
  const lines = [output.suggestion, ...(output.candidates ?? [])].map((c) =>
    tidySuggestion(c, target.partial),
  );
  const kept = pickKeepingForm(target, lines);
  if (kept !== null) return { suggestion: kept, source: 'model' };
  return { suggestion: autocomplete(input).suggestion, source: 'engine' };
}

/** The form the line at the cursor must keep, measured with the writer's own syllable counts. */
export const keepFormTarget = (input: AutocompleteInput): FormTarget =>
  withPronunciations(input.pronunciations, () => formTarget(input));

/** The line to show among the model's, or the engine's own, with the writer's own syllable counts. */
export const keepFormChoice = ({ input, target, output }: KeepFormChoice): Chosen =>
  withPronunciations(input.pronunciations, () => chooseSuggestion(input, target, output));
