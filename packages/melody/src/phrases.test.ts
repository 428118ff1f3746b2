import { describe, expect, it } from 'vitest';
import type { Note } from './note';
import { PHRASING, phrasesOf, restThreshold } from './phrases';

const buildNote = (overrides: Partial<Note> & { start: number }): Note => ({
  pitch: 60,
  end: overrides.start + 0.4,
  loudness: -12,
  ...overrides,
});

/** Notes of one length, one after another with the given gaps before each (the first's is its start). */
function line(start: number, length: number, gaps: number[]): Note[] {
  const notes: Note[] = [];
  let t = start;
  for (const gap of gaps) {
    t += gap;
    notes.push(buildNote({ start: t, end: t + length }));
    t += length;
  }
  return notes;
}

describe('phrasesOf', () => {
  it('ends a phrase at a rest of half a beat or more', () => {
    // Quarter notes at 100 bpm (0.6 s apart); a 0.5 s rest after the third note.
    const notes = line(0, 0.55, [0, 0.05, 0.05, 0.5, 0.05]);
    const phrases = phrasesOf(notes);
    expect(phrases.map((p) => p.notes.length)).toEqual([3, 2]);
    expect(phrases[0]).toMatchObject({ start: 0, end: notes[2]?.end });
    expect(phrases[1]?.start).toBe(notes[3]?.start);
  });

  it('reads a rest against the tempo: the same gap ends a phrase in a fast song, not in a slow one', () => {
    const slow = line(0, 1.2, [0, 0.35, 0.05, 0.05]);
    const fast = line(0, 0.2, [0, 0.35, 0.05, 0.05, 0.05, 0.05]);
    expect(phrasesOf(slow)).toHaveLength(1);
    expect(phrasesOf(fast)).toHaveLength(2);
  });

  it(`never ends a phrase at a gap under ${PHRASING.minRestS} s, however fast the notes`, () => {
    const notes = line(0, 0.1, [0, 0.2, 0.02, 0.02, 0.02]);
    expect(restThreshold(notes)).toBe(PHRASING.minRestS);
    expect(phrasesOf(notes)).toHaveLength(1);
  });

  it('wants a syllable a note, and one more for each held note', () => {
    const notes = line(0, 0.4, [0, 0, 0, 0]);
    (notes[3] as Note).end = (notes[3] as Note).start + 0.9;
    const [phrase] = phrasesOf(notes);
    expect(phrase).toMatchObject({ syllables: 4, syllablesMax: 5 });
  });

  it('marks the longer and the louder notes as strong beats', () => {
    const notes = line(0, 0.4, [0, 0, 0, 0, 0]);
    (notes[1] as Note).end = (notes[1] as Note).start + 0.7;
    (notes[3] as Note).loudness = -6;
    expect(phrasesOf(notes)[0]?.strongBeats).toEqual([1, 3]);
  });

  it('gives nothing for no notes and one phrase for one note', () => {
    expect(phrasesOf([])).toEqual([]);
    expect(phrasesOf([buildNote({ start: 1 })])).toMatchObject([
      { syllables: 1, syllablesMax: 1, strongBeats: [] },
    ]);
  });
});
