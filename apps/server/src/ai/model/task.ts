import type { ModelMessage } from 'ai';
import type { z } from 'zod';

/**
 * One AI task as the model provider runs it: what to ask (system prompt and messages) and the
 * shared zod schema the answer must match. `finish` tidies a valid answer (quotes, extra lines);
 * its result is validated again, so tidying can never let bad output through.
 */
export type ModelTask<T> = {
  name: string;
  schema: z.ZodType<T>;
  system: string;
  messages: ModelMessage[];
  temperature: number;
  finish?: (output: T) => T;
};

/** Runs a task against the configured model within `timeoutMs`; failures are AppErrors (502). */
export type TaskRunner = <T>(task: ModelTask<T>, timeoutMs: number) => Promise<T>;
