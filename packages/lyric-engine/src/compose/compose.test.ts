import { describe, expect, it } from 'vitest';
import { kindOf, tailsFor, takesPrep } from '../banks/noun-kinds';
import { predicatesFor, verbsFor } from '../vocabulary/verb-frames';
import { writerPhrases } from './phrases';
import { isFiller, nounsOf } from './quality';
import { roleAt } from './section';

const verbs = (noun: string, feel = 'sorrow') => verbsFor(noun, feel).map((v) => v.verb);

describe('typed slots', () => {
  it('gives each object only verbs that can take it', () => {
    expect(verbs('photograph')).toEqual(expect.arrayContaining(['hold', 'keep']));
    expect(verbs('photograph')).not.toContain('drive past');
    expect(verbs('old red barn')).toContain('drive past');
    expect(verbs('old red barn')).not.toContain('hold');
    expect(verbs('radio')).toContain('hear');
    expect(verbs('smell of hay')).toContain('miss');
    expect(verbs('smell of hay')).not.toContain('smell');
    expect(verbs('rain')).not.toContain('hold');
  });
  it('picks verbs by feeling: an angry song burns and slams', () => {
    expect(verbs('letter', 'fire')).toEqual(expect.arrayContaining(['burn', 'tear up']));
    expect(verbs('door', 'fire')).toContain('slam');
    expect(verbs('letter', 'tender')).not.toContain('burn');
  });
  it('lets things do what they do: a radio plays, a phone rings, a field does nothing', () => {
    expect(predicatesFor('radio')).toContain('play');
    expect(predicatesFor('phone')).toEqual(['ring']);
    expect(predicatesFor('old red barn')).toContain('stand');
    expect(predicatesFor('field')).toEqual([]);
  });
  it('ends a line on a place or a time with the right preposition', () => {
    expect(tailsFor('night')).toContain('at night');
    expect(tailsFor('farm')).toContain('on the farm');
    expect(tailsFor('farm')).not.toContain('in the farm');
    expect(takesPrep('kitchen', 'in')).toBe(true);
    expect(takesPrep('farm', 'in')).toBe(false);
    expect(kindOf('his radio in the kitchen')).toBe('sound');
  });
});

describe('quality guards', () => {
  it('flags "and I\'m <adjective>" filler, not a line with something to say', () => {
    expect(isFiller("I keep the kitchen and I'm blue")).toBe(true);
    expect(isFiller("With the garage, I'm loud")).toBe(true);
    expect(isFiller('I keep driving past the old red barn at night')).toBe(false);
  });
  it('reads the nouns a listener would hear repeated', () => {
    expect(nounsOf('I leave the kitchen and the radio')).toEqual(['kitchen', 'radio']);
    expect(nounsOf('I hold it close and cold')).toEqual([]);
  });
});

describe('story position', () => {
  it('sets the scene, turns it, then says the message', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((p) => roleAt(0, p, null))).toEqual([
      'situation',
      'situation',
      'situation',
      'situation',
      'turn',
      'turn',
      'message',
      'message',
    ]);
    expect(roleAt(1, 0, null)).toBe('message');
    expect(roleAt(2, 0, null)).toBe('turn');
    expect(roleAt(0, 0, 'message')).toBe('message');
  });
});

describe("the writer's phrases", () => {
  const story = {
    situation: 'He swore he would pay it back. I lent him everything I had. A song about money.',
    turn: '',
    chorusMessage: '',
    images: [],
    emotions: ['anger'],
    pointOfView: 'first' as const,
    tense: 'past' as const,
  };
  it('turns an accusation toward "you" in an angry song', () => {
    const texts = writerPhrases(story, true).map((p) => p.text);
    expect(texts).toContain("you swore you'd pay it back");
    expect(texts).toContain('I lent you everything I had');
    expect(texts.some((t) => /a song about/i.test(t))).toBe(false);
  });
  it("keeps the writer's words as they are otherwise, and offers a version with room for a new tail", () => {
    const phrases = writerPhrases(
      { ...story, situation: 'I keep driving past the old red barn at night.', emotions: ['longing'] },
      false,
    );
    expect(phrases.map((p) => p.text)).toEqual([
      'I keep driving past the old red barn at night',
      'I keep driving past the old red barn',
    ]);
    expect(phrases[1]?.cut).toBe('place');
  });
});
