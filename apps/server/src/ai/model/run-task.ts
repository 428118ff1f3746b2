import { isStorableText } from '@lyricist/shared/text';
import { generateText, type LanguageModel, Output } from 'ai';
import { z } from 'zod';
import { invalidOutputError, providerError } from './provider-error';
import type { ModelTask, TaskRunner } from './task';

/** The provider name; also the key of its provider options. */
export const MODEL_PROVIDER_NAME = 'lyricist-model';

/**
 * Servers that ignore `response_format` still see the schema: it is part of the instructions.
 * The schema is generated from the shared zod contract, so prompt and validation cannot drift.
 */
export function withJsonInstruction(system: string, schema: z.ZodType): string {
  const jsonSchema = JSON.stringify(z.toJSONSchema(schema));
  return `${system}\n\nAnswer with one JSON object and nothing else: no prose, no code fences. It must match this JSON Schema:\n${jsonSchema}`;
}

/** NUL or a lone surrogate (JSON can carry both as escapes) would make PostgreSQL refuse the row. */
function isStorable(value: unknown): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (Array.isArray(value)) return value.every(isStorable);
  if (value && typeof value === 'object') return Object.values(value).every(isStorable);
  return true;
}

/** Runs tasks against one model: one attempt each (retries would blow the spec's time limits). */
export function createTaskRunner(model: LanguageModel): TaskRunner {
  return async <T>(task: ModelTask<T>, timeoutMs: number): Promise<T> => {
    const signal = AbortSignal.timeout(timeoutMs);
    let output: T;
    try {
      const result = await generateText({
        model,
        system: withJsonInstruction(task.system, task.schema),
        messages: task.messages,
        output: Output.object({ schema: task.schema, name: task.name }),
        temperature: task.temperature,
        maxRetries: 0,
        abortSignal: signal,
        // Non-strict: OpenAI's strict mode refuses schemas with keywords it does not support;
        // zod validates the answer either way.
        providerOptions: { [MODEL_PROVIDER_NAME]: { strictJsonSchema: false } },
      });
      output = result.output;
    } catch (error) {
      throw providerError(task.name, error, { timedOut: signal.aborted, timeoutMs });
    }
    if (!isStorable(output)) throw invalidOutputError(task.name, 'UnstorableText');
    if (!task.finish) return output;
    const finished = task.schema.safeParse(task.finish(output));
    if (finished.success) return finished.data;
    throw invalidOutputError(task.name, 'InvalidAfterTidy');
  };
}
