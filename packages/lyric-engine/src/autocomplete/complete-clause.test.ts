import type { StorytellingDirector, StyleDirector } from '@lyricist/shared/ai/contracts';
import { describe, expect, it } from 'vitest';
import { continuesGrammatically, PARTIALS } from '../../bench/continuations';
import { startsWithVerb } from '../../bench/quality-check';
import { endsInClause } from './clause-end';
import { autocomplete } from './index';

const HEARTBREAK: StorytellingDirector = {
  situation: 'She left in the spring and I still leave the porch light on',
  turn: 'Waiting turns into letting her go',
  chorusMessage: 'The light stays on for someone gone',
  images: ['porch light', 'photograph', 'kitchen radio'],
  emotions: ['heartbreak', 'longing'],
  pointOfView: 'first',
  tense: 'present',
};
const STYLE: StyleDirector = {
  syllablesPerLine: { min: 7, max: 11, target: 9 },
  rhymeScheme: 'AABB',
  rhymeDensity: 'medium',
  register: 'storyteller',
  imagery: ['porch', 'window', 'night'],
  notes: '',
};
const finish = (partial: string) =>
  autocomplete({ lyrics: partial, cursorPosition: partial.length, storytelling: HEARTBREAK, style: STYLE })
    .suggestion;
const OPENER =
  /^(in|on|at|by|for|from|with|through|into|under|over|across|along|past|beneath|behind|down|up|like|and|but|until|till|as|while|when|because|still|low|all|again|tonight|the|every)\b/i;
const words = (s: string) => s.toLowerCase().split(' ');

describe('finishing a line that is already a whole clause', () => {
  it('reads "The porch light burns" as subject + verb, and "The porch lights" as a subject', () => {
    expect(endsInClause(words('The porch light burns'))).toBe(true);
    expect(endsInClause(words('I hold your photograph'))).toBe(true);
    expect(endsInClause(words('The porch lights'))).toBe(false);
    expect(endsInClause(words('I miss'))).toBe(false);
  });
  it('continues "The porch light burns" with a phrase or a linked clause, never a verb', () => {
    const rest = finish('The porch light burns');
    expect(rest).not.toBe('');
    expect(startsWithVerb(rest), rest).toBe(false);
    expect(rest).toMatch(OPENER);
  });
  it('does the same after a finite verb or an object noun', () => {
    for (const partial of ['I keep driving', 'You left', 'The radio plays', 'I hold your photograph']) {
      const rest = finish(partial);
      expect(startsWithVerb(rest), `${partial} | ${rest}`).toBe(false);
      expect(rest, `${partial} | ${rest}`).toMatch(OPENER);
    }
  });
  it('holds for every bench partial that ends a clause', () => {
    for (const partial of PARTIALS.complete) {
      const rest = finish(partial);
      expect(continuesGrammatically('complete', rest), `${partial} | ${rest}`).toBe(true);
    }
  });
  it('the checker flags the bug seen in the app', () => {
    expect(startsWithVerb('still hold my heart')).toBe(true);
    expect(startsWithVerb('drive past the lane')).toBe(true);
    expect(startsWithVerb('low in the window')).toBe(false);
    expect(startsWithVerb('until the morning comes')).toBe(false);
  });
});

describe('a fragment the engine cannot read', () => {
  it('never has a clause bolted on ("Ours | and I think about the eye")', () => {
    for (const fragment of ['Ours ', 'Yours ', 'And all the island '])
      expect(finish(`The thunder rolls across the sky\n${fragment}`)).not.toMatch(/\band I think about\b/);
  });
});
