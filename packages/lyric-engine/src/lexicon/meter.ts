import { sectionTag } from '@lyricist/shared/lyrics/sections';
import type { MeterAnswer } from '@lyricist/shared/words/contracts';
import { type PronunciationOverrides, withPronunciations } from '../phonetics/overrides';
import { lineStress } from '../phonetics/syllables';

export type MeterInput = { lyrics: string; pronunciations?: PronunciationOverrides };

/**
 * The stress of every line for the margin's "Show stress": CMU digits, short function words weak,
 * the writer's own syllable counts applied; '' for blank lines and section tags. One pass, linear.
 */
export function meter({ lyrics, pronunciations }: MeterInput): MeterAnswer {
  return withPronunciations(pronunciations, () => ({
    lines: lyrics.split('\n').map((line) => ({ stress: sectionTag(line) === null ? lineStress(line) : '' })),
  }));
}
