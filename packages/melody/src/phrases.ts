/**
 * Notes → phrases: a phrase ends at a rest, a silence long for the song's tempo. Each phrase says how
 * many syllables it wants and where its strong beats are. Linear in the number of notes.
 */
import { median } from './median';
import type { Note, Phrase } from './note';

export const PHRASING = {
  /**
   * A rest ends a phrase when it lasts half the memo's typical note (its median onset-to-onset time,
   * about one beat): an eighth rest or longer at the song's own tempo.
   */
  restOfBeat: 0.5,
  /**
   * The gaps inside a phrase, a consonant before a repeated note or a catch of breath, last a tenth
   * of a second or so: a rest shorter than this never ends a phrase, however fast the song.
   */
  minRestS: 0.25,
  /** A note at least twice the phrase's median length is held: a singer may give it two syllables. */
  heldRatio: 2,
  /** A note half again the phrase's median length is strong… */
  longRatio: 1.5,
  /** …and so is one this much louder than the phrase's median note (3 dB: twice the power). */
  loudDb: 3,
};

/** The shortest rest that ends a phrase, for these notes (sorted by start). */
export function restThreshold(notes: readonly Note[], settings: typeof PHRASING = PHRASING): number {
  const intervals: number[] = [];
  for (let i = 1; i < notes.length; i++) {
    intervals.push((notes[i] as Note).start - (notes[i - 1] as Note).start);
  }
  const beat = median(intervals);
  return Number.isNaN(beat) ? settings.minRestS : Math.max(settings.minRestS, settings.restOfBeat * beat);
}

/** The phrases of a melody (notes sorted by start, one at a time, as transcribe gives them). */
export function phrasesOf(notes: readonly Note[], settings: typeof PHRASING = PHRASING): Phrase[] {
  const rest = restThreshold(notes, settings);
  const groups: Note[][] = [];
  let current: Note[] = [];
  for (const note of notes) {
    const previous = current[current.length - 1];
    if (previous && note.start - previous.end >= rest) {
      groups.push(current);
      current = [];
    }
    current.push(note);
  }
  if (current.length > 0) groups.push(current);
  return groups.map((group) => phraseOf(group, settings));
}

function phraseOf(notes: Note[], settings: typeof PHRASING): Phrase {
  const lengths = notes.map((n) => n.end - n.start);
  const typical = median(lengths);
  const typicalLoudness = median(notes.map((n) => n.loudness));
  let held = 0;
  const strongBeats: number[] = [];
  notes.forEach((note, i) => {
    const length = lengths[i] as number;
    if (length >= settings.heldRatio * typical) held++;
    if (length >= settings.longRatio * typical || note.loudness >= typicalLoudness + settings.loudDb) {
      strongBeats.push(i);
    }
  });
  return {
    start: (notes[0] as Note).start,
    end: (notes[notes.length - 1] as Note).end,
    notes,
    syllables: notes.length,
    syllablesMax: notes.length + held,
    strongBeats,
  };
}
