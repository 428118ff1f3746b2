import { MAX_SUGGESTION_WORDS } from '@lyricist/shared/constants';
import { describe, expect, it } from 'vitest';
import { tidySuggestion } from './tidy';

describe('tidySuggestion', () => {
  it('keeps the first non-empty line, without surrounding double quotes', () => {
    expect(tidySuggestion('\n  "Under the  porch light"  \nsecond line', '')).toBe('Under the porch light');
  });

  it('drops the words already typed, but only at a word boundary', () => {
    expect(tidySuggestion('I walk the long way home', 'I walk')).toBe('the long way home');
    expect(tidySuggestion('I walked the long way home', 'I walk')).toBe('I walked the long way home');
  });

  it('keeps an apostrophe that ends a word', () => {
    expect(tidySuggestion("keep on runnin'", '')).toBe("keep on runnin'");
  });

  it(`caps a suggestion at ${MAX_SUGGESTION_WORDS} words`, () => {
    const long = Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ');
    expect(tidySuggestion(long, '').split(' ')).toHaveLength(MAX_SUGGESTION_WORDS);
  });
});
