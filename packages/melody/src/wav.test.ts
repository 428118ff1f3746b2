import { describe, expect, it } from 'vitest';
import { MODEL_SAMPLE_RATE } from './model-constants';
import { decodeWav, readWav, resampleLinear, toMono, writeWav } from './wav';

/** A 16-bit PCM WAV with the given interleaved samples, made by hand so the reader is tested alone. */
function pcm16(sampleRate: number, channels: number, samples: number[]): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const put = (at: number, s: string) => {
    for (let i = 0; i < s.length; i++) view.setUint8(at + i, s.charCodeAt(i));
  };
  put(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  put(8, 'WAVE');
  put(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * 2, true);
  view.setUint16(32, channels * 2, true);
  view.setUint16(34, 16, true);
  put(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (const [i, s] of samples.entries()) view.setInt16(44 + i * 2, s, true);
  return bytes;
}

describe('readWav', () => {
  it('reads 16-bit stereo as two channels of floats', () => {
    const wav = readWav(pcm16(44100, 2, [16384, -16384, 32767, 0]));
    expect(wav.sampleRate).toBe(44100);
    expect(wav.channels.map((c) => Array.from(c))).toEqual([
      [0.5, 32767 / 32768],
      [-0.5, 0],
    ]);
  });

  it('reads what a recorder cut short wrote, up to where the file ends', () => {
    const whole = pcm16(8000, 1, [1000, 2000, 3000, 4000]);
    expect(readWav(whole.subarray(0, 44 + 4)).channels[0]).toHaveLength(2);
  });

  it('refuses files that are not 16-bit or float WAV', () => {
    expect(() => readWav(new TextEncoder().encode('just some text, renamed to .wav'))).toThrow(/not a WAV/);
    const eightBit = pcm16(8000, 1, [0, 0]);
    new DataView(eightBit.buffer).setUint16(34, 8, true);
    expect(() => readWav(eightBit)).toThrow(/not supported/);
  });

  it('reads back what writeWav wrote', () => {
    const samples = Float32Array.from([0, 0.25, -0.5, 0.999]);
    const [channel] = readWav(writeWav(samples, 16000)).channels;
    for (const [i, s] of Array.from(channel ?? []).entries()) expect(s).toBeCloseTo(samples[i] as number, 3);
  });
});

describe('decodeWav', () => {
  it('averages the channels and resamples to the model rate', () => {
    const frames = 44100;
    const stereo: number[] = [];
    for (let i = 0; i < frames; i++) stereo.push(8192, -8192 + 16384);
    const pcm = decodeWav(pcm16(44100, 2, stereo));
    expect(pcm).toHaveLength(MODEL_SAMPLE_RATE);
    expect(pcm[1000]).toBeCloseTo(0.25, 4);
  });
});

describe('resampleLinear', () => {
  it('keeps a ramp a ramp at the new rate', () => {
    const ramp = Float32Array.from({ length: 8 }, (_, i) => i);
    expect(Array.from(resampleLinear(ramp, 8, 4))).toEqual([0, 2, 4, 6]);
    expect(Array.from(resampleLinear(ramp, 4, 8)).slice(0, 4)).toEqual([0, 0.5, 1, 1.5]);
  });

  it('toMono returns a single channel untouched', () => {
    const one = Float32Array.from([0.1, 0.2]);
    expect(toMono([one])).toBe(one);
  });
});
