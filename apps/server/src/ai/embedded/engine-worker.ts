import * as engine from '@lyricist/lyric-engine';

/**
 * The entry of each engine worker thread (engine-pool.ts): the engine loads once per worker, then
 * every message names one task and its input. `ping` answers once the engine is loaded.
 */
type Task = 'autocomplete' | 'chat' | 'prosody' | 'storytellingDirector' | 'styleDirector' | 'title';
export type EngineTasks = Pick<typeof engine, Task> & { ping: () => true };
export type EngineTaskName = keyof EngineTasks;
export type EngineMessage = { task: EngineTaskName; input: unknown };

export default function runEngineTask({ task, input }: EngineMessage): unknown {
  if (task === 'ping') return true;
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: server code, never bundled
  const run = engine[task] as (input: unknown) => unknown;
  return run(input);
}
