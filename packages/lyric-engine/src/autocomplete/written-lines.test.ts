import type { AutocompleteInput, StorytellingDirector } from '@lyricist/shared/ai/contracts';
import { describe, expect, it } from 'vitest';
import { tuningCases } from '../../bench/cases';
import { cmuRhyme } from '../../bench/cmu-check';
import { voiced } from '../compose/corpus-lines';
import { voiceFor } from '../compose/grammar';
import { styleDirector } from '../directors/style';
import { CORPUS_LINES } from '../vocabulary/corpus-lines-data';
import { autocomplete } from './index';

const style = styleDirector({ moods: ['nostalgic'], genres: ['folk'], artists: [], songs: [] });
const story = (tense: StorytellingDirector['tense']): StorytellingDirector => ({
  situation: 'Leaving home',
  turn: '',
  chorusMessage: '',
  images: [],
  emotions: ['nostalgia'],
  pointOfView: 'first',
  tense,
});
const at = (lyrics: string, tense: StorytellingDirector['tense']): AutocompleteInput => ({
  lyrics,
  cursorPosition: lyrics.length,
  storytelling: story(tense),
  style,
});
const table = (tense: StorytellingDirector['tense']) =>
  new Set(
    CORPUS_LINES.split('\n')
      .filter((row) => row !== '')
      .map((row) => voiced(row, voiceFor('i', tense)).toLowerCase()),
  );

describe('written lines', () => {
  it('offers a line people wrote when it rhymes and fits the song, in the song’s voice and tense', () => {
    const { suggestion } = autocomplete(at('I found your letters in a drawer\n', 'past'));
    expect(table('past').has(suggestion.toLowerCase())).toBe(true);
    expect(cmuRhyme(suggestion.split(' ').at(-1) ?? '', 'drawer')).toBe('perfect');
  });

  it('never shows a slot of the table', () => {
    for (const c of tuningCases()) expect(autocomplete(c.input).suggestion).not.toMatch(/[{}]/);
  });
});
