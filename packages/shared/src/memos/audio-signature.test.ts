import { minimalMp4, minimalOgg, minimalWebm, phrasesMs, synthWav } from '@lyricist/test-support/audio';
import { describe, expect, it } from 'vitest';
import { checkAudio } from './audio-signature';

// R-memo-4: a memo's kind is read from its bytes, never from its name or header.
describe('checkAudio', () => {
  it('tells WebM, Ogg, WAV and MP4 by their bytes', () => {
    expect(checkAudio(minimalWebm())).toEqual({ ok: true, contentType: 'audio/webm', durationMs: 1000 });
    expect(checkAudio(minimalOgg())).toEqual({ ok: true, contentType: 'audio/ogg', durationMs: 1000 });
    expect(checkAudio(minimalMp4())).toEqual({ ok: true, contentType: 'audio/mp4', durationMs: null });
    expect(checkAudio(synthWav())).toEqual({ ok: true, contentType: 'audio/wav', durationMs: phrasesMs() });
  });

  it('calls nothing empty, and text (even named .webm) not audio', () => {
    expect(checkAudio(new Uint8Array())).toEqual({ ok: false, problem: 'empty' });
    const text = new TextEncoder().encode('Verse 1\nI kept the letters in a drawer\n');
    expect(checkAudio(text)).toEqual({ ok: false, problem: 'not_audio' });
    expect(checkAudio(new TextEncoder().encode('{"audio": true}'))).toEqual({
      ok: false,
      problem: 'not_audio',
    });
  });

  it('calls every kind cut to a few bytes, or cut before its audio, truncated', () => {
    // An MP4's signature sits at byte 4: three bytes of one say nothing yet.
    const cuts: [Buffer, number[]][] = [
      [minimalWebm(), [3, 8, 20, 40]],
      [minimalOgg(), [3, 8, 20, 40]],
      [minimalMp4(), [6, 8, 20, 40]],
      [synthWav(), [3, 8, 20, 40]],
    ];
    for (const [whole, lengths] of cuts) {
      for (const length of lengths) {
        const kind = whole.subarray(0, 8).toString('latin1');
        expect(checkAudio(whole.subarray(0, length)), `${kind} cut to ${length}`).toEqual({
          ok: false,
          problem: 'truncated',
        });
      }
    }
    // The WebM's headers without a cluster, the Ogg's codec headers without an audio page.
    expect(checkAudio(minimalWebm().subarray(0, 45))).toEqual({ ok: false, problem: 'truncated' });
    expect(checkAudio(minimalOgg().subarray(0, 80))).toEqual({ ok: false, problem: 'truncated' });
  });

  it('refuses containers that hold no audio codec', () => {
    const video = Buffer.from(minimalOgg());
    video.write('\u0080theora', 28, 'latin1');
    expect(checkAudio(video)).toEqual({ ok: false, problem: 'not_audio' });
    const riffText = Buffer.concat([
      Buffer.from('RIFF\u0000\u0000\u0000\u0000TEXT', 'latin1'),
      Buffer.alloc(40),
    ]);
    expect(checkAudio(riffText)).toEqual({ ok: false, problem: 'not_audio' });
  });
});
