import { EditorState, type TransactionSpec } from '@codemirror/state';
import { countLineSyllables } from '@lyricist/shared/lyrics/syllables';
import { describe, expect, it } from 'vitest';
import {
  marginField,
  ownSyllablesField,
  setOwnSyllables,
  settleMargin,
  shownMarginField,
  syllableGutter,
} from './margin-gutters';
import { readMarginLines } from './margin-lines';

const SONG = ['I walk into the night', 'under the light', '', 'my fire burns slow'].join('\n');

const open = () => EditorState.create({ doc: SONG, extensions: [ownSyllablesField, syllableGutter()] });
const apply = (state: EditorState, spec: TransactionSpec) => state.update(spec).state;
const typed = (state: EditorState, text: string): EditorState =>
  apply(state, {
    changes: { from: state.doc.line(2).to, insert: text },
    userEvent: 'input.type',
  });
const read = (state: EditorState) => readMarginLines(state.doc, state.field(ownSyllablesField));

describe('the margin as drawn', () => {
  it('waits for the pause while the writer types, then shows what the text says', () => {
    const before = open();
    const typing = typed(typed(before, ' tonight'), ' and the morning bright');
    // While typing: what the line showed before its first key.
    expect(typing.field(shownMarginField)).toBe(before.field(shownMarginField));
    const settled = apply(typing, { effects: settleMargin.of(null) });
    expect(settled.field(shownMarginField)).toEqual(read(settled));
    expect(settled.field(shownMarginField).facts[1]?.syllables).toBe(
      countLineSyllables('under the light tonight and the morning bright'),
    );
  });

  it('shows a paste, an undo-like change or new own counts at once', () => {
    const pasted = apply(open(), { changes: { from: 0, insert: 'fire\n' }, userEvent: 'input.paste' });
    expect(pasted.field(shownMarginField)).toBe(pasted.field(marginField));
    const counted = apply(typed(open(), ' fire'), { effects: setOwnSyllables.of(new Map([['fire', 1]])) });
    expect(counted.field(shownMarginField)).toEqual(read(counted));
  });
});
