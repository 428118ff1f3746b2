/**
 * Defers a write until the frame after a keystroke has been painted, keeping only the latest value:
 * the local mirror stays off the keystroke-to-frame path and is written once per frame however fast
 * the typing. `flush` writes now (page hidden, before a save reads it back). A fallback timer covers
 * a page that draws no frame.
 */
export type FrameDeferred<T> = { schedule: (value: T) => void; flush: () => void };

const FALLBACK_MS = 100;

export function afterNextFrame<T>(write: (value: T) => void): FrameDeferred<T> {
  let pending: { value: T } | null = null;
  let round = 0;

  const flush = () => {
    if (!pending) return;
    const { value } = pending;
    pending = null;
    write(value);
  };

  return {
    schedule(value) {
      const isScheduled = pending !== null;
      pending = { value };
      if (isScheduled) return;
      const mine = ++round;
      const run = () => {
        if (mine === round) flush();
      };
      if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
      setTimeout(run, FALLBACK_MS);
    },
    flush,
  };
}
