/** Nearest-rank percentile of unsorted samples (p in 0..100); NaN when empty. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The 1-minute load average, to print beside noisy figures. */
export async function loadAverage(): Promise<number> {
  const { loadavg } = await import('node:os');
  return Math.round((loadavg()[0] ?? 0) * 100) / 100;
}
