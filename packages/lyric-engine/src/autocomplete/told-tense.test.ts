import { describe, expect, it } from 'vitest';
import { directors } from '../../bench/cases';
import { STANZAS } from '../../bench/stanzas';
import { readSyntax } from '../language-model/syntax';
import { autocomplete } from './index';
import { readTail } from './tail-context';
import { songTense } from './told-tense';

describe('the tense a line is told in', () => {
  it("reads the tense the writer's own verbs tell, whatever the song's director says", () => {
    // "The pills are lined up | while you walked past the grounds": a past-tense song's ending on a
    // line the writer was telling now.
    expect(readTail('The pills are lined up').tense).toBe('present');
    expect(readTail('The parents holler').tense).toBe('present');
    expect(readTail("I'm sleeping on my").tense).toBe('present');
    expect(readTail('I kicked the tire').tense).toBe('past');
    expect(readTail("She'd carried me as").tense).toBe('past');
    expect(readTail('I will wait right here until').tense).toBeUndefined();
    const { storytelling, style } = directors(STANZAS[0] as (typeof STANZAS)[number]);
    const past = { ...storytelling, tense: 'past' as const };
    for (const partial of ['The pills are lined up', 'The kids are screaming', 'She shuts her eyes']) {
      const lyrics = `I drove back home on a Sunday night\n${partial}`;
      const { suggestion } = autocomplete({
        lyrics,
        cursorPosition: lyrics.length,
        storytelling: past,
        style,
      });
      const tags = readSyntax(suggestion).tags;
      expect(
        tags.some((t) => /(^|\+)(vbd|bedz|bed|hvd|dod)\*?$/.test(t)),
        `${partial} | ${suggestion}`,
      ).toBe(false);
    }
  });
  it('tells no tense by a verb spelled the same in both ("I read it twice"), so the song\'s holds', () => {
    expect(readTail('I read it twice').tense).toBeUndefined();
    expect(readTail('We put the bottle down and').tense).toBeUndefined();
    expect(readTail('She reads the letter').tense).toBe('present');
  });
  it("without a storytelling director, tells the line in the tense of the song's own lines", () => {
    const past = ['I waited on the platform feeling blue', 'The last train rattled past the avenue'];
    expect(songTense(past)).toBe('past');
    expect(songTense(['I wait on the platform feeling blue', 'The last train rattles past'])).toBe('present');
    expect(songTense(['Blue and gold', 'Under the sky'])).toBeUndefined();
    const { style } = directors(STANZAS[0] as (typeof STANZAS)[number]);
    const lyrics = `${past.join('\n')}\nI kept your letter folded in my coat\nI read it twice`;
    const { suggestion } = autocomplete({ lyrics, cursorPosition: lyrics.length, storytelling: null, style });
    expect(readTail(`I read it twice ${suggestion}`).tense, suggestion).not.toBe('present');
    expect(readTail(suggestion).tense, suggestion).not.toBe('present');
  });
});
