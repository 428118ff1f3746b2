import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { melodyLinksField, melodyTargetAt, setMelodyLinks, stanzaAtCursor } from './melody-gutter';

const SONG = ['Hum it to me slow', 'before the words arrive', '', 'Sing it low', 'and let it go', ''].join(
  '\n',
);
const links = [
  {
    memoId: 'm1',
    stanza: 1,
    phrases: [
      { syllables: 4, syllablesMax: 5, strongBeats: [3] },
      { syllables: 3, syllablesMax: 3, strongBeats: [0, 2] },
      { syllables: 5, syllablesMax: 6, strongBeats: [4] },
    ],
  },
];
const stateWith = (cursorAtText: string | null) => {
  const anchor = cursorAtText === null ? SONG.length : SONG.indexOf(cursorAtText) + 2;
  return EditorState.create({ doc: SONG, selection: { anchor }, extensions: [melodyLinksField] }).update({
    effects: setMelodyLinks.of(links),
  }).state;
};

describe('stanzaAtCursor (R-memo-8)', () => {
  it('names the stanza the cursor is in, or none on a blank line', () => {
    expect(stanzaAtCursor(stateWith('before'))).toBe(0);
    expect(stanzaAtCursor(stateWith('and let'))).toBe(1);
    expect(stanzaAtCursor(stateWith(null))).toBeNull();
  });
});

describe('melodyTargetAt (R-ghost-10)', () => {
  it('sends the phrase of the cursor’s line, and of the line being written below the stanza', () => {
    const at = (state: EditorState) => melodyTargetAt(state, state.selection.main.head);
    expect(at(stateWith('Sing'))).toEqual({ syllables: 4, syllablesMax: 5, strong: [3] });
    expect(at(stateWith('and let'))).toEqual({ syllables: 3, strong: [0, 2] });
    expect(at(stateWith(null))).toEqual({ syllables: 5, syllablesMax: 6, strong: [4] });
    expect(at(stateWith('Hum'))).toBeUndefined();
  });
});
