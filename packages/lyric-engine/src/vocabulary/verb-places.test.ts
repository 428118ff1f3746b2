import { describe, expect, it } from 'vitest';
import { tailFits, tailParts, tailsForVerb } from './verb-places';

describe('verb-place table (Brown)', () => {
  it('keeps the places Brown put a verb in, in any of its forms', () => {
    expect(tailFits('sat', 'on', 'porch')).toBe(true);
    expect(tailFits('walking', 'down', 'street')).toBe(true);
    expect(tailFits('stood', 'at', 'door')).toBe(true);
    // Never seen itself, but a place of the porch's kind ("on the deck") or a preposition the verb
    // took with other places ("sit in" a chair, a car, an office -> a barn).
    expect(tailFits('sit', 'on', 'deck')).toBe(true);
    expect(tailFits('sit', 'in', 'barn')).toBe(true);
  });
  it('says no where Brown never put the verb', () => {
    expect(tailFits('heard', 'past', 'barn')).toBe(false);
    expect(tailFits('keep', 'outside', 'hotel')).toBe(false);
    expect(tailFits('sit', 'past', 'lawn')).toBe(false);
  });
  it('does not judge what it has too little of, nor "by", which only says next to what', () => {
    expect(tailFits('heard', 'by', 'lake')).toBeUndefined();
    expect(tailFits('xyzzy', 'in', 'barn')).toBeUndefined();
    expect(tailFits('drive past', 'by', 'lake')).toBeUndefined();
    expect(tailFits('sit', 'in', 'rain')).toBeUndefined();
    expect(tailFits('sit', 'at', 'night')).toBeUndefined();
  });
  it('reads a tail as its last preposition and noun', () => {
    expect(tailParts('out on the farm')).toEqual({ prep: 'on', noun: 'farm' });
    expect(tailParts('down by the river')).toEqual({ prep: 'by', noun: 'river' });
    expect(tailParts('at night')).toBeUndefined();
  });
  it('keeps the tails Brown does not rule out for the verb, none when nothing fits', () => {
    const barn = ['in the barn', 'past the barn', 'outside the barn', 'behind the barn'];
    expect(tailsForVerb('sat', barn)).toEqual(['in the barn', 'behind the barn']);
    expect(tailsForVerb('xyzzy', barn)).toEqual(barn);
    expect(tailsForVerb(undefined, barn)).toEqual(barn);
    expect(tailsForVerb('fell', barn)).toEqual([]);
    expect(tailsForVerb('hear', ['by the lake', 'down by the lake'])).toEqual([
      'by the lake',
      'down by the lake',
    ]);
  });
});
