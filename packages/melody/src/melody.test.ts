import { describe, expect, it } from 'vitest';
import { synthMelody, type ToneNote } from '../test/synth-melody';
import { MELODY, toMelody } from './melody';
import type { RawNote } from './note';

const raw = (pitch: number, start: number, end: number, confidence = 0.6): RawNote => ({
  pitch,
  start,
  end,
  confidence,
});
const shape = (notes: { pitch: number; start: number; end: number }[]) =>
  notes.map((n) => [n.pitch, +n.start.toFixed(2), +n.end.toFixed(2)]);

describe('toMelody', () => {
  const sung: ToneNote[] = [
    { pitch: 60, start: 0.5, end: 1.0 },
    { pitch: 62, start: 1.0, end: 1.5 },
  ];
  const audio = synthMelody(sung, 2);

  it("drops a note's harmonic an octave or a twelfth above it, even a stronger one", () => {
    const notes = toMelody([raw(60, 0.5, 1.0, 0.4), raw(72, 0.5, 1.0, 0.9), raw(79, 0.52, 0.98)], audio);
    expect(shape(notes)).toEqual([[60, 0.5, 1.0]]);
  });

  it('keeps the stronger of two unrelated notes heard at once', () => {
    const notes = toMelody([raw(60, 0.5, 1.0, 0.8), raw(63, 0.55, 0.95, 0.3)], audio);
    expect(shape(notes)).toEqual([[60, 0.5, 1.0]]);
  });

  it('trims a legato overlap instead of dropping either note', () => {
    const notes = toMelody([raw(60, 0.5, 1.05), raw(62, 1.0, 1.5)], audio);
    expect(shape(notes)).toEqual([
      [60, 0.5, 1.0],
      [62, 1.0, 1.5],
    ]);
  });

  it(`drops fragments shorter than ${MELODY.minNoteS} s`, () => {
    const notes = toMelody([raw(60, 0.5, 1.0), raw(61, 1.0, 1.05), raw(62, 1.05, 1.5)], audio);
    expect(notes.map((n) => n.pitch)).toEqual([60, 62]);
  });

  it('drops notes the model hears in silence', () => {
    const notes = toMelody([raw(60, 0.5, 1.0), raw(55, 1.6, 1.9)], audio);
    expect(notes.map((n) => n.pitch)).toEqual([60]);
  });

  it('joins re-onsets of one pitch where the sound never stops (vibrato, a swell)', () => {
    const held = synthMelody([{ pitch: 64, start: 0.2, end: 1.4 }], 2);
    const notes = toMelody([raw(64, 0.2, 0.5), raw(64, 0.5, 0.9), raw(64, 0.92, 1.4)], held);
    expect(shape(notes)).toEqual([[64, 0.2, 1.4]]);
  });

  it('keeps a repeated pitch as two notes when a silence parts them', () => {
    const repeated = synthMelody(
      [
        { pitch: 64, start: 0.2, end: 0.7 },
        { pitch: 64, start: 0.78, end: 1.3 },
      ],
      2,
    );
    expect(toMelody([raw(64, 0.2, 0.72), raw(64, 0.72, 1.3)], repeated)).toHaveLength(2);
  });

  it('keeps them apart even when the silence is as short as a stop consonant', () => {
    const tapped = synthMelody(
      [
        { pitch: 64, start: 0.2, end: 0.7 },
        { pitch: 64, start: 0.72, end: 1.3 },
      ],
      2,
    );
    expect(toMelody([raw(64, 0.2, 0.71), raw(64, 0.71, 1.3)], tapped)).toHaveLength(2);
  });

  it('splits a note the model held across a silence', () => {
    const repeated = synthMelody(
      [
        { pitch: 64, start: 0.2, end: 0.7 },
        { pitch: 64, start: 0.78, end: 1.3 },
      ],
      2,
    );
    const notes = toMelody([raw(64, 0.2, 1.3)], repeated);
    expect(notes).toHaveLength(2);
    expect(notes[0]?.end).toBeLessThanOrEqual(0.72);
    expect(notes[1]?.start).toBeGreaterThanOrEqual(0.76);
  });

  it('gives each note its level, louder notes nearer 0 dB', () => {
    const accents = synthMelody(
      [
        { pitch: 60, start: 0.2, end: 0.6, gain: 1 },
        { pitch: 62, start: 0.6, end: 1.0, gain: 0.5 },
      ],
      1.5,
    );
    const [loud, soft] = toMelody([raw(60, 0.2, 0.6), raw(62, 0.6, 1.0)], accents);
    expect((loud?.loudness ?? 0) - (soft?.loudness ?? 0)).toBeCloseTo(6, 0);
  });
});
