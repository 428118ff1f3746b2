import { describe, expect, it } from 'vitest';
import { isCommon } from '../lexicon/frequency';
import { endIndex, endRhymes } from './line-ends';

describe('the words a line may end on', () => {
  const ends = endIndex().words;
  const plurals = ends.filter((e) => e.isPlural);

  it('doubles the rhymes with the plurals people say', () => {
    const words = new Set(plurals.map((e) => e.word));
    expect(words.has('hands')).toBe(true);
    expect(words.has('stars')).toBe(true);
  });

  it('never offers a plural nobody says: "mans", "lifes", "rusts"', () => {
    const words = new Set(plurals.map((e) => e.word));
    for (const odd of ['mans', 'lifes', 'rusts', 'golds']) expect(words.has(odd)).toBe(false);
    for (const e of plurals) expect(isCommon(e.word), e.word).toBe(true);
  });

  it('takes its wide vocabulary from the common words only', () => {
    for (const e of ends.filter((x) => !x.isBanked)) expect(isCommon(e.word), e.word).toBe(true);
  });

  it('answers "sorrow" with "tomorrow": the whole ending from the main stress rhymes', () => {
    expect(endRhymes('sorrow').perfect.map((e) => e.word)).toContain('tomorrow');
    expect(endRhymes('tomorrow').perfect.map((e) => e.word)).toContain('sorrow');
  });
});
