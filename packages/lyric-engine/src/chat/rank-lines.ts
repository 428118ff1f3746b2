import { senseScore } from '../compose/variety';
import { wordsOf } from '../util/text';

/** A candidate suggestion line and what it is built from. */
export type LineCandidate = {
  text: string;
  /** The writer's images the line uses. */
  images: readonly string[];
  kind: 'said' | 'scene' | 'feeling';
  /** A clause of the message just sent: what the writer is thinking about now. */
  isNewest?: boolean;
};

/** How much the ghost text's sense score counts against the line's images and length. */
const SENSE_WEIGHT = 2;

/**
 * Orders candidates best first: the clauses of the message just sent before any older one (a reply to
 * "Grandma didn't make it. the nurse called at 5:40" offers that, not the flooded kitchen told
 * before), then the writer's images, a singable length, the writer's own words, and the same sense
 * score (a bigram model's) the ghost text is ranked by.
 */
export function rankLines(candidates: readonly LineCandidate[]): LineCandidate[] {
  const score = (c: LineCandidate) => {
    const n = wordsOf(c.text).length;
    const fit = n >= 5 && n <= 10 ? 1 : n >= 3 && n <= 12 ? 0.4 : -1;
    return c.images.length * 1.5 + fit + (c.kind === 'said' ? 0.5 : 0) + SENSE_WEIGHT * senseScore(c.text);
  };
  return candidates
    .map((c, i) => ({ c, s: score(c) - i * 0.001 }))
    .sort((a, b) => Number(b.c.isNewest ?? false) - Number(a.c.isNewest ?? false) || b.s - a.s)
    .map((x) => x.c);
}

/** Whether two lines say mostly the same words ("I keep driving past the barn" and "... at night"). */
function overlaps(a: string, b: string): boolean {
  const x = new Set(wordsOf(a));
  const y = wordsOf(b);
  const shared = y.filter((w) => x.has(w)).length;
  return shared / Math.min(x.size, y.length) >= 0.6;
}

/**
 * Up to `count` lines, `first` (the lines the writer asked for) ahead of the rest; then one of each
 * kind, then others; never two that say the same words.
 */
export function chooseLines(
  ranked: readonly LineCandidate[],
  count: number,
  first: readonly string[] = [],
): string[] {
  const chosen: LineCandidate[] = [];
  const usedImages = new Set<string>();
  const take = (c: LineCandidate, sharing = false) => {
    if (first.length + chosen.length >= count) return;
    if ([...first, ...chosen.map((x) => x.text)].some((x) => overlaps(x, c.text))) return;
    if (!sharing && c.images.some((i) => usedImages.has(i))) return;
    chosen.push(c);
    for (const i of c.images) usedImages.add(i);
  };
  for (const kind of ['said', 'scene', 'feeling'] as const) {
    const first = ranked.find((c) => c.kind === kind && !c.images.some((i) => usedImages.has(i)));
    if (first) take(first);
  }
  for (const c of ranked) take(c);
  for (const c of ranked) take(c, true);
  const order = ['said', 'scene', 'feeling'];
  return [
    ...first,
    ...chosen.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind)).map((c) => c.text),
  ];
}
