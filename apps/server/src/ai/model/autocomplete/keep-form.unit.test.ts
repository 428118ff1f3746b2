import { autocomplete, formTarget, rhymeGrade } from '@lyricist/lyric-engine';
import type { AutocompleteInput } from '@lyricist/shared/ai/contracts';
import { sampleStorytelling, sampleStyle } from '@lyricist/test-support/fakes/openai-samples';
import { describe, expect, it } from 'vitest';
import { chooseSuggestion } from './keep-form';

const input = (lyrics: string): AutocompleteInput => ({
  lyrics,
  cursorPosition: lyrics.length,
  storytelling: sampleStorytelling,
  style: sampleStyle,
});

const LONE = input('The porch light hums a song I almost know\n');

describe("choosing among the model's lines", () => {
  it('keeps the candidate that rhymes with the partner and fits the syllables', () => {
    const chosen = chooseSuggestion(LONE, formTarget(LONE), {
      suggestion: 'and the moths are circling the lamp',
      candidates: [
        'the crickets sing of things I never know',
        'so',
        'the crickets sing of places I will go',
        'and all the stars come out',
      ],
    });
    expect(chosen).toEqual({ suggestion: 'the crickets sing of places I will go', source: 'model' });
  });

  it("keeps the candidate that fits the memo phrase's syllables when the stanza is linked to one", () => {
    const sung = { ...LONE, melody: { syllables: 7, strong: [1, 3, 6] } };
    const candidates = [
      'the crickets sing of places I will go',
      'the crickets go',
      'the crickets sing where I go',
    ];
    const [stanzaLength, ...rest] = candidates;
    expect(
      chooseSuggestion(LONE, formTarget(LONE), { suggestion: stanzaLength ?? '', candidates: rest }),
    ).toEqual({
      suggestion: stanzaLength,
      source: 'model',
    });
    expect(
      chooseSuggestion(sung, formTarget(sung), { suggestion: stanzaLength ?? '', candidates: rest }),
    ).toEqual({
      suggestion: 'the crickets sing where I go',
      source: 'model',
    });
  });

  it('offers the first chorus again in a later chorus, whatever the model wrote', () => {
    const song = input(
      '[Chorus]\nThe porch light hums\nA song I almost know\n\n[Verse]\nMoths at the screen\n\n[Chorus]\n',
    );
    const chosen = chooseSuggestion(song, formTarget(song), {
      suggestion: 'and the moths are circling the lamp',
      candidates: ['the crickets sing of places I will go'],
    });
    expect(chosen).toEqual({ suggestion: 'The porch light hums', source: 'engine' });
  });

  it("prefers the model's own pick when it keeps the form", () => {
    const chosen = chooseSuggestion(LONE, formTarget(LONE), {
      suggestion: 'and every moth remembers where to go',
      candidates: ['and the crickets sing of things I owe'],
    });
    expect(chosen.suggestion).toBe('and every moth remembers where to go');
  });

  it("falls back to the engine's line, which rhymes, when no candidate keeps the form", () => {
    const chosen = chooseSuggestion(LONE, formTarget(LONE), {
      suggestion: 'and the moths are circling the lamp',
      candidates: ['the screen door rattles in the wind', 'I know I know I know'],
    });
    expect(chosen).toEqual({ suggestion: autocomplete(LONE).suggestion, source: 'engine' });
    expect(rhymeGrade(chosen.suggestion.split(' ').at(-1) ?? '', 'know')).toBeGreaterThanOrEqual(0.6);
  });

  it('judges a finish-the-line candidate as the whole line, the typed words dropped if echoed', () => {
    const partial = input('The porch light hums a song I almost know\nThe crickets sing');
    const chosen = chooseSuggestion(partial, formTarget(partial), {
      suggestion: 'The crickets sing of summers long ago',
      candidates: ['of summers in the rain'],
    });
    expect(chosen).toEqual({ suggestion: 'of summers long ago', source: 'model' });
  });
});
