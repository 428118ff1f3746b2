import { readFileSync } from 'node:fs';

/**
 * Audio for the voice-memo tests (issue 35): a melody synthesised as 16-bit PCM WAV (the e2e
 * browser's fake microphone sings it, the API tests upload it), the smallest well-formed WebM, Ogg
 * and MP4 files, which the server must take by their bytes, and WebM and Ogg of a given length.
 * fixtures/ holds the same melody as real encoders wrote it (fixtures/README.md).
 */

/** One note: a MIDI pitch (60 is middle C) held for `ms`. */
export type Note = { midi: number; ms: number };
/** Notes sung legato, then a rest. */
export type Phrase = { notes: Note[]; restMs: number };

/** Three short phrases of four, three and five notes, each followed by a rest: a hummed line. */
export const THREE_PHRASES: Phrase[] = [
  {
    notes: [
      { midi: 60, ms: 250 },
      { midi: 62, ms: 250 },
      { midi: 64, ms: 250 },
      { midi: 67, ms: 500 },
    ],
    restMs: 400,
  },
  {
    notes: [
      { midi: 67, ms: 250 },
      { midi: 65, ms: 250 },
      { midi: 64, ms: 500 },
    ],
    restMs: 400,
  },
  {
    notes: [
      { midi: 62, ms: 250 },
      { midi: 64, ms: 250 },
      { midi: 65, ms: 250 },
      { midi: 64, ms: 250 },
      { midi: 60, ms: 750 },
    ],
    restMs: 600,
  },
];

const frequency = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** The phrases as mono 16-bit PCM WAV: sine tones with short fades, so no note clicks. */
export function synthWav(phrases: Phrase[] = THREE_PHRASES, sampleRate = 48_000): Buffer {
  const samples: number[] = [];
  const fade = Math.round(sampleRate * 0.01);
  for (const phrase of phrases) {
    for (const note of phrase.notes) {
      const length = Math.round((note.ms / 1000) * sampleRate);
      const hz = frequency(note.midi);
      for (let i = 0; i < length; i++) {
        const envelope = Math.min(1, i / fade, (length - i) / fade);
        samples.push(Math.sin((2 * Math.PI * hz * i) / sampleRate) * envelope * 0.5);
      }
    }
    for (let i = 0; i < Math.round((phrase.restMs / 1000) * sampleRate); i++) samples.push(0);
  }
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((value, i) => {
    data.writeInt16LE(Math.round(value * 32767), i * 2);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** The phrases' length in milliseconds. */
export const phrasesMs = (phrases: Phrase[] = THREE_PHRASES) =>
  phrases.reduce((sum, p) => sum + p.restMs + p.notes.reduce((s, n) => s + n.ms, 0), 0);

const bytes = (...parts: (number[] | string | Buffer)[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string'
        ? Buffer.from(part, 'latin1')
        : Buffer.isBuffer(part)
          ? part
          : Buffer.from(part),
    ),
  );

const UNKNOWN_SIZE = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
/** An Opus packet's TOC byte: configuration 10 (SILK wideband, 40 ms frames), stereo, two frames: 80 ms. */
const OPUS_80_MS = 0x55;
const WEBM_HEADER = bytes([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84], 'webm');

/** An EBML element with a size of up to 16,383 bytes (two-byte size). */
const element = (id: number[], body: Buffer) =>
  bytes(id, [0x40 | (body.length >> 8), body.length & 0xff], body);

/** Tracks: one TrackEntry whose CodecID is Opus. */
const OPUS_TRACKS = element([0x16, 0x54, 0xae, 0x6b], element([0xae], bytes([0x86, 0x86], 'A_OPUS')));

/** A SimpleBlock on track 1 at `relativeMs` in its Cluster, a key frame of one 80 ms Opus packet. */
const simpleBlock = (relativeMs: number, frameBytes: number) =>
  element(
    [0xa3],
    bytes([0x81, relativeMs >> 8, relativeMs & 0xff, 0x80], Buffer.alloc(frameBytes, OPUS_80_MS)),
  );

/**
 * A WebM as MediaRecorder writes one: EBML header (doc type webm), a Segment of unknown size
 * (written as it streams), its Opus track, a Cluster of unknown size, the cluster's timecode and SimpleBlocks of `frameBytes`
 * of Opus at 0 and 920 ms, so it lasts one second; no Segment Info, so no Duration.
 */
export function minimalWebm(frameBytes = 64): Buffer {
  return bytes(
    WEBM_HEADER,
    [0x18, 0x53, 0x80, 0x67, ...UNKNOWN_SIZE],
    OPUS_TRACKS,
    [0x1f, 0x43, 0xb6, 0x75, ...UNKNOWN_SIZE],
    [0xe7, 0x81, 0x00], // Timecode 0
    simpleBlock(0, frameBytes),
    simpleBlock(920, frameBytes),
  );
}

/**
 * A WebM of Opus that lasts `lengthMs` by its blocks (a Cluster of one 80 ms block every 10 s, and a
 * last one ending at `lengthMs`), with a Segment Info that states `statedMs` as its Duration where given
 * (as ffmpeg writes one; MediaRecorder writes none).
 */
export function webmLasting(lengthMs: number, statedMs?: number): Buffer {
  const starts: number[] = [];
  for (let at = 0; at < lengthMs - 80; at += 10_000) starts.push(at);
  starts.push(lengthMs - 80);
  const clusterTime = (ms: number) => {
    const body = Buffer.alloc(4);
    body.writeUInt32BE(ms);
    return bytes([0xe7, 0x84], body);
  };
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(statedMs ?? 0);
  const info = bytes(
    [0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40], // TimecodeScale 1,000,000 ns: ticks are ms
    statedMs === undefined ? [] : bytes([0x44, 0x89, 0x88], duration),
  );
  return bytes(
    WEBM_HEADER,
    [0x18, 0x53, 0x80, 0x67, ...UNKNOWN_SIZE],
    element([0x15, 0x49, 0xa9, 0x66], info),
    OPUS_TRACKS,
    ...starts.map((at) => element([0x1f, 0x43, 0xb6, 0x75], bytes(clusterTime(at), simpleBlock(0, 16)))),
  );
}

function oggPage(sequence: number, body: Buffer, granule = 0): Buffer {
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header.writeBigUInt64LE(BigInt(granule), 6);
  header.writeUInt32LE(1, 14); // stream serial number
  header.writeUInt32LE(sequence, 18);
  header[26] = 1; // one segment: bodies here are under 255 bytes
  return bytes(header, [body.length], body);
}

/** Opus's pre-skip in these streams: 312 samples, as opusenc and Firefox write it. */
const PRE_SKIP = 312;

/**
 * An Ogg Opus stream of `lengthMs` (one second unless given): its identification and comment
 * headers, then one page of audio whose granule position says how long the stream plays.
 */
export function minimalOgg(lengthMs = 1000): Buffer {
  return bytes(
    oggPage(0, bytes('OpusHead', [1, 1, PRE_SKIP & 0xff, PRE_SKIP >> 8, 0x80, 0xbb, 0, 0, 0, 0, 0])),
    oggPage(1, bytes('OpusTags', [0, 0, 0, 0, 0, 0, 0, 0])),
    oggPage(2, Buffer.alloc(100, 0x2a), PRE_SKIP + lengthMs * 48),
  );
}

/** An Ogg Vorbis stream of `lengthMs` at 44.1 kHz: the granule counts samples at the stream's rate. */
export function minimalOggVorbis(lengthMs: number): Buffer {
  const identification = Buffer.alloc(30);
  identification.write('\u0001vorbis', 0, 'latin1');
  identification[11] = 1; // mono
  identification.writeUInt32LE(44_100, 12);
  return bytes(
    oggPage(0, identification),
    oggPage(1, bytes('\u0003vorbis', [0, 0, 0, 0, 0, 0, 0, 0])),
    oggPage(2, Buffer.alloc(100, 0x2a), Math.round((lengthMs / 1000) * 44_100)),
  );
}

function box(type: string, body: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return bytes(size, type, body);
}

/** An MP4 as Safari records one: ftyp, a movie box, media data. */
export function minimalMp4(): Buffer {
  return bytes(
    box('ftyp', bytes('M4A ', [0, 0, 0, 0], 'isomM4A ')),
    box('moov', Buffer.alloc(16)),
    box('mdat', Buffer.alloc(200, 0x11)),
  );
}

/**
 * THREE_PHRASES as real encoders wrote them (fixtures/README.md), with their lengths as measured by
 * other tools: Chromium's MediaRecorder (WebM, no Duration element; Chromium's decoder gives 256,320
 * samples at 48 kHz) and opusenc (Ogg; opusinfo says 5.400 s, the WAV's own length).
 */
export const ENCODED_THREE_PHRASES = {
  webm: { file: 'three-phrases.mediarecorder.webm', lengthMs: 5340 },
  ogg: { file: 'three-phrases.opusenc.ogg', lengthMs: 5400 },
} as const;

/** The bytes of one of the fixtures. */
export const readFixture = (file: string): Buffer =>
  readFileSync(new URL(`../fixtures/${file}`, import.meta.url));
