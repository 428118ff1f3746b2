import { createClient } from './http';
import { sleep } from './stats';

/**
 * A second client that asks `/api/health` every `everyMs` on its own connection while something else
 * runs: how long another writer waits when one request is heavy. A poll counts until it is answered,
 * so a stalled event loop shows as one long sample, not as missing ones; one unanswered after
 * `timeoutMs` is counted at that time and ends the polling (the server is stuck).
 */
export function pollHealth(
  base: string,
  everyMs = 100,
  timeoutMs = 120_000,
): { stop: () => Promise<number[]> } {
  const client = createClient(base, 1);
  const samples: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const res = await client.request('GET', '/api/health', { timeoutMs }).catch(() => null);
      if (res === null) {
        samples.push(timeoutMs);
        return;
      }
      if (res.status !== 200) throw new Error(`GET /api/health -> ${res.status}`);
      samples.push(res.ms);
      await sleep(Math.max(0, everyMs - (performance.now() - started)));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      client.close();
      return samples;
    },
  };
}
