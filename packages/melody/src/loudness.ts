import { MODEL_SAMPLE_RATE } from './model-constants';

/** RMS level of pcm (22050 Hz) between two times, in dB below full scale; -120 for silence. */
export function loudnessOf(pcm: Float32Array, start: number, end: number): number {
  const from = Math.max(0, Math.floor(start * MODEL_SAMPLE_RATE));
  const to = Math.min(pcm.length, Math.ceil(end * MODEL_SAMPLE_RATE));
  if (to <= from) return -120;
  let sum = 0;
  for (let i = from; i < to; i++) sum += (pcm[i] as number) ** 2;
  return Math.max(-120, 10 * Math.log10(sum / (to - from) + 1e-12));
}
