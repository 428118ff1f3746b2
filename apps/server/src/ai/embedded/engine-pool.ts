import { Piscina } from 'piscina';
import type { EngineConfig } from '../../config/config';
import { busy } from './busy';
import type { EngineMessage, EngineTaskName, EngineTasks } from './engine-worker';
import { workerSlots } from './worker-slots';

/**
 * The embedded engine off the request loop (ADR 007): worker threads, each with the engine loaded,
 * and a time budget per call. A call past its budget is stopped (its worker is terminated and
 * replaced by the pool) and answers 503 `ai_busy`. The budget starts when a worker takes the call
 * (worker-slots.ts): a burst of ordinary calls waits its turn instead of running out of time queued.
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
// Calls waiting for a worker past this many per worker answer 503 at once.
const WAITING_PER_WORKER = 16;

const isAbort = (error: unknown) => (error as { name?: unknown }).name === 'AbortError';

export function createEnginePool(config: EngineConfig): EnginePool {
  let pool: Piscina<EngineMessage, unknown> | null = null;
  let ready: Promise<unknown> | null = null;
  const start = () => {
    if (!pool) {
      pool = new Piscina<EngineMessage, unknown>({
        filename: WORKER,
        minThreads: config.workers,
        maxThreads: config.workers,
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
  const slots = workerSlots(config.workers, WAITING_PER_WORKER * config.workers);
  // The model provider's choice of line may write the engine's own line: an autocomplete too.
  const budgetOf = (task: EngineTaskName) =>
    task === 'autocomplete' || task === 'keepFormChoice' ? config.autocompleteBudgetMs : config.taskBudgetMs;

  return {
    async run(task, input) {
      const { pool: running, ready: loaded } = start();
      await loaded;
      await slots.take();
      let stopped = false;
      try {
        const signal = AbortSignal.timeout(budgetOf(task));
        return (await running.run({ task, input }, { signal })) as ReturnType<EngineTasks[typeof task]>;
      } catch (error) {
        stopped = isAbort(error);
        throw stopped ? busy() : error;
      } finally {
        // A stopped call's worker is being replaced: its slot waits until a worker answers again.
        if (stopped) running.run({ task: 'ping', input: null }).then(slots.give, slots.give);
        else slots.give();
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
