import { describe, expect, it } from 'vitest';
import { breaksGrammar } from './clauses';
import { readSyntax } from './syntax';

const breaks = (line: string) => breaksGrammar(readSyntax(line).tags);

describe('the part-of-speech model', () => {
  it('tags a plain line as Brown would', () => {
    expect(readSyntax('The old truck rusts in the yard').tags).toEqual([
      'at',
      'jj',
      'nn',
      'vbz',
      'in',
      'at',
      'nn',
    ]);
    expect(readSyntax("I'm wearing my coat").tags).toEqual(['ppss+bem', 'vbg', 'pp$', 'nn']);
  });

  it('reads words Brown never printed by their endings', () => {
    // Neither "hums" nor "spins" is in Brown; "hum" and "spin" are.
    expect(readSyntax('The skyline hums').tags[2]).toBe('vbz');
    expect(readSyntax('The compass spins across the dark').tags[2]).toBe('vbz');
  });

  it('scores English above the same words shuffled', () => {
    const line = 'The old truck rusted in the yard';
    const shuffled = 'yard the in rusted truck old the';
    expect(readSyntax(line).score).toBeGreaterThan(readSyntax(shuffled).score + 1);
  });
});

describe('breaksGrammar', () => {
  it('strikes a clause with two verbs and nothing joining them', () => {
    expect(breaks('And calls me back drives past the sand')).toBe(true);
    expect(breaks('The sirens scream still sells the van')).toBe(true);
    expect(breaks('And shapes the bread lingers past the lands')).toBe(true);
  });

  it('strikes a plural subject with a singular verb', () => {
    expect(breaks('The morning people feels the rain')).toBe(true);
    expect(breaks('The morning people still feels the rain')).toBe(true);
    expect(breaks('The morning people feel the rain')).toBe(false);
  });

  it('keeps the verbs that belong together', () => {
    for (const line of [
      'Every word I wrote is turning into gold', // a relative clause has a verb of its own
      'I never let the preacher bring me down', // "let" + "bring"
      'The preacher says we will all be fine',
      "I don't do that anymore",
      'I drove past the barn where the hay still hung',
      "It's never the gown, it's the bride",
      'And everybody starts to sing',
      "We couldn't hold the river back",
    ])
      expect(breaks(line), line).toBe(false);
  });
});
