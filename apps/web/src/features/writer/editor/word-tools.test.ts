import { history, undo } from '@codemirror/commands';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { lastPickIn, newlySelectedWord, selectedWord, wordAtCursor, wordChange } from './word-tools';

const at = (doc: string, anchor: number, head = anchor) =>
  EditorState.create({ doc, selection: { anchor, head }, extensions: [history()] });

describe('the word the writer points at', () => {
  const doc = 'I saw the fire\nWe let it burn';

  it('is a selection of exactly one whole word, on any line', () => {
    expect(selectedWord(at(doc, 10, 14))?.word).toBe('fire');
    expect(selectedWord(at(doc, 25, 29))).toMatchObject({ from: 25, to: 29, word: 'burn' });
    expect(selectedWord(at(doc, 10, 13))).toBeNull(); // part of a word
    expect(selectedWord(at(doc, 6, 14))).toBeNull(); // two words
    expect(selectedWord(at(doc, 10, 18))).toBeNull(); // across lines
  });

  it('is chosen anew only when the selection covers other text than before', () => {
    expect(newlySelectedWord(at(doc, 12), at(doc, 10, 14))?.word).toBe('fire');
    expect(newlySelectedWord(at(doc, 25, 29), at(doc, 10, 14))?.word).toBe('fire');
    // The same word read back the other way round (focus returning to the editor) is no new choice.
    expect(newlySelectedWord(at(doc, 10, 14), at(doc, 14, 10))).toBeNull();
    expect(newlySelectedWord(at(doc, 10, 14), at(doc, 10, 14))).toBeNull();
  });

  it('or the word the cursor is on', () => {
    expect(wordAtCursor(at(doc, 12))?.word).toBe('fire');
    expect(wordAtCursor(at(doc, 29))?.word).toBe('burn');
    expect(wordAtCursor(at('a  b', 2))).toBeNull();
  });
});

describe('putting a chosen word in', () => {
  const apply = (state: EditorState, word: string) => state.update(wordChange(state, word)).state;

  it('replaces the selected word in its case, the cursor after it', () => {
    const next = apply(at('Fire in the night', 0, 4), 'desire');
    expect(next.doc.toString()).toBe('Desire in the night');
    expect(next.selection.main.head).toBe(6);
  });

  it('inserts at the cursor with the spaces it needs', () => {
    expect(apply(at('burn it', 4), 'turn').doc.toString()).toBe('burn turn it');
    expect(apply(at('burnit', 4), 'turn').doc.toString()).toBe('burn turn it');
    expect(apply(at('', 0), 'turn').doc.toString()).toBe('turn');
  });

  it('is one undo step of its own, even right after typing', () => {
    let state = at('we let it ', 10);
    state = state.update({ changes: { from: 10, insert: 'b' }, userEvent: 'input.type' }).state;
    state = state.update({ selection: { anchor: 10, head: 11 } }).state;
    state = apply(state, 'burn');
    expect(state.doc.toString()).toBe('we let it burn');
    undo({ state, dispatch: (tr) => (state = tr.state) });
    expect(state.doc.toString()).toBe('we let it b');
  });

  it('replaces the last pick while the text is untouched, so rhymes can be tried in place', () => {
    let state = apply(at('We let it burn', 10, 14), 'turn');
    state = state.update(wordChange(state, 'learn', lastPickIn(state, 'turn'))).state;
    expect(state.doc.toString()).toBe('We let it learn');
    // Once the writer has typed, a pick goes in at the cursor again.
    const last = lastPickIn(state, 'learn');
    state = state.update({ changes: { from: 15, insert: ' and' }, selection: { anchor: 19 } }).state;
    state = state.update(wordChange(state, 'turn', last)).state;
    expect(state.doc.toString()).toBe('We let it learn and turn');
  });
});
