/**
 * How long a WebM or Ogg memo is, read from its bytes (ADR 060): the server checks the length the
 * browser reports against these. Pure, synchronous and linear in the bytes: a walk over element and
 * page headers that skips the audio itself.
 */

/** A big-endian unsigned integer of `length` bytes at `start` (EBML's ids and numbers). */
const readUint = (bytes: Uint8Array, start: number, length: number) => {
  let value = 0;
  for (let i = 0; i < length; i++) value = value * 256 + (bytes[start + i] as number);
  return value;
};

/** An EBML variable-length integer at `offset`: its value, its length in bytes, whether it is "unknown". */
export function readVint(
  bytes: Uint8Array,
  offset: number,
): { value: number; length: number; unknown: boolean } | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (offset + length > bytes.length) return null;
  let value = first & (0xff >> length);
  // All value bits set: a size left open (MediaRecorder streams its Segment and Clusters this way).
  let unknown = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[offset + i] as number;
    value = value * 256 + byte;
    unknown &&= byte === 0xff;
  }
  return { value, length, unknown };
}

/** An EBML element id at `offset` (its length marker kept, as the spec writes ids), or null. */
export function readId(bytes: Uint8Array, offset: number): { id: number; length: number } | null {
  const first = bytes[offset];
  if (first === undefined || first < 0x10) return null;
  const length = Math.clz32(first) - 23;
  if (offset + length > bytes.length) return null;
  return { id: readUint(bytes, offset, length), length };
}

const ID = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  codecId: 0x86,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  blockDuration: 0x9b,
};
/** Elements whose children are walked in place (their size may be unknown); every other is skipped. */
const MASTERS = new Set([ID.segment, ID.info, ID.tracks, ID.trackEntry, ID.cluster, ID.blockGroup]);

function readFloat(bytes: Uint8Array, start: number, length: number): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset + start, length);
  if (length === 4) return view.getFloat32(0);
  if (length === 8) return view.getFloat64(0);
  return null;
}

/** Opus frame lengths in tenths of a millisecond, by the TOC byte's configuration (RFC 6716 §3.1). */
const OPUS_FRAME_TENTHS = [
  100, 200, 400, 600, 100, 200, 400, 600, 100, 200, 400, 600, 100, 200, 100, 200,
].concat([25, 50, 100, 200, 25, 50, 100, 200, 25, 50, 100, 200, 25, 50, 100, 200]);

/** How long one Opus packet plays, in ms, from its TOC byte (and frame count byte); null if unreadable. */
export function opusPacketMs(bytes: Uint8Array, start: number, end: number): number | null {
  if (start >= end) return null;
  const toc = bytes[start] as number;
  const frameTenths = OPUS_FRAME_TENTHS[toc >> 3] as number;
  const code = toc & 3;
  const frames = code === 0 ? 1 : code < 3 ? 2 : start + 1 < end ? (bytes[start + 1] as number) & 0x3f : 0;
  return frames === 0 ? null : (frames * frameTenths) / 10;
}

/**
 * A WebM's length in ms: the Segment Info's Duration where it has one, and the end of its last block
 * (its Cluster's timecode + its own + how long it plays) where that is later or there is no Duration,
 * as MediaRecorder writes none. Null when no block was found. The bytes were checked to be WebM.
 */
export function webmLengthMs(bytes: Uint8Array, segmentStart: number): number | null {
  let scaleNs = 1_000_000;
  let stated: number | null = null;
  let isOpus = false;
  let clusterTime = 0;
  let lastEnd: number | null = null;
  /** The end of a Block or SimpleBlock: its timecode, plus its frames' length where they are Opus. */
  const blockEnd = (dataStart: number, dataEnd: number, durationTicks: number | null) => {
    const track = readVint(bytes, dataStart);
    if (!track || dataStart + track.length + 3 > dataEnd) return null;
    const at = dataStart + track.length;
    const relative = (((bytes[at] as number) << 24) >> 16) | (bytes[at + 1] as number); // int16
    const flags = bytes[at + 2] as number;
    const startMs = ((clusterTime + relative) * scaleNs) / 1e6;
    if (durationTicks !== null) return startMs + (durationTicks * scaleNs) / 1e6;
    // A laced block holds several packets: its start alone is a floor, a frame short at most.
    const playsMs = isOpus && (flags & 0x06) === 0 ? opusPacketMs(bytes, at + 3, dataEnd) : null;
    return startMs + (playsMs ?? 0);
  };
  let pendingBlock: [number, number] | null = null;
  let pendingDuration: number | null = null;
  const settleBlockGroup = () => {
    if (pendingBlock) {
      const end = blockEnd(pendingBlock[0], pendingBlock[1], pendingDuration);
      if (end !== null) lastEnd = Math.max(lastEnd ?? 0, end);
    }
    pendingBlock = null;
    pendingDuration = null;
  };

  for (let offset = segmentStart; offset < bytes.length; ) {
    const element = readId(bytes, offset);
    const size = element && readVint(bytes, offset + element.length);
    if (!element || !size) break;
    const dataStart = offset + element.length + size.length;
    if (element.id === ID.blockGroup || element.id === ID.cluster || element.id === ID.simpleBlock)
      settleBlockGroup();
    if (MASTERS.has(element.id)) {
      offset = dataStart;
      continue;
    }
    // Only a master may stream with its size open; a leaf that does is not one we can read past.
    if (size.unknown) break;
    const dataEnd = Math.min(dataStart + size.value, bytes.length);
    const whole = dataStart + size.value <= bytes.length;
    if (element.id === ID.timecodeScale && whole) scaleNs = readUint(bytes, dataStart, size.value) || scaleNs;
    else if (element.id === ID.duration && whole) stated = readFloat(bytes, dataStart, size.value);
    else if (element.id === ID.codecId && whole)
      isOpus = String.fromCharCode(...bytes.subarray(dataStart, dataEnd)) === 'A_OPUS';
    else if (element.id === ID.timecode && whole) clusterTime = readUint(bytes, dataStart, size.value);
    else if (element.id === ID.block) pendingBlock = [dataStart, dataEnd];
    else if (element.id === ID.blockDuration && whole)
      pendingDuration = readUint(bytes, dataStart, size.value);
    else if (element.id === ID.simpleBlock) {
      const end = blockEnd(dataStart, dataEnd, null);
      if (end !== null) lastEnd = Math.max(lastEnd ?? 0, end);
    }
    offset = dataStart + size.value;
  }
  settleBlockGroup();
  const statedMs =
    stated !== null && Number.isFinite(stated) && stated >= 0 ? (stated * scaleNs) / 1e6 : null;
  if (statedMs === null && lastEnd === null) return null;
  return Math.round(Math.max(statedMs ?? 0, lastEnd ?? 0));
}

/** An Ogg page's granule position (int64 LE at byte 6), or null for -1: no packet ends on the page. */
export function granuleOf(bytes: Uint8Array, page: number): number | null {
  const low = readU32le(bytes, page + 6);
  const high = readU32le(bytes, page + 10);
  if (low === 0xffffffff && high === 0xffffffff) return null;
  return high * 2 ** 32 + low;
}

/** A little-endian 32-bit unsigned integer at `i` (Ogg's and RIFF's). */
export const readU32le = (b: Uint8Array, i: number) =>
  ((b[i] as number) | ((b[i + 1] as number) << 8) | ((b[i + 2] as number) << 16)) +
  (b[i + 3] as number) * 2 ** 24;

/**
 * An Ogg stream's length in ms from its last granule position and its first packet (the codec's
 * identification header, at `head`): Opus counts 48 kHz samples after its pre-skip, Vorbis samples
 * at its own rate. Null for codecs whose header is not read here (FLAC, Speex) or an unusable rate.
 */
export function oggLengthMs(bytes: Uint8Array, head: number, lastGranule: number): number | null {
  const codec = String.fromCharCode(...bytes.subarray(head, head + 8));
  if (codec === 'OpusHead') {
    const preSkip = (bytes[head + 10] as number) | ((bytes[head + 11] as number) << 8);
    return Math.round((Math.max(0, lastGranule - preSkip) / 48_000) * 1000);
  }
  if (codec.startsWith('\u0001vorbis')) {
    const rate = readU32le(bytes, head + 12);
    return rate > 0 ? Math.round((lastGranule / rate) * 1000) : null;
  }
  return null;
}
