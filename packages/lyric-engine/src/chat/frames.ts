import type { Rng } from '../util/random';

/**
 * A sentence frame: its wording around the writer's words. `mark` is a fixed part of the wording, so an
 * earlier reply that used the frame can be recognised in the history and the frame is not said twice.
 */
export type Frame<S> = { mark: string; say: (slots: S) => string | null };

export const wasSaid = (mark: string, spoken: readonly string[]) =>
  spoken.some((reply) => reply.toLowerCase().includes(mark.toLowerCase()));

/** A frame not yet said in this conversation whose slots are filled, picked by the seeded rng. */
export function sayOnce<S>(
  frames: readonly Frame<S>[],
  slots: S,
  spoken: readonly string[],
  rng: Rng,
): string | null {
  const fresh = frames.filter((f) => !wasSaid(f.mark, spoken));
  const start = Math.floor(rng() * Math.max(1, fresh.length));
  for (let k = 0; k < fresh.length; k++) {
    const text = fresh[(start + k) % fresh.length]?.say(slots);
    if (text) return text;
  }
  return null;
}
