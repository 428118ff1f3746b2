import { granuleOf, oggLengthMs, readId, readU32le, readVint, webmLengthMs } from './audio-length';

/**
 * What kind of audio a memo's bytes are, read from the bytes themselves (R-memo-4): never from a
 * file name or a Content-Type header, which anyone can write. Each container is walked far enough
 * to know that it holds audio, so an empty body, a file cut to a few bytes or a renamed text file
 * is refused before anything is stored. Pure and synchronous: the server runs it on every upload.
 */

export const MEMO_CONTENT_TYPES = ['audio/webm', 'audio/ogg', 'audio/wav', 'audio/mp4'] as const;
export type MemoContentType = (typeof MEMO_CONTENT_TYPES)[number];

export type AudioCheck =
  | {
      ok: true;
      contentType: MemoContentType;
      /**
       * The length the bytes give: WAV's samples over its byte rate, WebM's Duration or last block,
       * Ogg's last granule position (audio-length.ts); null where they give none (MP4).
       */
      durationMs: number | null;
    }
  | { ok: false; problem: 'empty' | 'truncated' | 'not_audio' };

const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const OGG = [0x4f, 0x67, 0x67, 0x53]; // "OggS"
const RIFF = [0x52, 0x49, 0x46, 0x46]; // "RIFF"
const FTYP = [0x66, 0x74, 0x79, 0x70]; // "ftyp"

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

/** True when the bytes end inside `signature` at `offset`: the start of that kind, cut short. */
function isPrefixOf(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  const seen = bytes.length - offset;
  return (
    seen > 0 && seen < signature.length && signature.slice(0, seen).every((b, i) => bytes[offset + i] === b)
  );
}

const fail = (problem: 'truncated' | 'not_audio'): AudioCheck => ({ ok: false, problem });

/** The kind of audio in `bytes`, or why they are not a memo. */
export function checkAudio(bytes: Uint8Array): AudioCheck {
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  if (startsWith(bytes, EBML)) return checkWebm(bytes);
  if (startsWith(bytes, OGG)) return checkOgg(bytes);
  if (startsWith(bytes, RIFF)) return checkWav(bytes);
  if (startsWith(bytes, FTYP, 4)) return checkMp4(bytes);
  const cutShort =
    isPrefixOf(bytes, EBML) ||
    isPrefixOf(bytes, OGG) ||
    isPrefixOf(bytes, RIFF) ||
    isPrefixOf(bytes, FTYP, 4);
  return fail(cutShort ? 'truncated' : 'not_audio');
}

const MAX_EBML_HEADER_BYTES = 1024;
const SEGMENT = [0x18, 0x53, 0x80, 0x67];
const CLUSTER = [0x1f, 0x43, 0xb6, 0x75];
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
/** A block's track number, timecode and flags come before its frames. */
const BLOCK_HEADER_BYTES = 4;

function indexOf(bytes: Uint8Array, pattern: number[], from: number): number {
  for (let i = from; i + pattern.length <= bytes.length; i++) if (startsWith(bytes, pattern, i)) return i;
  return -1;
}

/** True when the first cluster from `start` holds a block with frames in it (audio, not only headers). */
function clusterHasBlock(bytes: Uint8Array, start: number): boolean {
  const size = readVint(bytes, start + CLUSTER.length);
  if (!size) return false;
  for (let offset = start + CLUSTER.length + size.length; offset < bytes.length; ) {
    const element = readId(bytes, offset);
    const elementSize = element && readVint(bytes, offset + element.length);
    if (!element || !elementSize) return false;
    const dataStart = offset + element.length + elementSize.length;
    if (element.id === SIMPLE_BLOCK || element.id === BLOCK_GROUP)
      return bytes.length - dataStart > BLOCK_HEADER_BYTES;
    offset = dataStart + elementSize.value;
  }
  return false;
}

/** WebM: the EBML header (doc type webm or matroska), then a Segment whose first Cluster holds audio. */
function checkWebm(bytes: Uint8Array): AudioCheck {
  const size = readVint(bytes, 4);
  if (!size) return fail('truncated');
  // An EBML header is a few dozen bytes; a larger one is not a recording.
  if (size.value > MAX_EBML_HEADER_BYTES) return fail('not_audio');
  const headerEnd = 4 + size.length + size.value;
  if (headerEnd > bytes.length) return fail('truncated');
  const header = ascii(bytes, 4 + size.length, size.value);
  if (!header.includes('webm') && !header.includes('matroska')) return fail('not_audio');
  if (!startsWith(bytes, SEGMENT, headerEnd))
    return fail(bytes.length - headerEnd < 4 ? 'truncated' : 'not_audio');
  const cluster = indexOf(bytes, CLUSTER, headerEnd + SEGMENT.length);
  if (cluster < 0 || !clusterHasBlock(bytes, cluster)) return fail('truncated');
  return { ok: true, contentType: 'audio/webm', durationMs: webmLengthMs(bytes, headerEnd) };
}

const OGG_AUDIO_HEADS = ['OpusHead', '\u0001vorbis', '\u007fFLAC', 'Speex   '];

/** Ogg: whole pages, the first naming an audio codec, and audio after the codec's headers. */
function checkOgg(bytes: Uint8Array): AudioCheck {
  let offset = 0;
  let pages = 0;
  let head = 0;
  let serial = 0;
  let lastGranule: number | null = null;
  while (offset + 27 <= bytes.length && startsWith(bytes, OGG, offset)) {
    const segments = bytes[offset + 26] as number;
    const tableEnd = offset + 27 + segments;
    if (tableEnd > bytes.length) break;
    let bodyLength = 0;
    for (let i = offset + 27; i < tableEnd; i++) bodyLength += bytes[i] as number;
    if (tableEnd + bodyLength > bytes.length) break;
    if (pages === 0 && !OGG_AUDIO_HEADS.some((head) => ascii(bytes, tableEnd, head.length) === head))
      return fail('not_audio');
    if (pages === 0) [head, serial] = [tableEnd, readU32le(bytes, offset + 14)];
    // Another stream chained or multiplexed in says nothing about this one's length.
    if (readU32le(bytes, offset + 14) === serial) lastGranule = granuleOf(bytes, offset) ?? lastGranule;
    pages++;
    offset = tableEnd + bodyLength;
  }
  // The codec's identification and comment headers come first: a third page is audio.
  if (pages < 3) return fail('truncated');
  const durationMs = lastGranule === null ? null : oggLengthMs(bytes, head, lastGranule);
  return { ok: true, contentType: 'audio/ogg', durationMs };
}

const readU32be = (b: Uint8Array, i: number) =>
  (b[i] as number) * 2 ** 24 +
  (((b[i + 1] as number) << 16) | ((b[i + 2] as number) << 8) | (b[i + 3] as number));

/** WAV: RIFF…WAVE, a format chunk and samples in a data chunk; its length is samples over byte rate. */
function checkWav(bytes: Uint8Array): AudioCheck {
  if (bytes.length < 12) return fail('truncated');
  if (ascii(bytes, 8, 4) !== 'WAVE') return fail('not_audio');
  let byteRate = 0;
  for (let offset = 12; offset + 8 <= bytes.length; ) {
    const id = ascii(bytes, offset, 4);
    const size = readU32le(bytes, offset + 4);
    if (id === 'fmt ') {
      if (size < 16 || offset + 24 > bytes.length) return fail('truncated');
      byteRate = readU32le(bytes, offset + 16);
      if (byteRate === 0) return fail('not_audio');
    }
    if (id === 'data') {
      const samples = Math.min(size, bytes.length - offset - 8);
      if (byteRate === 0 || samples === 0) return fail('truncated');
      return { ok: true, contentType: 'audio/wav', durationMs: Math.round((samples / byteRate) * 1000) };
    }
    offset += 8 + size + (size % 2);
  }
  return fail('truncated');
}

/** MP4: an ftyp box, then a movie box and media data among the top-level boxes. */
function checkMp4(bytes: Uint8Array): AudioCheck {
  let hasMovie = false;
  let hasData = false;
  for (let offset = 0; offset + 8 <= bytes.length; ) {
    let size = readU32be(bytes, offset);
    const type = ascii(bytes, offset + 4, 4);
    if (size === 1) {
      if (offset + 16 > bytes.length) break;
      size = readU32be(bytes, offset + 8) * 2 ** 32 + readU32be(bytes, offset + 12);
    } else if (size === 0) {
      size = bytes.length - offset;
    }
    if (size < 8) return fail('not_audio');
    if (type === 'moov' && offset + size <= bytes.length) hasMovie = true;
    // Media data may run on past a cut: what arrived of it still plays.
    if (type === 'mdat' || type === 'moof') hasData = true;
    offset += size;
  }
  return hasMovie && hasData ? { ok: true, contentType: 'audio/mp4', durationMs: null } : fail('truncated');
}
