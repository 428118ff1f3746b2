import type { Config } from '../config';
import { createEmbeddedAi } from './embedded/index';
import type { LyricAi } from './lyric-ai';
import { createModelAi } from './model/provider';

/** The configured AI provider, created once per app. */
export function createAi(config: Config): LyricAi {
  if (config.ai.provider === 'embedded') return createEmbeddedAi();
  const { baseUrl, apiKey, model } = config.ai;
  // loadConfig already refuses AI_PROVIDER=model without these; this keeps the types honest.
  if (!baseUrl || !model) throw new Error('AI_PROVIDER=model needs AI_BASE_URL and AI_MODEL');
  return createModelAi({ baseUrl, apiKey, model });
}
