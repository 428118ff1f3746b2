import { MEMO_MAX_PHRASE_NOTES, MEMO_MAX_PHRASES, memoPhrasesSchema } from '@lyricist/shared/memos/phrases';
import { describe, expect, it } from 'vitest';
import { toStoredPhrases } from './stored-phrases';

const transcribed = (notes: number, held = 0, strongBeats: number[] = []) => ({
  start: 1,
  end: 2.5,
  notes: Array.from({ length: notes }, () => ({})),
  syllables: notes,
  syllablesMax: notes + held,
  strongBeats,
});

describe('toStoredPhrases (R-memo-7)', () => {
  it('keeps each phrase’s targets and strong beats and counts its notes', () => {
    expect(toStoredPhrases([transcribed(4, 1, [3])])).toEqual([
      { start: 1, end: 2.5, syllables: 4, syllablesMax: 5, strongBeats: [3], notes: 4 },
    ]);
  });

  it('cuts what the server would refuse to its bounds, so the phrases always store', () => {
    const many = Array.from({ length: MEMO_MAX_PHRASES + 5 }, () => transcribed(3));
    const stored = toStoredPhrases([...many.slice(1), transcribed(MEMO_MAX_PHRASE_NOTES + 10, 3, [0, 125])]);
    expect(stored).toHaveLength(MEMO_MAX_PHRASES);
    const long = toStoredPhrases([transcribed(MEMO_MAX_PHRASE_NOTES + 10, 3, [0, 125])])[0];
    expect(long).toMatchObject({
      notes: MEMO_MAX_PHRASE_NOTES,
      syllables: MEMO_MAX_PHRASE_NOTES,
      strongBeats: [0],
    });
    expect(memoPhrasesSchema.safeParse(stored).success).toBe(true);
    expect(memoPhrasesSchema.safeParse([long]).success).toBe(true);
  });
});
