import type { LanguageModelMiddleware } from 'ai';
import { APICallError } from 'ai';
import type { StructuredOutputMode } from '../../config/model-settings';

/**
 * What this model server accepts, learnt from its refusals. Real servers refuse, with a 400, what
 * OpenAI accepts: `response_format: json_schema` (older llama.cpp builds and forks), a schema they
 * cannot turn into a grammar, any temperature but the default (OpenAI reasoning models), or
 * `max_tokens` (newer OpenAI models). Each refusal steps down once and the call is made again.
 */
export type Compatibility = {
  mode: StructuredOutputMode;
  sendTemperature: boolean;
  sendMaxTokens: boolean;
};

const NEXT_MODE: Record<StructuredOutputMode, StructuredOutputMode | null> = {
  json_schema: 'json_object',
  json_object: 'off',
  off: null,
};

const FORMAT_WORDS = /response_format|json_schema|json_object|grammar|schema/;

/**
 * The setting this refusal is about, after stepping down; null when it is about nothing we send.
 * `sent` is what the refused call was sent: when a concurrent call has already stepped down past
 * it, this call just goes again, rather than stepping down a second time.
 */
export function stepDown(compat: Compatibility, sent: Compatibility, error: unknown): string | null {
  if (!APICallError.isInstance(error) || error.statusCode !== 400) return null;
  const body = (error.responseBody ?? error.message).toLowerCase();
  if (sent.sendTemperature && body.includes('temperature')) {
    compat.sendTemperature = false;
    return 'temperature';
  }
  if (sent.sendMaxTokens && body.includes('max_tokens')) {
    compat.sendMaxTokens = false;
    return 'max_tokens';
  }
  const next = NEXT_MODE[sent.mode];
  if (next && FORMAT_WORDS.test(body)) {
    if (compat.mode === sent.mode) compat.mode = next;
    return `structured output (now ${compat.mode})`;
  }
  return null;
}

/** Sends only what the server accepts: the response format of the current mode, and no refused knob. */
export function compatibilityMiddleware(compat: Compatibility): LanguageModelMiddleware {
  return {
    specificationVersion: 'v3',
    transformParams: async ({ params }) => {
      const format = params.responseFormat;
      const responseFormat =
        compat.mode === 'off' || format?.type !== 'json'
          ? undefined
          : compat.mode === 'json_object'
            ? { type: 'json' as const }
            : format;
      return {
        ...params,
        responseFormat,
        temperature: compat.sendTemperature ? params.temperature : undefined,
        maxOutputTokens: compat.sendMaxTokens ? params.maxOutputTokens : undefined,
      };
    },
  };
}
