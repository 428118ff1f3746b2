/**
 * basic-pitch's own note extraction over the model's activations, with settings for one voice.
 * The functions come from the loaded module (the caller passes them), so importing this file does
 * not load TensorFlow.js.
 */
import type { noteFramesToTime, outputToNotesPoly } from '@spotify/basic-pitch';
import type { RawNote } from './note';

/** The model's activations, one row per frame (86 a second), one column per semitone from A0. */
export type Posteriorgram = { frames: number[][]; onsets: number[][] };

export type NoteExtractor = {
  outputToNotesPoly: typeof outputToNotesPoly;
  noteFramesToTime: typeof noteFramesToTime;
};

export const NOTE_EXTRACTION = {
  onsetThreshold: 0.5,
  frameThreshold: 0.3,
  /** Frames (11.6 ms each) a note must outlast. */
  minNoteFrames: 5,
  /** A voice, hummed or sung, lies between C2 and C6 (65–1047 Hz); above that are its harmonics. */
  minHz: 60,
  maxHz: 1600,
  inferOnsets: true,
  melodiaTrick: true,
  energyTolerance: 11,
};

/** basic-pitch's notes for the activations (which it edits in place: pass a copy to keep them). */
export function rawNotesOf(
  posteriorgram: Posteriorgram,
  extractor: NoteExtractor,
  settings: typeof NOTE_EXTRACTION = NOTE_EXTRACTION,
): RawNote[] {
  if (posteriorgram.frames.length === 0) return [];
  const events = extractor.outputToNotesPoly(
    posteriorgram.frames,
    posteriorgram.onsets,
    settings.onsetThreshold,
    settings.frameThreshold,
    settings.minNoteFrames,
    settings.inferOnsets,
    settings.maxHz,
    settings.minHz,
    settings.melodiaTrick,
    settings.energyTolerance,
  );
  return extractor.noteFramesToTime(events).map((e) => ({
    pitch: e.pitchMidi,
    start: e.startTimeSeconds,
    end: e.startTimeSeconds + e.durationSeconds,
    confidence: e.amplitude,
  }));
}
