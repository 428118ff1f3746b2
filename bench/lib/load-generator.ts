import { type CpuMark, cpuPerRequest, markCpu } from './cpu';
import type { Client, RequestOptions } from './http';
import { percentile } from './stats';

/** One request a load worker should send next. */
export type Shot = { method: string; path: string; options?: RequestOptions };

export type LoadSpec = {
  client: Client;
  connections: number;
  /** Requests sent before the measured window, to let the JIT and the pools settle. */
  warmupMs?: number;
  next: (worker: number, iteration: number) => Shot;
  /** Processes whose CPU time over the measured window is reported, by group name. */
  cpu?: Record<string, () => number[]>;
};

/** Raw outcome of one measured window; `summarize` turns one or more of them into figures. */
export type LoadWindow = {
  latencies: number[];
  errors: number;
  durationMs: number;
  firstError: string | null;
  from: CpuMark;
  to: CpuMark;
};

export type LoadResult = {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  firstError: string | null;
  /** CPU milliseconds per request, by group, plus `client` (the load generator itself). */
  cpuMsPerRequest: Record<string, number>;
};

/**
 * Closed-loop load for `durationMs` after a warm-up: `connections` workers on one keep-alive agent,
 * each sending its next request as soon as the previous one answers. Any non-2xx or socket error
 * counts as an error.
 */
export async function loadWindow(spec: LoadSpec, durationMs: number): Promise<LoadWindow> {
  const warmupMs = spec.warmupMs ?? 1000;
  const measureFrom = performance.now() + warmupMs;
  const end = measureFrom + durationMs;
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const groups = spec.cpu ?? {};
  let from = markCpu(groups);
  const fromTimer = setTimeout(() => {
    from = markCpu(groups);
  }, warmupMs);

  const worker = async (index: number) => {
    for (let i = 0; performance.now() < end; i++) {
      const shot = spec.next(index, i);
      const sentAt = performance.now();
      let problem: string | null = null;
      try {
        const res = await spec.client.request(shot.method, shot.path, shot.options);
        if (res.status < 200 || res.status >= 300) problem = `${res.status} ${res.body.slice(0, 160)}`;
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
      const doneAt = performance.now();
      // Counted by completion time: the rate at which answers arrive in the window.
      if (doneAt < measureFrom || doneAt > end) continue;
      latencies.push(doneAt - sentAt);
      if (problem) {
        errors++;
        firstError ??= `${shot.method} ${shot.path}: ${problem}`;
      }
    }
  };
  await Promise.all(Array.from({ length: spec.connections }, (_, i) => worker(i)));
  clearTimeout(fromTimer);
  return { latencies, errors, durationMs, firstError, from, to: markCpu(groups) };
}

/** Figures over one or more windows of the same load (latencies pooled, CPU summed). */
export function summarize(windows: readonly LoadWindow[]): LoadResult {
  const latencies = windows.flatMap((w) => w.latencies);
  const seconds = windows.reduce((s, w) => s + w.durationMs, 0) / 1000;
  const perWindow = windows.map((w) => cpuPerRequest(w.from, w.to, 1));
  const cpuMsPerRequest: Record<string, number> = {};
  for (const name of Object.keys(perWindow[0] ?? {})) {
    const total = perWindow.reduce((s, p) => s + (p[name] ?? 0), 0);
    cpuMsPerRequest[name] = total / Math.max(1, latencies.length);
  }
  return {
    requests: latencies.length,
    errors: windows.reduce((n, w) => n + w.errors, 0),
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    firstError: windows.find((w) => w.firstError)?.firstError ?? null,
    cpuMsPerRequest,
  };
}

/** One load for `durationMs`, summarized. */
export async function runLoad(spec: LoadSpec & { durationMs: number }): Promise<LoadResult> {
  return summarize([await loadWindow(spec, spec.durationMs)]);
}

/**
 * Two loads in alternating slices (a, b, a, b…) adding up to `durationMs` each. On a shared machine
 * the neighbours' load drifts within seconds; alternating exposes both loads to the same drift, so
 * their ratio holds even when the absolute figures do not.
 */
export async function runAlternating(
  a: LoadSpec,
  b: LoadSpec,
  durationMs: number,
  slices: number,
): Promise<[LoadResult, LoadResult]> {
  const sliceMs = durationMs / slices;
  const aw: LoadWindow[] = [];
  const bw: LoadWindow[] = [];
  for (let s = 0; s < slices; s++) {
    // A full warm-up before the first slice; later slices only refill their connections.
    const warmupMs = s === 0 ? 1000 : 200;
    aw.push(await loadWindow({ ...a, warmupMs }, sliceMs));
    bw.push(await loadWindow({ ...b, warmupMs }, sliceMs));
  }
  return [summarize(aw), summarize(bw)];
}
