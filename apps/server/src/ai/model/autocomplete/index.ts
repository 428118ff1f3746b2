import type { AutocompleteInput, AutocompleteOutput } from '@lyricist/shared/ai/contracts';
import type { ModelTask } from '../task';
import { AUTOCOMPLETE_SYSTEM_PROMPT, autocompleteMessages, cursorContext } from './prompt';
import { autocompleteTaskSchema } from './schema';
import { tidySuggestion } from './tidy';

/** Ghost text at the cursor. */
export function autocompleteTask(input: AutocompleteInput): ModelTask<AutocompleteOutput> {
  const { partial } = cursorContext(input);
  return {
    name: 'autocomplete',
    schema: autocompleteTaskSchema,
    system: AUTOCOMPLETE_SYSTEM_PROMPT,
    messages: autocompleteMessages(input),
    temperature: 'creative',
    maxOutputTokens: 100,
    finish: (output) => ({ suggestion: tidySuggestion(output.suggestion, partial) }),
  };
}
