import type { Config } from '../config';
import { createEmbeddedAi } from './embedded/index';
import type { LyricAi } from './lyric-ai';

/** The configured AI provider, created once per app. */
export function createAi(config: Config): LyricAi {
  if (config.ai.provider === 'model') throw new Error('AI_PROVIDER=model is not available yet');
  return createEmbeddedAi();
}
