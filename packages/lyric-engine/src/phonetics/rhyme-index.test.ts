import { describe, expect, it } from 'vitest';
import { isCommon } from '../lexicon/frequency';
import { rhymeIndex } from './rhyme-index';

describe('rhymeIndex', () => {
  const plurals = rhymeIndex().all.filter((e) => e.isPlural);

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
});
