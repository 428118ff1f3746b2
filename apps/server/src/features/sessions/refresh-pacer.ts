/**
 * A per-writer pace for background work (generic cell rate): `burst` at once, then one every
 * `60 s / perMinute`. Work over the pace is not refused but told how long to wait first, since it
 * must still happen (the last pinned list must reach the style director).
 */
export type Pacer = {
  /** Takes a turn for `key`: how many milliseconds to wait before doing the work (0: at once). */
  reserve(key: string): number;
};

// Past this many writers remembered, those whose pace has fully recovered are forgotten.
const SWEEP_ABOVE = 1000;

export function createPacer({ perMinute, burst }: { perMinute: number; burst: number }): Pacer {
  const intervalMs = 60_000 / perMinute;
  const toleranceMs = (burst - 1) * intervalMs;
  // The time each writer's next turn is due, were the work evenly spaced.
  const due = new Map<string, number>();
  const sweep = (now: number) => {
    for (const [key, at] of due) if (at <= now) due.delete(key);
  };
  return {
    reserve(key) {
      const now = Date.now();
      if (due.size > SWEEP_ABOVE) sweep(now);
      const at = Math.max(due.get(key) ?? now, now);
      due.set(key, at + intervalMs);
      return Math.max(0, at - toleranceMs - now);
    },
  };
}
