import {
  autocomplete,
  chat,
  prosody,
  storytellingDirector,
  styleDirector,
  title,
} from '@lyricist/lyric-engine';

/**
 * The entry of each engine worker thread (engine-pool.ts): the engine loads once per worker, then
 * every message names one task and its input. `ping` answers once the engine is loaded.
 */
export const ENGINE_TASKS = {
  autocomplete,
  chat,
  prosody,
  storytellingDirector,
  styleDirector,
  title,
  ping: () => true,
};

export type EngineTasks = typeof ENGINE_TASKS;
export type EngineTaskName = keyof EngineTasks;
export type EngineMessage = { task: EngineTaskName; input: unknown };

export default function runEngineTask({ task, input }: EngineMessage): unknown {
  const run = ENGINE_TASKS[task] as (input: unknown) => unknown;
  return run(input);
}
