import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { extractJsonMiddleware, extractReasoningMiddleware, wrapLanguageModel } from 'ai';
import { DEFAULT_MODEL_SETTINGS, type ModelSettings } from '../../config/model-settings';
import type { EnginePool } from '../embedded/engine-pool';
import type { LyricAi } from '../lyric-ai';
import { modelAutocomplete } from './autocomplete/index';
import { chatTurnTask } from './chat/index';
import { compatibilityMiddleware } from './compatibility';
import { jsonTextOf } from './json-text';
import { createTaskRunner, MODEL_PROVIDER_NAME } from './run-task';
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
  /** The embedded engine's workers: prosody, and the form check of the model's lines, run there. */
  engine: EnginePool;
};

/**
 * The `model` provider: every task asks an OpenAI-compatible chat-completions API (OpenAI, Ollama,
 * vLLM, llama.cpp, LM Studio) for JSON and validates it with the shared contract. Prosody is not a
 * model task: the CMU dictionary is exact where a model guesses. Whatever the engine computes here
 * (prosody, the form check of autocomplete) runs in its worker pool, never on the request loop.
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
  const { engine } = options;
  const { autocompleteMs, otherMs } = settings.timeouts;
  return {
    kind: 'model',
    status: () => ({ provider: 'model', model: 'none', writer: 'model' }),
    chatTurn: (input) => run(chatTurnTask(input), otherMs),
    storytellingDirector: (input) => run(storytellingDirectorTask(input), otherMs),
    styleDirector: (input) => run(styleDirectorTask(input), otherMs),
    autocomplete: (input) => modelAutocomplete(input, { run, engine, timeoutMs: autocompleteMs }),
    title: (input) => run(titleTask(input), otherMs),
    prosody: (lyrics) => engine.run('prosody', lyrics),
  };
}
