import { MODEL_SAMPLE_RATE } from './model-constants';

/** Hop of the level envelope: 10 ms, finer than any gap between sung notes. */
export const ENVELOPE_HOP_S = 0.01;

/** The level of a memo, one value per 10 ms: RMS in dB below full scale, -120 for silence. */
export type Envelope = {
  levels: Float32Array;
  at(time: number): number;
  between(start: number, end: number): number[];
};

export function envelopeOf(pcm: Float32Array): Envelope {
  // 220.5 samples a frame: frame f covers samples [round(f * hop), round((f + 1) * hop)), so the
  // frames stay on the 10 ms grid however long the memo.
  const hop = ENVELOPE_HOP_S * MODEL_SAMPLE_RATE;
  const levels = new Float32Array(Math.ceil(pcm.length / hop));
  for (let f = 0; f < levels.length; f++) {
    const start = Math.round(f * hop);
    const end = Math.min(pcm.length, Math.round((f + 1) * hop));
    let sum = 0;
    for (let i = start; i < end; i++) sum += (pcm[i] as number) ** 2;
    levels[f] = Math.max(-120, 10 * Math.log10(sum / Math.max(1, end - start) + 1e-12));
  }
  const frame = (time: number) => Math.max(0, Math.min(levels.length - 1, Math.floor(time / ENVELOPE_HOP_S)));
  return {
    levels,
    at: (time) => (levels.length === 0 ? -120 : (levels[frame(time)] as number)),
    between(start, end) {
      if (levels.length === 0) return [];
      return Array.from(levels.subarray(frame(start), frame(end) + 1));
    },
  };
}
