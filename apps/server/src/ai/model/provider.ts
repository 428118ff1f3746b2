import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { AI_TIMEOUT_MS, AUTOCOMPLETE_TIMEOUT_MS } from '@lyricist/shared/constants';
import type { LyricAi } from '../lyric-ai';
import { autocompleteTask } from './autocomplete/index';
import { chatTask } from './chat/index';
import { prosodyTask } from './prosody/index';
import { createTaskRunner, MODEL_PROVIDER_NAME } from './run-task';
import { storytellingDirectorTask } from './storytelling-director/index';
import { styleDirectorTask } from './style-director/index';
import { titleTask } from './title/index';

export type ModelAiOptions = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** The spec's limits by default; tests pass shorter ones instead of waiting 10 s. */
  timeouts?: { autocompleteMs: number; otherMs: number };
};

const EMPTY_PROSODY = { lines: [], rhymeGroups: [], meter: 'unknown' };

/**
 * The `model` provider: every task asks an OpenAI-compatible chat-completions API (OpenAI, Ollama,
 * vLLM, llama.cpp, LM Studio) for JSON and validates it with the shared contract.
 */
export function createModelAi(options: ModelAiOptions): LyricAi {
  const provider = createOpenAICompatible({
    name: MODEL_PROVIDER_NAME,
    baseURL: options.baseUrl,
    apiKey: options.apiKey || undefined,
    // Sends the JSON schema as response_format; servers that honour it constrain their output.
    supportsStructuredOutputs: true,
  });
  const run = createTaskRunner(provider.chatModel(options.model));
  const { autocompleteMs, otherMs } = options.timeouts ?? {
    autocompleteMs: AUTOCOMPLETE_TIMEOUT_MS,
    otherMs: AI_TIMEOUT_MS,
  };
  return {
    kind: 'model',
    chat: (input) => run(chatTask(input), otherMs),
    storytellingDirector: (input) => run(storytellingDirectorTask(input), otherMs),
    styleDirector: (input) => run(styleDirectorTask(input), otherMs),
    autocomplete: (input) => run(autocompleteTask(input), autocompleteMs),
    title: (input) => run(titleTask(input), otherMs),
    // Nothing to analyse: no need to ask a model.
    prosody: async (lyrics) => (lyrics.trim() ? run(prosodyTask(lyrics), otherMs) : EMPTY_PROSODY),
  };
}
