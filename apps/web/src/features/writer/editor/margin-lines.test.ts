import { EditorState, type TransactionSpec } from '@codemirror/state';
import { lineRoles, marginRhymeLetters, sectionTag } from '@lyricist/shared/lyrics/sections';
import { countLineSyllables } from '@lyricist/shared/lyrics/syllables';
import { describe, expect, it } from 'vitest';
import { carryMarginLines, readMarginLines, updateMarginLines } from './margin-lines';

const own: ReadonlyMap<string, number> = new Map([['fire', 2]]);

/** What the margin showed before it read only the changed lines: the whole text, read again. */
function readWhole(text: string) {
  const roles = lineRoles(text);
  return {
    roles,
    letters: marginRhymeLetters(text, roles),
    syllables: text
      .split('\n')
      .map((line) => (sectionTag(line) === null ? countLineSyllables(line, own) : 0)),
  };
}

function shown(margin: ReturnType<typeof readMarginLines>) {
  return {
    roles: [...margin.roles],
    letters: [...margin.letters],
    syllables: margin.facts.map((line) => (line.tag === null ? line.syllables : 0)),
  };
}

function expectSameAsWhole(start: string, edits: TransactionSpec[]) {
  let state = EditorState.create({ doc: start });
  let margin = readMarginLines(state.doc, own);
  for (const edit of edits) {
    const tr = state.update(edit);
    margin = updateMarginLines(margin, tr.changes, state.doc, tr.state.doc, own);
    state = tr.state;
    expect(shown(margin)).toEqual(readWhole(state.doc.toString()));
  }
}

const SONG = [
  'I walk into the night',
  'under the light',
  'my fire burns slow',
  '',
  '[Chorus]',
  'hold on to me',
  'hold on',
  '',
  '[Verse 2]',
  'new words',
  '',
  '[Chorus]',
  'hold on to me',
  'hold on',
].join('\n');

describe('updateMarginLines', () => {
  it('gives what reading the whole song gives, typing a line letter by letter', () => {
    const at = SONG.indexOf('\n\n[Chorus]');
    const typed = '\nand the morning light';
    expectSameAsWhole(
      SONG,
      [...typed].map((char, i) => ({ changes: { from: at + i, insert: char } })),
    );
  });

  it('finds a chorus that stops being a repeat, and one that becomes one again', () => {
    const at = SONG.lastIndexOf('hold on to me') + 'hold on to'.length;
    expectSameAsWhole(SONG, [
      { changes: { from: at, to: at + 3, insert: ' you' } },
      { changes: { from: at, to: at + 4, insert: ' me' } },
    ]);
  });

  it('follows blank lines, tags and pasted stanzas that split and join stanzas', () => {
    const between = SONG.indexOf('under the light');
    expectSameAsWhole(SONG, [
      { changes: { from: between, insert: '\n' } },
      { changes: { from: between, insert: '[Bridge]' } },
      { changes: { from: between, to: between + '[Bridge]\n'.length } },
      { changes: { from: 0, insert: 'a pasted line of fire\nthat ends in a bright light\n\n' } },
      { changes: { from: 0, to: SONG.indexOf('\n') + 50 } },
      {
        changes: [
          { from: 0, insert: 'x\n' },
          { from: 40, insert: '\n[Chorus]\n' },
        ],
      },
      { changes: { from: 0, to: 120, insert: '' } },
    ]);
  });

  it('gives what reading the whole song gives after many random edits', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const pieces = ['a', ' ', '\n', 'light', 'night\n', '[Chorus]\n', 'hold on', '\n\n', 'fire,'];
    let length = SONG.length;
    const edits: TransactionSpec[] = [];
    for (let i = 0; i < 300; i++) {
      const from = random(length + 1);
      const to = Math.min(length, from + (random(3) === 0 ? random(12) : 0));
      const insert = random(4) === 0 ? '' : (pieces[random(pieces.length)] as string);
      edits.push({ changes: { from, to, insert } });
      length += insert.length - (to - from);
    }
    expectSameAsWhole(SONG, edits);
  });
});

describe('carryMarginLines', () => {
  const carried = (edit: TransactionSpec) => {
    const state = EditorState.create({ doc: SONG });
    const margin = readMarginLines(state.doc, own);
    const tr = state.update(edit);
    return { margin, carried: carryMarginLines(margin, tr.changes, state.doc, tr.state.doc), tr };
  };

  it('keeps the very same margin while a line is typed in', () => {
    const { margin, carried: after } = carried({ changes: { from: 3, insert: 'x' } });
    expect(after).toBe(margin);
  });

  it('moves every other line with its text when a line is added or taken out', () => {
    const end = SONG.indexOf('\n');
    const added = carried({ changes: { from: end, insert: '\nand the morning light' } });
    expect(shown(added.carried)).toEqual({
      roles: [added.margin.roles[0], 'text', ...added.margin.roles.slice(1)],
      letters: [added.margin.letters[0], null, ...added.margin.letters.slice(1)],
      syllables: [shown(added.margin).syllables[0], 0, ...shown(added.margin).syllables.slice(1)],
    });
    const joined = carried({ changes: { from: end, to: end + 1 } });
    expect(joined.carried.letters).toEqual([joined.margin.letters[0], ...joined.margin.letters.slice(2)]);
    expect(joined.carried.facts).toHaveLength(joined.tr.state.doc.lines);
  });
});
