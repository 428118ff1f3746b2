/**
 * A small WAV reader and writer, for Node (the bench, the tests) where there is no decodeAudioData:
 * 16-bit PCM or 32-bit float, mono or stereo, any rate. The browser decodes what it records with
 * Web Audio instead (decode-browser.ts).
 */
import { MODEL_SAMPLE_RATE } from './model-constants';

export type Wav = { sampleRate: number; channels: Float32Array[] };

const PCM = 1;
const IEEE_FLOAT = 3;
const EXTENSIBLE = 0xfffe;

function text(view: DataView, offset: number): string {
  return String.fromCharCode(...Array.from({ length: 4 }, (_, i) => view.getUint8(offset + i)));
}

/** Parses a RIFF/WAVE file; throws on anything it cannot read rather than guessing. */
export function readWav(bytes: Uint8Array): Wav {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 12 || text(view, 0) !== 'RIFF' || text(view, 8) !== 'WAVE') {
    throw new Error('not a WAV file');
  }
  let format: { tag: number; channels: number; sampleRate: number; bits: number } | null = null;
  for (let at = 12; at + 8 <= bytes.byteLength; ) {
    const id = text(view, at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') {
      let tag = view.getUint16(body, true);
      if (tag === EXTENSIBLE && size >= 40) tag = view.getUint16(body + 24, true);
      format = {
        tag,
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format) throw new Error('WAV data before its format');
      // A recorder killed mid-file leaves a size past the end: read what is there.
      const length = Math.min(size, bytes.byteLength - body);
      return { sampleRate: format.sampleRate, channels: samplesOf(view, body, length, format) };
    }
    at = body + size + (size % 2);
  }
  throw new Error('WAV file without data');
}

function samplesOf(
  view: DataView,
  offset: number,
  length: number,
  format: { tag: number; channels: number; bits: number },
): Float32Array[] {
  const { tag, channels, bits } = format;
  const isInt16 = tag === PCM && bits === 16;
  const isFloat32 = tag === IEEE_FLOAT && bits === 32;
  if (!isInt16 && !isFloat32) throw new Error(`WAV format ${tag} with ${bits} bits is not supported`);
  if (channels < 1) throw new Error('WAV file without channels');
  const bytesPerFrame = (bits / 8) * channels;
  const frames = Math.floor(length / bytesPerFrame);
  const out = Array.from({ length: channels }, () => new Float32Array(frames));
  for (let i = 0; i < frames; i++) {
    for (let c = 0; c < channels; c++) {
      const at = offset + i * bytesPerFrame + c * (bits / 8);
      (out[c] as Float32Array)[i] = isInt16 ? view.getInt16(at, true) / 32768 : view.getFloat32(at, true);
    }
  }
  return out;
}

/** The channels averaged into one. */
export function toMono(channels: readonly Float32Array[]): Float32Array {
  const [first, ...rest] = channels;
  if (!first) return new Float32Array(0);
  if (rest.length === 0) return first;
  const out = new Float32Array(first.length);
  for (const channel of channels)
    for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) + (channel[i] ?? 0);
  for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) / channels.length;
  return out;
}

/** Linear interpolation to another rate: cheap, and enough for a model that listens below 4 kHz. */
export function resampleLinear(pcm: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return pcm;
  const length = Math.floor((pcm.length * to) / from);
  const out = new Float32Array(length);
  const step = from / to;
  for (let i = 0; i < length; i++) {
    const x = i * step;
    const j = Math.floor(x);
    const a = pcm[j] ?? 0;
    const b = pcm[j + 1] ?? a;
    out[i] = a + (b - a) * (x - j);
  }
  return out;
}

/** A WAV file as the model's input: mono at 22050 Hz. */
export function decodeWav(bytes: Uint8Array): Float32Array {
  const wav = readWav(bytes);
  return resampleLinear(toMono(wav.channels), wav.sampleRate, MODEL_SAMPLE_RATE);
}

/** 16-bit PCM mono WAV of the samples (clipped to ±1). */
export function writeWav(pcm: Float32Array, sampleRate: number): Uint8Array {
  const bytes = new Uint8Array(44 + pcm.length * 2);
  const view = new DataView(bytes.buffer);
  const put = (offset: number, s: string) => {
    for (let i = 0; i < 4; i++) view.setUint8(offset + i, s.charCodeAt(i));
  };
  put(0, 'RIFF');
  view.setUint32(4, 36 + pcm.length * 2, true);
  put(8, 'WAVE');
  put(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, PCM, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  put(36, 'data');
  view.setUint32(40, pcm.length * 2, true);
  for (let i = 0; i < pcm.length; i++) {
    const s = Math.max(-1, Math.min(1, pcm[i] as number));
    view.setInt16(44 + i * 2, Math.round(s * 32767), true);
  }
  return bytes;
}
