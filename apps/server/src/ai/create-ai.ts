import type { Config } from '../config';
import { createEmbeddedAi } from './embedded/index';
import type { LyricAi } from './lyric-ai';
import { createModelAi } from './model/provider';

/** The provider and its lifecycle: the embedded engine's workers start and stop with the app. */
export type AiProvider = { ai: LyricAi; warm(): void; close(): Promise<void> };

/** The configured AI provider, created once per app. */
export function createAi(config: Config, warn: (message: string) => void): AiProvider {
  if (config.ai.provider === 'embedded') {
    const ai = createEmbeddedAi(config.engine);
    return { ai, warm: ai.warm, close: ai.close };
  }
  const { baseUrl, apiKey, model, settings } = config.ai;
  // loadConfig already refuses AI_PROVIDER=model without these; this keeps the types honest.
  if (!baseUrl || !model) throw new Error('AI_PROVIDER=model needs AI_BASE_URL and AI_MODEL');
  const onStepDown = (what: string) =>
    warn(`The AI model server refused ${what}; no longer sending it (see README "Local model servers").`);
  const ai = createModelAi({ baseUrl, apiKey, model, settings, onStepDown });
  return { ai, warm: () => {}, close: async () => {} };
}
