import { busy } from './busy';

/**
 * One slot per worker, so a call reaches the pool only when a worker can take it: its budget then
 * measures its own run, not the wait behind others. Calls past `maxWaiting` answer 503 at once.
 */
export type WorkerSlots = { take(): Promise<void>; give(): void };

export function workerSlots(size: number, maxWaiting: number): WorkerSlots {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    async take() {
      if (free > 0) {
        free--;
        return;
      }
      if (waiting.length >= maxWaiting) throw busy();
      await new Promise<void>((resolve) => waiting.push(resolve));
    },
    give() {
      const next = waiting.shift();
      if (next) next();
      else free++;
    },
  };
}
