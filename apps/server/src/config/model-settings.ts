import { AI_TIMEOUT_MS, AUTOCOMPLETE_TIMEOUT_MS } from '@lyricist/shared/constants';
import { z } from 'zod';

/**
 * The model provider's settings (README "Local model servers"). Servers differ in what they accept,
 * so each knob a real server has refused is a setting with a default that works on OpenAI.
 */

export const STRUCTURED_OUTPUT_MODES = ['json_schema', 'json_object', 'off'] as const;
export type StructuredOutputMode = (typeof STRUCTURED_OUTPUT_MODES)[number];

/** A temperature, or `omit` to send none (reasoning models that accept only their default). */
const temperature = z.union([z.literal('omit').transform(() => null), z.coerce.number().min(0).max(2)]);

export const aiEnvShape = {
  AI_STRUCTURED_OUTPUT: z.enum(STRUCTURED_OUTPUT_MODES).default('json_schema'),
  AI_TEMPERATURE_CREATIVE: temperature.default(0.8),
  AI_TEMPERATURE_ANALYTIC: temperature.default(0.3),
  // R-limits-7: these limits are the ceiling; a deployment may only answer sooner.
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(AI_TIMEOUT_MS).default(AI_TIMEOUT_MS),
  AI_AUTOCOMPLETE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(AUTOCOMPLETE_TIMEOUT_MS)
    .default(AUTOCOMPLETE_TIMEOUT_MS),
  AI_REASONING_TOKENS: z.coerce.number().int().min(0).max(32_000).default(0),
};

type AiEnv = z.output<z.ZodObject<typeof aiEnvShape>>;

export type ModelSettings = {
  structuredOutput: StructuredOutputMode;
  /** null: send no temperature at all. */
  temperatures: { creative: number | null; analytic: number | null };
  timeouts: { autocompleteMs: number; otherMs: number };
  /** Added to every task's output budget, for models that think out loud before answering. */
  reasoningTokens: number;
};

export function modelSettingsOf(env: AiEnv): ModelSettings {
  return {
    structuredOutput: env.AI_STRUCTURED_OUTPUT,
    temperatures: { creative: env.AI_TEMPERATURE_CREATIVE, analytic: env.AI_TEMPERATURE_ANALYTIC },
    timeouts: { autocompleteMs: env.AI_AUTOCOMPLETE_TIMEOUT_MS, otherMs: env.AI_TIMEOUT_MS },
    reasoningTokens: env.AI_REASONING_TOKENS,
  };
}

export const DEFAULT_MODEL_SETTINGS: ModelSettings = modelSettingsOf(z.object(aiEnvShape).parse({}));
