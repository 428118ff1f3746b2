import type { AutocompleteInput } from '@lyricist/shared/ai/contracts';
import { withDraw } from '../util/random';
import { autocomplete } from './index';

/**
 * The engine's line and up to `count - 1` others it would write for the same song with its choices
 * seeded differently, each keeping the same form; duplicates and empty answers left out. The first
 * is always the engine's own answer.
 */
export function autocompleteDraws(input: AutocompleteInput, count: number): string[] {
  const lines: string[] = [];
  for (let n = 0; n < count; n++) {
    const { suggestion } = withDraw(n, () => autocomplete(input));
    if (suggestion.trim() !== '' && !lines.includes(suggestion)) lines.push(suggestion);
  }
  return lines;
}
