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
  /** Which configured temperature applies: writing lines, or reading the writer's story. */
  temperature: 'creative' | 'analytic';
  /** Enough for a full valid answer; a model that runs on past it is cut off (a clear 502). */
  maxOutputTokens: number;
  finish?: (output: T) => T;
};

/** Runs a task against the configured model within `timeoutMs`; failures are AppErrors (502). */
export type TaskRunner = <T>(task: ModelTask<T>, timeoutMs: number) => Promise<T>;
