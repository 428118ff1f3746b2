import { isStorableText } from '@lyricist/shared/text';
import { generateText, jsonSchema, type LanguageModel, Output } from 'ai';
import type { z } from 'zod';
import type { ModelSettings } from '../../config/model-settings';
import { type Compatibility, stepDown } from './compatibility';
import { modelJsonSchema } from './loose-schema';
import { cutOffError, invalidOutputError, providerError } from './provider-error';
import type { ModelTask, TaskRunner } from './task';

/** The provider name; also the key of its provider options. */
export const MODEL_PROVIDER_NAME = 'lyricist-model';

/** At most one step down per thing a server can refuse (format twice, temperature, max_tokens). */
const MAX_ATTEMPTS = 5;

/**
 * Servers that ignore `response_format` (or with AI_STRUCTURED_OUTPUT=off) still see the schema:
 * it is part of the instructions, generated from the shared zod contract without length limits.
 */
export function withJsonInstruction(task: { name: string; system: string; schema: z.ZodType }): string {
  const schema = JSON.stringify(modelJsonSchema(task.schema));
  return `${task.system}\n\nAnswer with one JSON object and nothing else: no prose, no code fences. It must match this JSON Schema (${task.name}):\n${schema}`;
}

/** NUL or a lone surrogate (JSON can carry both as escapes) would make PostgreSQL refuse the row. */
function isStorable(value: unknown): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (Array.isArray(value)) return value.every(isStorable);
  if (value && typeof value === 'object') return Object.values(value).every(isStorable);
  return true;
}

/** The answer must match the full zod contract, limits included, whatever the model was sent. */
function outputOf<T>(task: ModelTask<T>) {
  const schema = jsonSchema<T>(modelJsonSchema(task.schema), {
    validate: (value) => {
      const parsed = task.schema.safeParse(value);
      return parsed.success ? { success: true, value: parsed.data } : { success: false, error: parsed.error };
    },
  });
  return Output.object({ schema, name: task.name });
}

type RunnerOptions = {
  settings: ModelSettings;
  compat: Compatibility;
  /** Told once each time the server refuses something and we stop sending it. */
  onStepDown: (what: string) => void;
};

/**
 * Runs tasks against one model. No blind retries (they would blow the time limits of R-limits-7): a call
 * is made again only after the server refused a setting we then stop sending, within the same
 * deadline.
 */
export function createTaskRunner(model: LanguageModel, options: RunnerOptions): TaskRunner {
  const { settings, compat } = options;
  return async <T>(task: ModelTask<T>, timeoutMs: number): Promise<T> => {
    const signal = AbortSignal.timeout(timeoutMs);
    let output: T | undefined;
    for (let attempt = 1; output === undefined; attempt++) {
      const sent = { ...compat };
      try {
        const result = await generateText({
          model,
          system: withJsonInstruction(task),
          messages: task.messages,
          output: outputOf(task),
          temperature: settings.temperatures[task.temperature] ?? undefined,
          maxOutputTokens: task.maxOutputTokens + settings.reasoningTokens,
          maxRetries: 0,
          abortSignal: signal,
          // Non-strict: OpenAI's strict mode refuses schemas with keywords it does not support.
          providerOptions: { [MODEL_PROVIDER_NAME]: { strictJsonSchema: false } },
        });
        if (result.finishReason === 'length') throw cutOffError(task.name);
        output = result.output;
      } catch (error) {
        const stepped = attempt < MAX_ATTEMPTS && !signal.aborted ? stepDown(compat, sent, error) : null;
        if (stepped) {
          options.onStepDown(stepped);
          continue;
        }
        throw providerError(task.name, error, { timedOut: signal.aborted, timeoutMs });
      }
    }
    if (!isStorable(output)) throw invalidOutputError(task.name, 'UnstorableText');
    if (!task.finish) return output;
    const finished = task.schema.safeParse(task.finish(output));
    if (finished.success) return finished.data;
    throw invalidOutputError(task.name, 'InvalidAfterTidy');
  };
}
