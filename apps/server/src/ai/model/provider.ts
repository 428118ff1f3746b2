import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { prosody } from '@lyricist/lyric-engine';
import { extractJsonMiddleware, extractReasoningMiddleware, wrapLanguageModel } from 'ai';
import type { LyricAi } from '../lyric-ai';
import { autocompleteTask } from './autocomplete/index';
import { chatTurnTask } from './chat/index';
import { compatibilityMiddleware } from './compatibility';
import { jsonTextOf } from './json-text';
import { createTaskRunner, MODEL_PROVIDER_NAME } from './run-task';
import { DEFAULT_MODEL_SETTINGS, type ModelSettings } from './settings';
import { storytellingDirectorTask } from './storytelling-director/index';
import { styleDirectorTask } from './style-director/index';
import { titleTask } from './title/index';

export type ModelAiOptions = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  settings?: ModelSettings;
  /** Told when the server refuses a setting and the provider stops sending it (for the log). */
  onStepDown?: (what: string) => void;
};

/**
 * The `model` provider: every task asks an OpenAI-compatible chat-completions API (OpenAI, Ollama,
 * vLLM, llama.cpp, LM Studio) for JSON and validates it with the shared contract. Prosody is not a
 * model task: the CMU dictionary is exact where a model guesses.
 */
export function createModelAi(options: ModelAiOptions): LyricAi {
  const settings = options.settings ?? DEFAULT_MODEL_SETTINGS;
  const provider = createOpenAICompatible({
    name: MODEL_PROVIDER_NAME,
    baseURL: options.baseUrl,
    apiKey: options.apiKey || undefined,
    supportsStructuredOutputs: true,
  });
  const compat = {
    mode: settings.structuredOutput,
    sendTemperature: true,
    sendMaxTokens: true,
  };
  // Outermost first: the answer loses its <think> block, then whatever surrounds the JSON.
  const model = wrapLanguageModel({
    model: provider.chatModel(options.model),
    middleware: [
      extractJsonMiddleware({ transform: jsonTextOf }),
      extractReasoningMiddleware({ tagName: 'think' }),
      compatibilityMiddleware(compat),
    ],
  });
  const run = createTaskRunner(model, { settings, compat, onStepDown: options.onStepDown ?? (() => {}) });
  const { autocompleteMs, otherMs } = settings.timeouts;
  return {
    kind: 'model',
    chatTurn: (input) => run(chatTurnTask(input), otherMs),
    storytellingDirector: (input) => run(storytellingDirectorTask(input), otherMs),
    styleDirector: (input) => run(styleDirectorTask(input), otherMs),
    autocomplete: (input) => run(autocompleteTask(input), autocompleteMs),
    title: (input) => run(titleTask(input), otherMs),
    prosody: async (lyrics) => prosody(lyrics),
  };
}
