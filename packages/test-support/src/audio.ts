/**
 * Audio for the voice-memo tests (issue 35): a melody synthesised as 16-bit PCM WAV (the e2e
 * browser's fake microphone sings it, the API tests upload it), and the smallest well-formed
 * WebM, Ogg and MP4 files, which the server must take by their bytes.
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

/**
 * A WebM as MediaRecorder writes one: EBML header (doc type webm), a Segment and a Cluster of
 * unknown size (written as they stream), the cluster's timecode and one SimpleBlock of `frameBytes`.
 */
export function minimalWebm(frameBytes = 64): Buffer {
  const docType = bytes([0x42, 0x82, 0x84], 'webm');
  const unknownSize = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
  const block = bytes([0x81, 0x00, 0x00, 0x80], Buffer.alloc(frameBytes, 0x55)); // track 1, time 0, key
  return bytes(
    [0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length],
    docType,
    [0x18, 0x53, 0x80, 0x67, ...unknownSize],
    [0x1f, 0x43, 0xb6, 0x75, ...unknownSize],
    [0xe7, 0x81, 0x00], // Timecode 0
    [0xa3, 0x40 | (block.length >> 8), block.length & 0xff], // SimpleBlock, two-byte size
    block,
  );
}

function oggPage(sequence: number, body: Buffer): Buffer {
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header.writeUInt32LE(1, 14); // stream serial number
  header.writeUInt32LE(sequence, 18);
  header[26] = 1; // one segment: bodies here are under 255 bytes
  return bytes(header, [body.length], body);
}

/** An Ogg Opus stream: its identification and comment headers, then one page of audio. */
export function minimalOgg(): Buffer {
  return bytes(
    oggPage(0, bytes('OpusHead', [1, 1, 0x38, 0x01, 0x80, 0xbb, 0, 0, 0, 0, 0])),
    oggPage(1, bytes('OpusTags', [0, 0, 0, 0, 0, 0, 0, 0])),
    oggPage(2, Buffer.alloc(100, 0x2a)),
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
