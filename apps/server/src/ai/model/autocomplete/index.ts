import { withPronunciations } from '@lyricist/lyric-engine';
import type { AutocompleteInput } from '@lyricist/shared/ai/contracts';
import type { ModelTask } from '../task';
import { chooseSuggestion, formTarget } from './keep-form';
import { AUTOCOMPLETE_SYSTEM_PROMPT, autocompleteMessages } from './prompt';
import { type AutocompleteTaskOutput, autocompleteTaskSchema } from './schema';

/** Ghost text at the cursor: several lines from the model, the one that keeps the song's form. */
export function autocompleteTask(input: AutocompleteInput): ModelTask<AutocompleteTaskOutput> {
  // The writer's own syllable counts measure the target and the model's lines alike.
  const own = <T>(run: () => T) => withPronunciations(input.pronunciations, run);
  const target = own(() => formTarget(input));
  return {
    name: 'autocomplete',
    schema: autocompleteTaskSchema,
    system: AUTOCOMPLETE_SYSTEM_PROMPT,
    messages: autocompleteMessages(input, target),
    temperature: 'creative',
    // The pick plus up to five candidate lines, each under MAX_SUGGESTION_WORDS.
    maxOutputTokens: 300,
    finish: (output) => ({ suggestion: own(() => chooseSuggestion(input, target, output)).suggestion }),
  };
}
