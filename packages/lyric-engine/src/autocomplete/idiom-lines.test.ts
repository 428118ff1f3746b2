import type { AutocompleteInput, StorytellingDirector, StyleDirector } from '@lyricist/shared/ai/contracts';
import { describe, expect, it } from 'vitest';
import { autocomplete } from './index';

const story = (pointOfView: StorytellingDirector['pointOfView']): StorytellingDirector => ({
  situation: 'Leaving town after a fight',
  turn: 'Regret',
  chorusMessage: 'I should have stayed',
  images: ['porch light', 'old truck'],
  emotions: ['regret'],
  pointOfView,
  tense: 'past',
});
const style: StyleDirector = {
  syllablesPerLine: { min: 6, max: 10, target: 8 },
  rhymeScheme: 'AABB',
  rhymeDensity: 'medium',
  register: 'storyteller',
  imagery: ['truck', 'road'],
  notes: '',
};
const at = (lyrics: string, pov: StorytellingDirector['pointOfView'] = 'first'): AutocompleteInput => ({
  lyrics,
  cursorPosition: lyrics.length,
  storytelling: story(pov),
  style,
});

describe('idiom endings', () => {
  it('closes a rhyme on an idiom rather than on a place tail', () => {
    // "lake" wants "-ake": Brown's "made a mistake" beats "the phone by the lake".
    expect(autocomplete(at('I stood there shaking by the lake\n')).suggestion).toMatch(/\bmade a mistake$/);
  });
  it("gives the idiom's possessive to the writer's own subject", () => {
    const skies = 'I watched the stars across the skies\n';
    expect(autocomplete(at(`${skies}You never `)).suggestion).toMatch(/\byour eyes$/);
    // Not "You never | still hold…": the writer's adverb already stands where a second one would.
    expect(autocomplete(at(`${skies}You never `)).suggestion).not.toMatch(/^(still|never|just)\b/);
    expect(autocomplete(at(`${skies}I never `)).suggestion).toMatch(/\bmy eyes$/);
    expect(autocomplete(at(`${skies}We `)).suggestion).toMatch(/\bour eyes$/);
  });
  it('does not give a person\'s idiom to a thing: "the disco ball | lowers her head"', () => {
    const { suggestion } = autocomplete(at('The lights above us spun blue and red\nThe disco ball '));
    expect(suggestion).not.toMatch(/\b(her|his|my) head$/);
  });
});
