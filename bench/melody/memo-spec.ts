/**
 * One memo of the melody set: what `make-set.ts` renders with sox and what the bench scores against.
 * Times are in seconds from the start of the file; a note's `duration` is how long it sounds.
 */
export type Wave = 'sine' | 'triangle' | 'hum' | 'ah' | 'oo';

export type SpecNote = {
  midi: number;
  start: number;
  duration: number;
  /** Linear gain, 1 for an accented note. */
  gain: number;
  /** Fade-in in seconds: 0.01 for a clean onset, 0.1 or more for a quiet, swelling one. */
  attack: number;
};

export type SpecPhrase = { start: number; end: number; notes: SpecNote[] };

export type MemoSpec = {
  id: string;
  part: 'tuning' | 'held-out' | 'timing';
  bpm: number;
  length: number;
  wave: Wave;
  /** Pitch wobble applied to the whole memo (sox bend), or null for a steady pitch. */
  vibrato: { rateHz: number; cents: number } | null;
  noise: { kind: 'whitenoise' | 'pinknoise' | 'brownnoise'; level: number } | null;
  /** sox reverb's reverberance (0–100), or null for a dry memo. */
  reverb: number | null;
  phrases: SpecPhrase[];
};
