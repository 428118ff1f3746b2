import { describe, expect, it } from 'vitest';
import { styleDirector } from '../directors/style';
import { autocompleteDraws } from './draws';
import { autocomplete } from './index';

const lyrics = 'I keep driving past the old red barn at night\n';
const input = {
  lyrics,
  cursorPosition: lyrics.length,
  storytelling: null,
  style: styleDirector({ moods: ['nostalgic'], genres: ['country'], artists: [], songs: [] }),
};

describe('autocompleteDraws', () => {
  it("starts with the engine's own line and offers others for the same spot", () => {
    const draws = autocompleteDraws(input, 4);
    expect(draws[0]).toBe(autocomplete(input).suggestion);
    expect(draws.length).toBeGreaterThan(1);
    expect(new Set(draws).size).toBe(draws.length);
  });

  it('leaves the engine as it was once the draws are done', () => {
    const before = autocomplete(input).suggestion;
    autocompleteDraws(input, 4);
    expect(autocomplete(input).suggestion).toBe(before);
  });
});
