/**
 * Test audio: a melody synthesised as a voice-like tone (a fundamental and two weaker harmonics,
 * short fades), mono at 22050 Hz. Only tests and benches use it.
 */
import { MODEL_SAMPLE_RATE } from '../src/model-constants';

export type ToneNote = { pitch: number; start: number; end: number; gain?: number };

export function synthMelody(notes: readonly ToneNote[], length?: number): Float32Array {
  const end = length ?? Math.max(0, ...notes.map((n) => n.end)) + 0.5;
  const pcm = new Float32Array(Math.ceil(end * MODEL_SAMPLE_RATE));
  for (const note of notes) {
    const hz = 440 * 2 ** ((note.pitch - 69) / 12);
    const from = Math.round(note.start * MODEL_SAMPLE_RATE);
    const count = Math.round((note.end - note.start) * MODEL_SAMPLE_RATE);
    const fade = Math.min(Math.round(0.01 * MODEL_SAMPLE_RATE), count / 2);
    for (let i = 0; i < count && from + i < pcm.length; i++) {
      const envelope = Math.min(1, i / fade, (count - i) / fade);
      const phase = (2 * Math.PI * hz * i) / MODEL_SAMPLE_RATE;
      const tone = Math.sin(phase) + 0.4 * Math.sin(2 * phase) + 0.2 * Math.sin(3 * phase);
      pcm[from + i] = 0.3 * (note.gain ?? 1) * envelope * tone;
    }
  }
  return pcm;
}

/** Notes of one length laid end to end from `start`, each `gap` seconds apart. */
export function run(pitches: readonly number[], start: number, length: number, gap = 0): ToneNote[] {
  return pitches.map((pitch, i) => ({
    pitch,
    start: start + i * (length + gap),
    end: start + i * (length + gap) + length,
  }));
}
