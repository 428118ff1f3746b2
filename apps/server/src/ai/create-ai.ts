import type { Config } from '../config/config';
import { createEnginePool, type EnginePool } from './embedded/engine-pool';
import { createEmbeddedAi } from './embedded/index';
import { createLocalAi } from './local/index';
import { startModelWorker } from './local/model-client';
import type { AiLog, LyricAi } from './lyric-ai';
import { createModelAi } from './model/provider';

/**
 * The provider and its lifecycle, and the embedded engine's worker pool. The pool serves the writer's
 * toolbox (rhymes, meanings, meter) whichever provider writes, and with AI_PROVIDER=model the form
 * check of every suggestion and prosody: its workers start with the app either way.
 */
export type AiProvider = { ai: LyricAi; engine: EnginePool; warm(): void; close(): Promise<void> };

/** The configured AI provider, created once per app. */
export function createAi(config: Config, log: AiLog): AiProvider {
  const engine = createEnginePool(config.engine);
  const close = () => engine.close();
  if (config.ai.provider === 'embedded')
    return { ai: createEmbeddedAi(engine), engine, warm: engine.warm, close };
  if (config.ai.provider === 'local') return localProvider(config, engine, log);
  const { baseUrl, apiKey, model, settings } = config.ai;
  // loadConfig already refuses AI_PROVIDER=model without these; this keeps the types honest.
  if (!baseUrl || !model) throw new Error('AI_PROVIDER=model needs AI_BASE_URL and AI_MODEL');
  const onStepDown = (what: string) =>
    log.warn(`The AI model server refused ${what}; no longer sending it (see README "Local model servers").`);
  const ai = createModelAi({ baseUrl, apiKey, model, settings, onStepDown, engine });
  return { ai, engine, warm: engine.warm, close };
}

/** The local model starts loading in its own thread at once; the engine answers until it is ready. */
function localProvider(config: Config, engine: EnginePool, log: AiLog): AiProvider {
  const { modelPath, threads, budgetMs } = config.local;
  const model = startModelWorker({ modelPath, threads }, log);
  return {
    ai: createLocalAi(engine, model, budgetMs),
    engine,
    warm: engine.warm,
    async close() {
      await Promise.all([model.close(), engine.close()]);
    },
  };
}
