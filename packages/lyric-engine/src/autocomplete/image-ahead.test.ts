import type { StorytellingDirector } from '@lyricist/shared/ai/contracts';
import { describe, expect, it } from 'vitest';
import { styleDirector } from '../directors/style';
import { imageAhead } from './image-ahead';
import { autocomplete } from './index';

const IMAGES = ['masking tape', 'power bill', 'old guitar', 'old red barn', 'kitchen door'];

describe('an image the writer has begun', () => {
  it('is finished with the rest of the writer’s own words', () => {
    expect(imageAhead('Each lid had masking', IMAGES)).toBe('tape');
    expect(imageAhead('She pays the power', IMAGES)).toBe('bill');
    expect(imageAhead('I played an old', IMAGES)).toBe('guitar');
    expect(imageAhead('I drove past the old red', IMAGES)).toBe('barn');
  });

  it('is found in the writer’s own story too, where a noun follows the word they typed', () => {
    // The chat's images split "masking tape" into "tape"; the writer's sentence keeps it whole.
    const story = 'Each lid had masking tape with their name on it. My mother washed every dish.';
    expect(imageAhead('I found the masking', ['tape', 'dish'], story)).toBe('tape');
    expect(imageAhead('My mother washed every', ['tape', 'dish'], story)).toBeNull();
    expect(imageAhead('Her name', ['tape', 'dish'], story)).toBeNull();
  });

  it('is not read into an adjective of its own, a function word or a finished image', () => {
    expect(imageAhead('I feel so old', IMAGES)).toBeNull();
    expect(imageAhead('I keep it by the', IMAGES)).toBeNull();
    expect(imageAhead('I keep his leash beside the kitchen door', IMAGES)).toBeNull();
    expect(imageAhead('She pays the power,', IMAGES)).toBeNull();
  });

  it('opens the ghost text, and the line goes on from there', () => {
    const storytelling: StorytellingDirector = {
      situation: 'The week after the funeral',
      turn: '',
      chorusMessage: '',
      images: ['casseroles', 'masking tape', 'dishes'],
      emotions: ['grief'],
      pointOfView: 'first',
      tense: 'past',
    };
    const style = styleDirector({ moods: ['sad'], genres: ['folk'], artists: [], songs: [] });
    const lyrics = 'The neighbors came with casseroles all week\nEach lid had masking';
    const { suggestion } = autocomplete({ lyrics, cursorPosition: lyrics.length, storytelling, style });
    expect(suggestion).toMatch(/^tape\b/);
    expect(suggestion.split(' ').length).toBeGreaterThan(1);
  });
});
