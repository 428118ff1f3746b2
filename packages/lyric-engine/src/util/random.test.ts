import { describe, expect, it } from 'vitest';
import { autocomplete } from '../autocomplete/index';
import { styleDirector } from '../directors/style';
import { withDraw } from './random';

const lyrics = 'I keep driving past the old red barn at night\n';
const input = {
  lyrics,
  cursorPosition: lyrics.length,
  storytelling: null,
  style: styleDirector({ moods: ['nostalgic'], genres: ['country'], artists: [], songs: [] }),
};

describe('withDraw', () => {
  it("leaves draw 0 as the engine's own answer and gives other lines for the same spot", () => {
    const own = autocomplete(input).suggestion;
    expect(withDraw(0, () => autocomplete(input).suggestion)).toBe(own);
    const others = [1, 2, 3].map((n) => withDraw(n, () => autocomplete(input).suggestion));
    expect(others.some((line) => line !== own)).toBe(true);
    expect(autocomplete(input).suggestion).toBe(own);
  });
});
