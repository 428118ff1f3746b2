import type { EnginePool } from '../embedded/engine-pool';
import { createEmbeddedAi } from '../embedded/index';
import type { LyricAi } from '../lyric-ai';
import type { ModelClient } from './model-client';

/**
 * AI_PROVIDER=local: the ghost text from a local language model that writes inside the engine's
 * form (packages/lyric-model), every other task from the embedded engine. Until the model is ready,
 * and whenever it has no line that keeps the form within its budget, the engine writes the line.
 */
export function createLocalAi(engine: EnginePool, model: ModelClient, budgetMs: number): LyricAi {
  const embedded = createEmbeddedAi(engine);
  return {
    ...embedded,
    kind: 'local',
    async autocomplete(input) {
      // As the engine does (R-ghost-6: autocomplete needs a director), before any model time is spent.
      if (!input.storytelling && !input.style) return { suggestion: '' };
      const line = await model.write(input, budgetMs);
      return line === null ? embedded.autocomplete(input) : { suggestion: line.suggestion };
    },
    status: () => ({
      provider: 'local',
      model: model.state(),
      writer: model.state() === 'ready' ? 'model' : 'engine',
    }),
  };
}
