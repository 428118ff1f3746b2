import { rhymeSlot } from '@lyricist/shared/lyrics/rhyme-scheme';
import { sectionTag } from '@lyricist/shared/lyrics/sections';
import { countLineSyllables } from '@lyricist/shared/lyrics/syllables';
import { phrasesOfSpan } from '@lyricist/shared/memos/phrases';
import { describe, expect, it } from 'vitest';
import {
  lineTargets,
  missesTarget,
  movedLinks,
  phraseAt,
  stanzaIndexes,
  targetLabel,
  targetText,
} from './melody-targets';

/** Lines as the margin reads them: tags and blank lines break stanzas. */
const read = (text: string) =>
  text.split('\n').map((line) => ({
    slot: sectionTag(line) === null ? rhymeSlot(line) : '',
    syllables: countLineSyllables(line, new Map()),
  }));

const SONG = [
  '[Verse]',
  'I kept the letters in a drawer',
  'beside the keys I never used',
  '',
  'The kitchen light is on again',
  'and every cup remembers you',
  'the radio is playing low',
  '',
  'so low',
].join('\n');

const phrase = (syllables: number, syllablesMax = syllables, strongBeats: number[] = []) => ({
  syllables,
  syllablesMax,
  strongBeats,
});

describe('stanzaIndexes', () => {
  it('counts stanzas from 0, parted by blank lines and section tags', () => {
    expect(stanzaIndexes(read(SONG))).toEqual([null, 0, 0, null, 1, 1, 1, null, 2]);
    expect(stanzaIndexes(read('\n\none\n[Chorus]\ntwo\n\n\nthree'))).toEqual([
      null,
      null,
      0,
      null,
      1,
      null,
      null,
      2,
    ]);
  });
});

describe('lineTargets (R-memo-9)', () => {
  it('sets the linked stanza’s lines against the phrases in order, and leaves other stanzas alone', () => {
    // The margin's own counts (R-syllables-1): 8, 9 ("every" has three) and 7.
    const targets = lineTargets(read(SONG), [
      { memoId: 'm1', stanza: 1, phrases: [phrase(8), phrase(6, 7), phrase(9)] },
    ]);
    expect(targets).toEqual([
      null,
      null,
      null,
      null,
      { syllables: 8, min: 8, max: 8 },
      { syllables: 9, min: 6, max: 7 },
      { syllables: 7, min: 9, max: 9 },
      null,
      null,
    ]);
  });

  it('shows nothing for lines past the memo’s phrases', () => {
    const targets = lineTargets(read(SONG), [{ memoId: 'm1', stanza: 1, phrases: [phrase(8)] }]);
    expect(targets.slice(4, 7)).toEqual([{ syllables: 8, min: 8, max: 8 }, null, null]);
  });

  it('follows the stanza when lines above it change its place, and sets each link apart', () => {
    const links = [
      { memoId: 'm0', stanza: 0, phrases: [phrase(3), phrase(4)] },
      { memoId: 'm2', stanza: 2, phrases: [phrase(2)] },
    ];
    const targets = lineTargets(read(SONG), links);
    expect(targets.map((t) => t?.min ?? null)).toEqual([null, 3, 4, null, null, null, null, null, 2]);
  });

  it('gives nothing when no stanza is linked, or the linked one is gone', () => {
    expect(lineTargets(read(SONG), []).every((t) => t === null)).toBe(true);
    expect(
      lineTargets(read(SONG), [{ memoId: 'm7', stanza: 7, phrases: [phrase(8)] }]).every((t) => t === null),
    ).toBe(true);
  });
});

describe('movedLinks (R-memo-8)', () => {
  const link = { memoId: 'm', stanza: 1, phrases: [phrase(8)] };
  const lines = (text: string) => read(text).map(({ slot }) => ({ slot }));
  const before = lines('one\ntwo\n\nthree\nfour');

  it('moves a link down when a stanza is written above its stanza, and up when one is taken out', () => {
    const written = lines('new\n\none\ntwo\n\nthree\nfour');
    expect(movedLinks([link], before, written, (line) => line + 2)).toEqual([{ ...link, stanza: 2 }]);
    const taken = lines('three\nfour');
    expect(movedLinks([link], before, taken, (line) => Math.max(0, line - 3))).toEqual([
      { ...link, stanza: 0 },
    ]);
  });

  it('keeps the same links when no stanza moved, and finds a stanza whose first line went', () => {
    const links = [link];
    expect(movedLinks(links, before, lines('one\ntwo\n\nthree!\nfour'), (line) => line)).toBe(links);
    // The break above the stanza and its first line deleted: the link follows "four".
    const merged = lines('one\ntwo\nfour');
    expect(movedLinks(links, before, merged, (line) => (line >= 3 ? line - 1 : line))).toEqual([
      { ...link, stanza: 0 },
    ]);
  });
});

describe('the target’s words', () => {
  it('reads "7 / 8" and marks a miss outside the range, with a label that says it', () => {
    expect(targetText({ syllables: 7, min: 8, max: 8 })).toBe('7 / 8');
    expect(targetText({ syllables: 7, min: 8, max: 9 })).toBe('7 / 8–9');
    expect(missesTarget({ syllables: 7, min: 8, max: 8 })).toBe(true);
    expect(missesTarget({ syllables: 10, min: 8, max: 9 })).toBe(true);
    expect(missesTarget({ syllables: 9, min: 8, max: 9 })).toBe(false);
    expect(missesTarget({ syllables: 8, min: 8, max: 8 })).toBe(false);
    expect(targetLabel({ syllables: 7, min: 8, max: 8 })).toBe('7 syllables, the melody wants 8');
    expect(targetLabel({ syllables: 1, min: 8, max: 9 })).toBe('1 syllable, the melody wants 8 to 9');
  });
});

describe('phraseAt (R-ghost-10)', () => {
  const links = [{ memoId: 'm1', stanza: 1, phrases: [phrase(8), phrase(6, 7, [1]), phrase(9), phrase(5)] }];

  it('gives a line of a linked stanza its phrase, and other lines none', () => {
    const lines = read(SONG);
    expect(phraseAt(lines, links, 4)).toEqual(phrase(8));
    expect(phraseAt(lines, links, 5)).toEqual(phrase(6, 7, [1]));
    expect(phraseAt(lines, links, 1)).toBeNull();
    expect(phraseAt(lines, links, 8)).toBeNull();
    expect(phraseAt(lines, [], 4)).toBeNull();
  });

  it('gives the blank line being written below a linked stanza the next phrase', () => {
    // The writer pressed Enter after the stanza's third line: line 7 is blank.
    expect(phraseAt(read(SONG), links, 7)).toEqual(phrase(5));
    const [only] = [{ memoId: 'm1', stanza: 1, phrases: [phrase(8), phrase(6), phrase(9)] }];
    expect(phraseAt(read(SONG), [only], 7)).toBeNull();
  });
});

describe('a stanza linked to a span of the memo (R-memo-12)', () => {
  // Six phrases told apart by their syllables: phrase n wants n + 2.
  const memo = [3, 4, 5, 6, 7, 8].map((n) => phrase(n, n, [0]));
  const spanLink = (from: number, to: number) => ({
    memoId: 'm1',
    stanza: 1,
    phrases: phrasesOfSpan(memo, { from, to }),
  });

  it('takes the phrases from the span’s first to its last, both included; no span is the whole memo', () => {
    expect(phrasesOfSpan(memo, { from: 2, to: 3 })).toEqual([memo[1], memo[2]]);
    expect(phrasesOfSpan(memo, { from: 6, to: 6 })).toEqual([memo[5]]);
    expect(phrasesOfSpan(memo, null)).toBe(memo);
  });

  it('sets the stanza’s first line against the span’s first phrase, and so on in order', () => {
    const targets = lineTargets(read(SONG), [spanLink(3, 5)]);
    expect(targets.map((t) => t && [t.min, t.max])).toEqual([
      null,
      null,
      null,
      null,
      [5, 5],
      [6, 6],
      [7, 7],
      null,
      null,
    ]);
  });

  it('gives the lines past the span nothing, though the memo has more phrases', () => {
    const targets = lineTargets(read(SONG), [spanLink(4, 5)]);
    expect(targets.slice(4, 7).map((t) => t?.min ?? null)).toEqual([6, 7, null]);
  });

  it('aims the ghost text at the span’s phrase, and the next line being written at the next one in it', () => {
    const lines = read(SONG);
    expect(phraseAt(lines, [spanLink(2, 6)], 4)).toEqual(memo[1]);
    expect(phraseAt(lines, [spanLink(2, 6)], 6)).toEqual(memo[3]);
    // The blank line below the stanza's third line: phrase 5 of the memo, the span's fourth.
    expect(phraseAt(lines, [spanLink(2, 6)], 7)).toEqual(memo[4]);
    // A span of three that the stanza has sung through: nothing, not the memo's next phrase.
    expect(phraseAt(lines, [spanLink(2, 4)], 7)).toBeNull();
  });

  it('keeps the span’s phrases when the link moves with its stanza (R-memo-8)', () => {
    const link = spanLink(5, 6);
    const lines = (text: string) => read(text).map(({ slot }) => ({ slot }));
    const moved = movedLinks([link], lines('one\n\nthree'), lines('new\n\none\n\nthree'), (l) => l + 2);
    expect(moved).toEqual([{ ...link, stanza: 2 }]);
  });
});
