import { type BenchCase, tuningCases } from './cases';
import { heldOutCases } from './held-out/cases';
import { HELD_OUT_2_TEXT } from './held-out-2/songs';
import { HELD_OUT_3_TEXT } from './held-out-3/songs';
import { HELD_OUT_4_TEXT } from './held-out-4/songs';
import { HELD_OUT_5_TEXT } from './held-out-5/songs';
import { HELD_OUT_6_TEXT } from './held-out-6/songs';
import { HELD_OUT_7_TEXT } from './held-out-7/songs';
import { TUNING_2_TEXT } from './tuning-2/songs';

/** Every set of contexts the engine's benches read, by name (ADR 046): two to tune on, seven held out. */
export const BENCH_SETS: Record<string, () => BenchCase[]> = {
  tuning: tuningCases,
  tuning2: () => heldOutCases(TUNING_2_TEXT),
  heldOut: () => heldOutCases(),
  heldOut2: () => heldOutCases(HELD_OUT_2_TEXT),
  heldOut3: () => heldOutCases(HELD_OUT_3_TEXT),
  heldOut4: () => heldOutCases(HELD_OUT_4_TEXT),
  heldOut5: () => heldOutCases(HELD_OUT_5_TEXT),
  heldOut6: () => heldOutCases(HELD_OUT_6_TEXT),
  heldOut7: () => heldOutCases(HELD_OUT_7_TEXT),
};

/** The sets a change may be tuned on; every other set is only ever read as aggregate figures. */
export const TUNING_SETS: ReadonlySet<string> = new Set(['tuning', 'tuning2']);
