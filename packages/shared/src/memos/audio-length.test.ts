import {
  ENCODED_THREE_PHRASES,
  minimalOgg,
  minimalOggVorbis,
  minimalWebm,
  readFixture,
  webmLasting,
} from '@lyricist/test-support/audio';
import { describe, expect, it } from 'vitest';
import { opusPacketMs } from './audio-length';
import { checkAudio } from './audio-signature';

const lengthOf = (bytes: Uint8Array) => {
  const check = checkAudio(bytes);
  return check.ok ? check.durationMs : check.problem;
};

// ADR 060: the server reads a WebM's or an Ogg's length from its bytes, not from the browser's word.
describe('the length of a WebM or Ogg memo, from its bytes', () => {
  it('reads real encoders’ files as long as other tools measure them', () => {
    for (const { file, lengthMs } of Object.values(ENCODED_THREE_PHRASES)) {
      const measured = lengthOf(readFixture(file));
      expect(typeof measured, file).toBe('number');
      expect(Math.abs((measured as number) - lengthMs), file).toBeLessThanOrEqual(10);
    }
  });

  it('ends a WebM without a Duration at its last block’s end: cluster time + block time + its Opus packet', () => {
    expect(lengthOf(minimalWebm())).toBe(1000);
    expect(lengthOf(webmLasting(181_000))).toBe(181_000);
    expect(lengthOf(webmLasting(2_500))).toBe(2_500);
  });

  it('takes a WebM’s stated Duration, or its blocks where they run on past it', () => {
    expect(lengthOf(webmLasting(4_000, 4_020))).toBe(4_020);
    // A Duration that says 1 s over three minutes of blocks does not hide them.
    expect(lengthOf(webmLasting(200_000, 1_000))).toBe(200_000);
  });

  it('reads an Ogg’s last granule position: Opus after its pre-skip at 48 kHz, Vorbis at its rate', () => {
    expect(lengthOf(minimalOgg(2_345))).toBe(2_345);
    expect(lengthOf(minimalOgg(181_000))).toBe(181_000);
    expect(lengthOf(minimalOggVorbis(3_000))).toBe(3_000);
  });

  it('measures a file cut mid-stream as far as its whole pages and blocks go', () => {
    const webm = readFixture(ENCODED_THREE_PHRASES.webm.file);
    const half = lengthOf(webm.subarray(0, webm.length >> 1));
    expect(half).toBeGreaterThan(1_000);
    expect(half).toBeLessThan(4_500);
    const ogg = readFixture(ENCODED_THREE_PHRASES.ogg.file);
    const cut = lengthOf(ogg.subarray(0, ogg.length - 10));
    expect(cut).toBeGreaterThan(1_000);
    expect(cut).toBeLessThan(5_400);
  });

  it('reads how long an Opus packet plays from its TOC byte (RFC 6716)', () => {
    const packet = (...b: number[]) => opusPacketMs(Uint8Array.from(b), 0, b.length);
    expect(packet(0x18)).toBe(60); // SILK narrowband 60 ms, one frame: Chromium's
    expect(packet(0xfc)).toBe(20); // CELT fullband 20 ms, one frame: opusenc's
    expect(packet(0x55)).toBe(80); // SILK wideband 40 ms, two frames
    expect(packet(0xf3, 0x03)).toBe(30); // CELT fullband 10 ms, three frames by count
    expect(packet()).toBeNull();
  });
});
