import { useMemo } from 'react';
import { useDisplaySettings } from '@/lib/display-settings';
import { requestMeter, usePronunciations } from '../api/words-api';
import type { MarginSettings } from '../editor/create-editor';
import type { MeterSource } from '../editor/stress-gutter';
import { toastIfRateLimited, useRateLimitToast } from './use-rate-limit-toast';

/**
 * What the editor's margin shows: the display switches, the writer's own syllable counts when
 * "Use my own counts" is on (ADR 029; empty otherwise, so R-syllables-1 counts alone), and
 * where the stress marks come from.
 */
const NO_OWN_SYLLABLES: ReadonlyMap<string, number> = new Map();

const meter: MeterSource = {
  request: requestMeter,
  onError: (error) => toastIfRateLimited(error) || console.error('Meter failed', error),
};

export function useWriterMargins(): {
  margins: MarginSettings;
  ownSyllables: ReadonlyMap<string, number>;
  meter: MeterSource;
} {
  const { showRhymes, showSyllables, showStress, useOwnSyllables } = useDisplaySettings();
  const margins = useMemo(
    () => ({ showRhymes, showSyllables, showStress }),
    [showRhymes, showSyllables, showStress],
  );
  const pronunciations = usePronunciations();
  // Not loaded (the limit, or offline): the margin counts by the heuristic meanwhile.
  useRateLimitToast(pronunciations.error);
  const ownSyllables = (useOwnSyllables && pronunciations.data) || NO_OWN_SYLLABLES;
  return { margins, ownSyllables, meter };
}
