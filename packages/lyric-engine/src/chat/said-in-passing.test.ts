import { describe, expect, it } from 'vitest';
import { instructionsIn } from '../reading/instructions';
import { requestIn } from '../reading/request';
import { turnIn } from '../reading/turn';
import { play } from './test-conversation';

/** What the blind read of chat-held-out-15 marked down (issue 36): asks and words said in passing. */
describe('asks of the song said in passing (issue 36, set-15 read)', () => {
  it('reads a part with no words, a word or subject kept out, an ending asked as a question, and a scene', () => {
    expect(requestIn('could the chorus have no words? just the melody. like its signed')).toEqual({
      part: 'chorus',
      wordless: 'the melody',
    });
    expect(requestIn('keep it in my range, like 5 notes. and nothing about golf pls')?.avoid).toBe('golf');
    expect(requestIn('you used forever 3 times. ban forever')?.avoid).toBe('forever');
    expect(requestIn('can it end on a question instead of an answer?')?.ends).toBe(
      'a question instead of an answer',
    );
    expect(requestIn('chorus = me in the parking garage after, before i wiped it off')?.scene).toBe(
      'me in the parking garage after, before i wiped it off',
    );
    expect(requestIn('chorus is the old guys cheering. keep the pawn shop out of it')?.scene).toBe(
      'the old guys cheering',
    );
  });
});

describe('words that only look like a turn or a sound (issue 36, set-15 read)', () => {
  it('reads a joke that killed, a house arrest and an ankle monitor as story', () => {
    expect(turnIn('my best joke got NOTHING. then the colonoscopy bit absolutely killed')).toBeNull();
    expect(turnIn('a drunk driver killed him')?.kind).toBe('death');
    expect(
      instructionsIn('he gets the electronic ankle monitor off friday. 18 months of house arrest'),
    ).toEqual([]);
    expect(instructionsIn('that house kept him safe')).toEqual([]);
    expect(instructionsIn('WE CLOSED!!! first house we have ever owned')).toEqual([]);
    expect(instructionsIn('that house beat').map((i) => i.value)).toEqual(['Electronic']);
  });

  it('reads whose loss a lower-case name says, a first with a number, and a discovery as a change', () => {
    expect(turnIn("my best friend gemma's dad died this morning")).toMatchObject({
      who: "Gemma's dad",
      mourner: 'Gemma',
    });
    expect(turnIn('ran my first 5k today at 63!!! 41 minutes')?.kind).toBe('first');
    expect(turnIn('found out tonight my boyfriend of 6 yrs has a whole second instagram')?.kind).toBe(
      'change',
    );
    expect(turnIn('could the chorus have no words? like its signed')).toBeNull();
    // Born in March is old news: no "Congratulations" for it; born this morning is an arrival.
    expect(turnIn('my grandson jonas was born deaf in march')).toBeNull();
    expect(turnIn('she was born at 4:12 this morning')?.news).toBe('arrival');
  });

  it('says sorry once: a funeral told after the death is answered as what happened at it', () => {
    const [, funeral] = play(
      "my best friend gemma's dad died this morning. heart attack on the golf course",
      'she asked me to sing at the funeral and i said yes before i thought about it. i cannot sing',
    );
    expect(funeral?.content).not.toMatch(/sorry|a real loss/i);
    const [retired] = play(
      'ms halvorsen retired today. 41 years teaching music. she taught me AND my daughter',
    );
    expect(retired?.content).not.toMatch(/were different now/);
  });
});

describe('deaths said the way people say them (issue 36, set-15 read)', () => {
  it('reads a patient lost, a dog said goodbye to and "deceased" on a card as deaths, never "mr" as someone', () => {
    expect(turnIn('long shift. lost a patient at 4am. mr abernathy. 93')?.kind).toBe('death');
    expect(turnIn('rough day. we said goodbye to radish yesterday. 14. best dog who ever lived')?.kind).toBe(
      'death',
    );
    expect(turnIn("someone had written 'deceased' across the front in pencil")?.kind).toBe('death');
    expect(turnIn('we said goodbye to our friends at the airport today')).toBeNull();
    const [patient] = play('long shift. lost a patient at 4am. mr abernathy. 93. no family came');
    expect(patient?.content).toMatch(/^I'm sorry/);
    expect(patient?.content).not.toMatch(/\bmr leave\b/i);
  });
});

describe('the article before a form (issue 36, set-15 read)', () => {
  it('says "An anthem", never "A anthem"', () => {
    const [anthem] = play('country revenge anthem!!! loud. twangy. sassy');
    expect(anthem?.content).not.toMatch(/\bA anthem\b/);
  });
});
