import type { LyricAi } from '../lyric-ai';
import type { EnginePool } from './engine-pool';

/**
 * The offline engine behind the LyricAi interface: no network, no keys, deterministic. It runs in
 * worker threads (engine-pool.ts), so a heavy call never holds the server's event loop.
 */
export function createEmbeddedAi(pool: EnginePool): LyricAi {
  return {
    kind: 'embedded',
    status: () => ({ provider: 'embedded', model: 'none', writer: 'engine' }),
    chatTurn: (input) => pool.run('chatTurn', input),
    storytellingDirector: (input) => pool.run('storytellingDirector', input),
    styleDirector: (input) => pool.run('styleDirector', input),
    autocomplete: (input) => pool.run('autocomplete', input),
    title: (input) => pool.run('title', input),
    prosody: (lyrics) => pool.run('prosody', lyrics),
  };
}
