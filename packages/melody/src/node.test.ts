import { describe, expect, it } from 'vitest';
import { run, synthMelody } from '../test/synth-melody';
import { transcribe } from './node';
import { phrasesOf } from './phrases';

// The real model on the WASM backend: about a second to load and a second for this memo.
describe('transcribe (Node, basic-pitch on WASM)', () => {
  it('hears a three-phrase melody as its notes, and the phrases at its rests', async () => {
    const sung = [
      ...run([60, 62, 64, 65], 0.3, 0.35, 0.03),
      ...run([67, 67, 65, 64, 62], 2.4, 0.3, 0.06),
      ...run([55, 57, 59], 4.8, 0.5, 0.03),
    ];
    const notes = await transcribe(synthMelody(sung));
    expect(notes.map((n) => n.pitch)).toEqual(sung.map((n) => n.pitch));
    for (const [i, note] of notes.entries())
      expect(Math.abs(note.start - (sung[i]?.start ?? 0))).toBeLessThan(0.05);
    expect(phrasesOf(notes).map((p) => p.syllables)).toEqual([4, 5, 3]);
  });

  it('finds no notes in silence', async () => {
    expect(await transcribe(new Float32Array(22050))).toEqual([]);
  });
});
