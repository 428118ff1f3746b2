import { describe, expect, it } from 'vitest';
import { isCommon } from '../lexicon/frequency';
import { idiomPhrase, idiomsFor } from './idioms';
import { IDIOMS } from './idioms-data.gen';
import { NEVER } from './never-words';

const endWords = IDIOMS.trim()
  .split('\n')
  .map((line) => line.split('|')[0] ?? '');

describe('idiom table (Brown)', () => {
  it('knows the verb phrases people close a clause on, by their last word', () => {
    expect(idiomsFor('mistake')).toContainEqual({ verb: 'make', between: ['a'] });
    expect(idiomsFor('breath')).toContainEqual({ verb: 'catch', between: ['my'] });
    expect(idiomsFor('door').map((i) => i.verb)).toEqual(expect.arrayContaining(['open', 'close', 'slam']));
    // A word that closes a verb alone: "came home", "walked away".
    expect(idiomsFor('home').map((i) => i.verb)).toContain('come');
    expect(idiomsFor('away')).toContainEqual({ verb: 'walk', between: [] });
    expect(idiomsFor('xyzzy')).toEqual([]);
  });
  it('keeps a particle with its verb, for the engine to conjugate the verb alone', () => {
    expect(idiomsFor('phone')).toContainEqual({ verb: 'pick up', between: ['the'] });
  });
  it("gives the possessive to the line's voice", () => {
    const breath = idiomsFor('breath').find((i) => i.verb === 'catch');
    expect(breath && idiomPhrase(breath, 'breath', 'your', 'my')).toBe('catch your breath');
    expect(breath && idiomPhrase(breath, 'breath', 'our', 'your')).toBe('catch our breath');
    // Brown's "grabbed her arm" is mostly someone else's arm: the one sung to.
    const arm = idiomsFor('arm').find((i) => i.verb === 'grab');
    expect(arm && idiomPhrase(arm, 'arm', 'my', 'your')).toBe('grab your arm');
  });
  it('ends only on common words, and never says an offensive one', () => {
    expect(endWords.length).toBeGreaterThan(80);
    for (const word of endWords) {
      expect(isCommon(word), word).toBe(true);
      for (const idiom of idiomsFor(word)) {
        for (const w of [...idiom.verb.split(' '), ...idiom.between, word])
          expect(NEVER.has(w), w).toBe(false);
      }
    }
  });
  it("leaves out the papers' and the law's phrases and one scene's business", () => {
    const all = endWords.flatMap((w) => idiomsFor(w).map((i) => idiomPhrase(i, w, 'my', 'your')));
    for (const phrase of [
      'hold the office',
      'hear the case',
      'pass the bill',
      'stop the tractor',
      'marry a man',
    ])
      expect(all).not.toContain(phrase);
  });
});
