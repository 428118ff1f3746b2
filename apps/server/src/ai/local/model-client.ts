import { setTimeout as delay } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { ModelLine } from '@lyricist/lyric-model';
import type { AutocompleteInput } from '@lyricist/shared/ai/contracts';
import type { AiLog } from '../lyric-ai';
import type { ModelWorkerSettings, ServerMessage, WorkerMessage } from './model-protocol';

export type ModelState = 'loading' | 'ready' | 'unavailable';

/**
 * The local model as the server sees it: a worker thread that loads in the background while the
 * engine answers. `write` resolves with the model's line, or null when the model is not ready, is
 * busy with more than it can finish in time, failed, or ran past the budget: the caller then asks
 * the engine. It never rejects.
 */
export type ModelClient = {
  state(): ModelState;
  write(input: AutocompleteInput, budgetMs: number): Promise<ModelLine | null>;
  close(): Promise<void>;
};

const WORKER = new URL('./model-worker.ts', import.meta.url).href;
// The worker is TypeScript: its thread registers tsx before importing it, whatever runs the server
// (a worker's own `--import tsx` does not reach its entry file).
const BOOT = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER)}); })`;
/** Requests waiting behind the one being written: more would wait past any budget. */
const MAX_WAITING = 2;
/** How long a closing worker may take to finish its line and free the model. */
const CLOSE_WAIT_MS = 15_000;

export function startModelWorker(settings: ModelWorkerSettings, log: AiLog): ModelClient {
  let state: ModelState = 'loading';
  const pending = new Map<number, (line: ModelLine | null) => void>();
  let nextId = 1;
  let loaded: () => void = () => {};
  const settled = new Promise<void>((resolve) => {
    loaded = resolve;
  });
  const worker = new Worker(BOOT, { eval: true, workerData: settings });
  const giveUp = (reason: string) => {
    if (state !== 'unavailable')
      log.warn(`The local model is unavailable (${reason}); the writing engine writes alone.`);
    state = 'unavailable';
    loaded();
    for (const answer of pending.values()) answer(null);
    pending.clear();
  };
  worker.on('message', (message: WorkerMessage) => {
    if (message.type === 'ready') {
      state = 'ready';
      loaded();
      log.info(`The local model is ready (loaded in ${message.loadMs} ms); it writes the ghost text.`);
    } else if (message.type === 'unavailable') giveUp(message.reason);
    else {
      if (message.type === 'failed') log.warn(`The local model failed a line: ${message.message}`);
      pending.get(message.id)?.(message.type === 'line' ? message.line : null);
      pending.delete(message.id);
    }
  });
  worker.on('error', (error) => giveUp(error.message));
  worker.on('exit', (code) => giveUp(`its thread exited with code ${code}`));
  return {
    state: () => state,
    write(input, budgetMs) {
      if (state !== 'ready' || pending.size > MAX_WAITING) return Promise.resolve(null);
      const id = nextId++;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          resolve(null);
        }, budgetMs);
        pending.set(id, (line) => {
          clearTimeout(timer);
          resolve(line);
        });
        worker.postMessage({
          type: 'write',
          id,
          input,
          deadline: Date.now() + budgetMs,
        } satisfies ServerMessage);
      });
    },
    async close() {
      worker.removeAllListeners('exit');
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      // A loaded model finishes its line and frees itself; terminating llama.cpp's threads mid-line
      // (or mid-load) aborts the whole process. A worker that never loaded, or hangs, is stopped.
      await Promise.race([settled, delay(CLOSE_WAIT_MS, undefined, { ref: false })]);
      if (state === 'ready') {
        worker.postMessage({ type: 'close' } satisfies ServerMessage);
        const stopped = await Promise.race([
          exited.then(() => true),
          delay(CLOSE_WAIT_MS, undefined, { ref: false }).then(() => false),
        ]);
        if (stopped) return;
      }
      await worker.terminate();
    },
  };
}
