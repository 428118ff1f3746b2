/** Seeded randomness: the engine must give the same answer for the same input, so no Math.random. */

export type Rng = () => number;

/** FNV-1a over the string, then a murmur-style finaliser so close inputs land far apart. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for picking words. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let draw = 0;

/**
 * Runs `run` as the `n`th draw of the same input: draw 0 is the engine's own answer, every other
 * draw seeds its choices differently, so the same song gets other lines that keep the same form (the
 * local model judges among them, autocomplete/draws.ts). Tasks run synchronously, one at a time.
 */
export function withDraw<T>(n: number, run: () => T): T {
  const previous = draw;
  draw = n;
  try {
    return run();
  } finally {
    draw = previous;
  }
}

export function rngFor(...parts: unknown[]): Rng {
  return createRng(hashString(JSON.stringify(draw === 0 ? parts : [...parts, draw])));
}

export function pick<T>(rng: Rng, items: readonly T[]): T | undefined {
  if (items.length === 0) return undefined;
  return items[Math.floor(rng() * items.length)];
}

/** Picks with a bias toward the front of the list, which callers sort best-first. */
export function pickFront<T>(rng: Rng, items: readonly T[]): T | undefined {
  if (items.length === 0) return undefined;
  const r = rng();
  return items[Math.floor(r * r * items.length)];
}
