import { lineStress } from '../phonetics/syllables';

/**
 * The song's meter: which foot its lines' stresses (CMU digits, short function words weak) follow.
 * The margin's meter guess and the bench's meter figures both read it here.
 */
const FEET = {
  iambic: ['01'],
  trochaic: ['10'],
  anapestic: ['001', '01001'],
  dactylic: ['100'],
} as const;

export type Foot = keyof typeof FEET;
const NAMES = Object.keys(FEET) as Foot[];

/** A line shorter than this says nothing about its meter. */
const MIN_JUDGED = 4;
/** The share of a line's syllables that must fall where the foot wants them for the line to be in it. */
const FITS = 0.74;

/** Fraction of syllables that fall where one foot pattern wants them. */
function patternFit(stress: string, foot: string): number {
  const head = foot.length > 3 ? foot.slice(0, 2) : '';
  const body = foot.length > 3 ? foot.slice(2) : foot;
  const pattern = (head + body.repeat(Math.ceil(stress.length / body.length) + 1)).slice(0, stress.length);
  let hits = 0;
  for (let i = 0; i < stress.length; i++) if (stress[i] === pattern[i]) hits++;
  return hits / stress.length;
}

/** How well a stress string fits a foot, 0 to 1 (the best of the foot's variants). */
export function footFit(stress: string, foot: Foot): number {
  return stress === '' ? 0 : Math.max(...FEET[foot].map((f) => patternFit(stress, f)));
}

/** The foot a line's stresses are in; null when the line is too short to judge or fits none. */
export function footOf(stress: string): Foot | null {
  if (stress.length < MIN_JUDGED) return null;
  let best: Foot | null = null;
  let bestFit = FITS;
  for (const name of NAMES) {
    const f = footFit(stress, name);
    if (f > bestFit) [best, bestFit] = [name, f];
  }
  return best;
}

/** Whether a line long enough to judge is in the foot; null when it is too short to say. */
export function keepsFoot(line: string, foot: Foot): boolean | null {
  const stress = lineStress(line);
  return stress.length < MIN_JUDGED ? null : footFit(stress, foot) > FITS;
}

/** The foot most lines fit; "mixed" when no foot wins a majority of the lines long enough to judge. */
export function guessMeter(stresses: readonly string[]): string {
  const judged = stresses.filter((s) => s.length >= MIN_JUDGED);
  if (judged.length === 0) return 'unknown';
  const tally = new Map<Foot, number>();
  for (const s of judged) {
    const foot = footOf(s);
    if (foot) tally.set(foot, (tally.get(foot) ?? 0) + 1);
  }
  const top = [...tally.entries()].sort((a, b) => b[1] - a[1])[0];
  return top && top[1] * 2 > judged.length ? top[0] : 'mixed';
}

/**
 * A stanza's clear stress pattern: the foot most of its lines are in, when at least two lines are long
 * enough to judge; null when it has none.
 */
export function stanzaMeter(lines: readonly string[]): Foot | null {
  const stresses = lines.map(lineStress);
  if (stresses.filter((s) => s.length >= MIN_JUDGED).length < 2) return null;
  const meter = guessMeter(stresses);
  return (NAMES as string[]).includes(meter) ? (meter as Foot) : null;
}
