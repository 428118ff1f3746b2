import type { AutocompleteInput, StorytellingDirector } from '@lyricist/shared/ai/contracts';
import { describe, expect, it } from 'vitest';
import { tuningCases } from '../../bench/cases';
import { cmuRhyme } from '../../bench/cmu-check';
import { heldOutCases } from '../../bench/held-out/cases';
import { TUNING_2_TEXT } from '../../bench/tuning-2/songs';
import { CONJUNCTIONS } from '../banks/function-words';
import { voiced } from '../compose/corpus-lines';
import { voiceFor } from '../compose/grammar';
import { styleDirector } from '../directors/style';
import { CORPUS_LINES } from '../vocabulary/corpus-lines-data.gen';
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

  it('ends a half-line that waits for a clause with a line people wrote, joined once', () => {
    const c = heldOutCases(TUNING_2_TEXT).find((x) => x.partial === 'You missed a note and');
    if (!c) throw new Error('the recital stanza is missing from tuning-2');
    const { suggestion } = autocomplete(c.input);
    const voices = (['i', 'you', 'she', 'he', 'we', 'they'] as const).flatMap((p) =>
      (['past', 'present'] as const).map((t) => voiceFor(p, t)),
    );
    const rows = CORPUS_LINES.split('\n').filter((row) => row !== '');
    const written = new Set(voices.flatMap((v) => rows.map((row) => voiced(row, v).toLowerCase())));
    expect(written.has(suggestion.toLowerCase()), suggestion).toBe(true);
    // The writer's "and" joins it: a written "but ..." after it would join twice.
    for (const x of [...tuningCases(), ...heldOutCases(TUNING_2_TEXT)]) {
      if (!/\b(and|but|where|when|until|because)$/i.test(x.partial.trim())) continue;
      const first = autocomplete(x.input).suggestion.split(' ')[0]?.toLowerCase() ?? '';
      expect(CONJUNCTIONS.has(first), `${x.partial} | ${first}`).toBe(false);
    }
  });

  it('never shows a slot of the table', () => {
    for (const c of tuningCases()) expect(autocomplete(c.input).suggestion).not.toMatch(/[{}]/);
  });
});
