import { Piscina } from 'piscina';
import type { EngineConfig } from '../../config';
import { AppError } from '../../errors/app-error';
import type { EngineMessage, EngineTaskName, EngineTasks } from './engine-worker';

/**
 * The embedded engine off the request loop (ADR 007): worker threads, each with the engine loaded,
 * and a time budget per call. A call past its budget is stopped (its worker is terminated and
 * replaced by the pool) and answers 503 `ai_busy`; a call waiting for a free worker counts that wait.
 */
export type EnginePool = {
  run<K extends EngineTaskName>(
    task: K,
    input: Parameters<EngineTasks[K]>[0],
  ): Promise<ReturnType<EngineTasks[K]>>;
  /** Starts the workers and loads the engine in each, without waiting for it. */
  warm(): void;
  close(): Promise<void>;
};

const WORKER = new URL('./engine-worker.ts', import.meta.url).href;
// Queued calls past this many answer 503 at once: they would run out of budget waiting anyway.
const MAX_QUEUE = 64;

export const busy = () =>
  new AppError('ai_busy', 'The writing engine is busy. Please try again in a moment.');

/** Whether piscina gave up on a call: stopped by its budget, or refused by a full queue. */
function isGivenUp(error: unknown): boolean {
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'AbortError' || (typeof message === 'string' && message.includes('queue is at limit'));
}

export function createEnginePool(config: EngineConfig): EnginePool {
  let pool: Piscina<EngineMessage, unknown> | null = null;
  let ready: Promise<unknown> | null = null;
  const start = () => {
    if (!pool) {
      pool = new Piscina<EngineMessage, unknown>({
        filename: WORKER,
        minThreads: config.workers,
        maxThreads: config.workers,
        maxQueue: MAX_QUEUE,
        // The engine is TypeScript: each worker loads it through tsx, whatever runs the server.
        execArgv: ['--import', 'tsx'],
      });
      const started = pool;
      // Loading the engine (the 4.6 MB dictionary) is not the caller's budget: calls start after it.
      ready = Promise.all(
        Array.from({ length: config.workers }, () => started.run({ task: 'ping', input: null })),
      );
    }
    return { pool, ready: ready as Promise<unknown> };
  };
  const budgetOf = (task: EngineTaskName) =>
    task === 'autocomplete' ? config.autocompleteBudgetMs : config.taskBudgetMs;

  return {
    async run(task, input) {
      const { pool: running, ready: loaded } = start();
      await loaded;
      try {
        const signal = AbortSignal.timeout(budgetOf(task));
        return (await running.run({ task, input }, { signal })) as ReturnType<EngineTasks[typeof task]>;
      } catch (error) {
        if (isGivenUp(error)) throw busy();
        throw error;
      }
    },
    warm() {
      start().ready.catch(() => {
        // A worker that cannot load fails every call with the same error; nothing more to do here.
      });
    },
    async close() {
      const running = pool;
      pool = null;
      ready = null;
      await running?.destroy();
    },
  };
}
