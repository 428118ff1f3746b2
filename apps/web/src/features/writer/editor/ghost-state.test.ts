import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { acceptGhost, clearGhost, ghostField, ghostText, revealGhostWord, setGhost } from './ghost-state';

function stateWith(doc: string, cursor = doc.length): EditorState {
  return EditorState.create({ doc, selection: { anchor: cursor }, extensions: [ghostField] });
}

function withGhost(doc: string, text: string): EditorState {
  const state = stateWith(doc);
  return state.update({ effects: setGhost.of({ pos: state.doc.length, text }) }).state;
}

describe('ghost suggestion state', () => {
  it('reveals one word at a time', () => {
    let state = withGhost('Rain on', 'the window glass');
    const ghost = () => state.field(ghostField);
    expect(ghostText(ghost()!)).toBe('the');
    state = state.update({ effects: revealGhostWord.of(null) }).state;
    expect(ghostText(ghost()!)).toBe('the window');
    state = state.update({ effects: [revealGhostWord.of(null), revealGhostWord.of(null)] }).state;
    expect(ghostText(ghost()!)).toBe('the window glass');
  });

  it('any edit discards it, and so does moving the cursor away', () => {
    const state = withGhost('Rain on', 'the window');
    expect(state.update({ changes: { from: 7, insert: 'x' } }).state.field(ghostField)).toBeNull();
    expect(state.update({ selection: { anchor: 2 } }).state.field(ghostField)).toBeNull();
    expect(state.update({ effects: clearGhost.of(null) }).state.field(ghostField)).toBeNull();
  });

  it('accept inserts a space when needed, the whole suggestion and a newline', () => {
    const state = withGhost('Rain on', 'the window glass');
    const accepted = state.update(acceptGhost(state)!).state;
    expect(accepted.doc.toString()).toBe('Rain on the window glass\n');
    expect(accepted.selection.main.head).toBe(accepted.doc.length);
    expect(accepted.field(ghostField)).toBeNull();
  });

  it('accept adds no space after whitespace or on an empty line', () => {
    const afterSpace = withGhost('Rain on ', 'the window');
    expect(afterSpace.update(acceptGhost(afterSpace)!).state.doc.toString()).toBe('Rain on the window\n');
    const emptyLine = withGhost('First line\n', 'Second line here');
    expect(emptyLine.update(acceptGhost(emptyLine)!).state.doc.toString()).toBe(
      'First line\nSecond line here\n',
    );
    const empty = withGhost('', 'Opening words');
    expect(empty.update(acceptGhost(empty)!).state.doc.toString()).toBe('Opening words\n');
  });

  it('nothing to accept without a suggestion', () => {
    expect(acceptGhost(stateWith('text'))).toBeNull();
  });
});
