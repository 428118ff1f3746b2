import { autocomplete, type FormTarget, formTarget, pickKeepingForm } from '@lyricist/lyric-engine';
import type { AutocompleteInput } from '@lyricist/shared/ai/contracts';
import type { AutocompleteTaskOutput } from './schema';
import { tidySuggestion } from './tidy';

/**
 * Language models rhyme poorly on their own, so each line the model offers is checked with the
 * engine's phonetics (rhyme with the partner line, syllables, not already in the song). The best one
 * that keeps the form is the suggestion; when none does, the embedded engine writes it instead.
 */
export type Chosen = { suggestion: string; source: 'model' | 'engine' };

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

export { formTarget };
