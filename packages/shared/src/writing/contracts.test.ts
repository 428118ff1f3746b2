import { describe, expect, it } from 'vitest';
import { MAX_MELODY_SYLLABLES } from '../constants';
import { autocompleteBodySchema } from './contracts';

const body = (melody: unknown) => ({ currentLyrics: 'I drove home\n', cursorPosition: 12, melody });

describe('the autocomplete body’s melody target (R-ghost-10)', () => {
  it('is optional, and keeps a phrase’s syllables, their range and strong notes', () => {
    expect(autocompleteBodySchema.parse({ currentLyrics: '', cursorPosition: 0 })).not.toHaveProperty(
      'melody',
    );
    const melody = { syllables: 7, syllablesMax: 8, strong: [1, 3, 7] };
    expect(autocompleteBodySchema.parse(body(melody)).melody).toEqual(melody);
  });

  it.each([
    ['no syllables', { syllables: 0, strong: [] }, 'syllables'],
    ['more than anyone sings', { syllables: MAX_MELODY_SYLLABLES + 1, strong: [] }, 'syllables'],
    ['a fraction', { syllables: 7.5, strong: [] }, 'syllables'],
    ['a range below the count', { syllables: 7, syllablesMax: 6, strong: [] }, 'syllablesMax'],
    ['a strong note past the phrase', { syllables: 7, strong: [7] }, 'strong'],
    ['a negative strong note', { syllables: 7, strong: [-1] }, 'strong'],
    ['no strong list', { syllables: 7 }, 'strong'],
  ])('refuses %s', (_, melody, field) => {
    const parsed = autocompleteBodySchema.safeParse(body(melody));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path.slice(0, 2)).toEqual(['melody', field]);
  });
});
