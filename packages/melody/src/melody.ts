/**
 * basic-pitch's notes → a sung melody, one note at a time. The model hears a voice as chords: its
 * harmonics as notes an octave or a twelfth up, vibrato as a string of re-onsets, a scoop into a note
 * as a fragment a semitone off. Linear in the number of notes (after one sort).
 */
import { ENVELOPE_HOP_S, type Envelope, envelopeOf } from './envelope';
import { median, quantile } from './median';
import type { Note, RawNote } from './note';

export const MELODY = {
  /** Shorter than this is a fragment, not a note: a sixteenth at 180 bpm lasts 0.083 s. */
  minNoteS: 0.08,
  /** Two notes sounding together for this share of the shorter one are one note and its shadow. */
  overlapShare: 0.5,
  /** The same pitch again after at most this silence, with no dip in level, is one held note. */
  mergeGapS: 0.15,
  /** A consonant or a breath between two notes drops the level this far below the quieter one. */
  dipDb: 12,
  /** A silence inside a note at least this long parts it in two: a breath or a consonant. */
  splitSilenceS: 0.03,
  /** A note this far below the memo's loud parts is the model hearing noise or silence. */
  quietDb: 35,
};

/** Intervals (semitones) at which a voice's harmonics sit above it: octave, twelfth, two octaves. */
const HARMONICS = new Set([12, 19, 24]);

const lengthOf = (n: { start: number; end: number }) => n.end - n.start;

/** Which of two notes heard at once is the melody: the lower of a harmonic pair, else the stronger. */
function winner(a: RawNote, b: RawNote): RawNote {
  if (HARMONICS.has(Math.abs(a.pitch - b.pitch))) return a.pitch < b.pitch ? a : b;
  return a.confidence * lengthOf(a) >= b.confidence * lengthOf(b) ? a : b;
}

/** Keeps one note at a time: a note and its shadow → the winner; a legato overlap → trimmed. */
function oneAtATime(sorted: readonly RawNote[], settings: typeof MELODY): RawNote[] {
  const kept: RawNote[] = [];
  for (const raw of sorted) {
    let note: RawNote | null = { ...raw };
    while (note) {
      const last = kept[kept.length - 1];
      if (!last || note.start >= last.end) {
        kept.push(note);
        break;
      }
      const overlap = Math.min(last.end, note.end) - note.start;
      if (overlap < settings.overlapShare * Math.min(lengthOf(last), lengthOf(note))) {
        last.end = note.start;
        if (lengthOf(last) < settings.minNoteS) kept.pop();
        continue;
      }
      if (winner(last, note) === note) kept.pop();
      else note = null;
    }
  }
  return kept;
}

/** Whether the level stays up between two notes, so that the second is no new syllable. */
function isContinuous(a: RawNote, b: RawNote, envelope: Envelope, settings: typeof MELODY): boolean {
  const level = Math.min(median(envelope.between(a.start, a.end)), median(envelope.between(b.start, b.end)));
  const between = envelope.between(a.end - 0.04, b.start + 0.04);
  return level - Math.min(...between) < settings.dipDb;
}

/** Joins the re-onsets of one held pitch (vibrato, a swell) where no silence parts them. */
function mergeReonsets(notes: RawNote[], envelope: Envelope, settings: typeof MELODY): RawNote[] {
  const merged: RawNote[] = [];
  for (const note of notes) {
    const last = merged[merged.length - 1];
    if (
      last &&
      last.pitch === note.pitch &&
      note.start - last.end <= settings.mergeGapS &&
      isContinuous(last, note, envelope, settings)
    ) {
      last.end = note.end;
      last.confidence = Math.max(last.confidence, note.confidence);
    } else {
      merged.push({ ...note });
    }
  }
  return merged;
}

/**
 * Parts a note where the sound stops inside it for splitSilenceS or more: basic-pitch bridges short
 * silences at one pitch when the second onset is soft, and a singer who stops has sung two notes.
 */
function splitAtSilences(notes: RawNote[], envelope: Envelope, settings: typeof MELODY): RawNote[] {
  const out: RawNote[] = [];
  const frames = Math.ceil(settings.splitSilenceS / ENVELOPE_HOP_S);
  for (const note of notes) {
    const levels = envelope.between(note.start, note.end);
    const silent = median(levels) - settings.dipDb;
    let piece = { ...note };
    let run = 0;
    levels.forEach((level, i) => {
      run = level < silent ? run + 1 : 0;
      if (run !== frames) return;
      const quietFrom = note.start + (i - frames + 1) * ENVELOPE_HOP_S;
      let back = i + 1;
      while (back < levels.length && (levels[back] as number) < silent) back++;
      const resume = note.start + back * ENVELOPE_HOP_S;
      if (quietFrom - piece.start >= settings.minNoteS && note.end - resume >= settings.minNoteS) {
        out.push({ ...piece, end: quietFrom });
        piece = { ...note, start: resume };
      }
    });
    out.push(piece);
  }
  return out;
}

/** The melody in basic-pitch's notes, each with its loudness from the audio (mono, 22050 Hz). */
export function toMelody(
  raw: readonly RawNote[],
  pcm: Float32Array,
  settings: typeof MELODY = MELODY,
): Note[] {
  const envelope = envelopeOf(pcm);
  const sorted = raw.filter((n) => lengthOf(n) >= settings.minNoteS).sort((a, b) => a.start - b.start);
  const merged = mergeReonsets(oneAtATime(sorted, settings), envelope, settings);
  const melody = splitAtSilences(merged, envelope, settings);
  const loud = quantile(envelope.levels, 0.95);
  return melody
    .filter((n) => lengthOf(n) >= settings.minNoteS)
    .map((n) => ({
      pitch: n.pitch,
      start: n.start,
      end: n.end,
      loudness: median(envelope.between(n.start, n.end)),
    }))
    .filter((n) => n.loudness >= loud - settings.quietDb);
}
