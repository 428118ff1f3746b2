import type { FastifyInstance } from 'fastify';

const SWEEP_EVERY_MS = 60_000;

/**
 * Runs a clean-up task once a minute while the app is open. A failed sweep is simply tried again
 * next time: what it removes is stale, never wrong.
 */
export function sweepEveryMinute(app: FastifyInstance, task: () => Promise<unknown>): void {
  const timer = setInterval(() => void task().catch(() => {}), SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
