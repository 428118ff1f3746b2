import type { FormTarget } from '@lyricist/lyric-engine';
import type { AutocompleteInput, AutocompleteOutput } from '@lyricist/shared/ai/contracts';
import type { EnginePool } from '../../embedded/engine-pool';
import { invalidOutputError } from '../provider-error';
import type { ModelTask, TaskRunner } from '../task';
import { AUTOCOMPLETE_SYSTEM_PROMPT, autocompleteMessages } from './prompt';
import { type AutocompleteTaskOutput, autocompleteTaskSchema } from './schema';

/** What the model is asked for: several lines for the spot, told the form they must keep. */
export function autocompleteTask(
  input: AutocompleteInput,
  target: FormTarget,
): ModelTask<AutocompleteTaskOutput> {
  return {
    name: 'autocomplete',
    schema: autocompleteTaskSchema,
    system: AUTOCOMPLETE_SYSTEM_PROMPT,
    messages: autocompleteMessages(input, target),
    temperature: 'creative',
    // The pick plus up to five candidate lines, each under MAX_SUGGESTION_WORDS.
    maxOutputTokens: 300,
  };
}

/**
 * Ghost text at the cursor: several lines from the model, the one that keeps the song's form. The
 * form is read, and the lines judged (or the engine's own line written), in the engine's worker
 * pool: that is engine work, and on the request loop a long song would stall every other request.
 */
export async function modelAutocomplete(
  input: AutocompleteInput,
  { run, engine, timeoutMs }: { run: TaskRunner; engine: EnginePool; timeoutMs: number },
): Promise<AutocompleteOutput> {
  const target = await engine.run('keepFormTarget', input);
  const output = await run(autocompleteTask(input, target), timeoutMs);
  const { suggestion } = await engine.run('keepFormChoice', { input, target, output });
  // The chosen line is checked again, so tidying or the engine's line can never let bad output through.
  const chosen = autocompleteTaskSchema.safeParse({ suggestion });
  if (!chosen.success) throw invalidOutputError('autocomplete', 'InvalidAfterTidy');
  return { suggestion: chosen.data.suggestion };
}
