/**
 * A memo → its phrases, in this browser (R-memo-7): decoded on the page with Web Audio, transcribed
 * in @lyricist/melody's Web Worker (basic-pitch on TensorFlow.js's WASM backend), grouped into phrases.
 * This module is imported on demand, so neither the worker nor its model loads until a memo needs
 * reading; the worker then stays for the next memo.
 */
import { createMelodyWorker, type MelodyWorker } from '@lyricist/melody/browser/client';
import { decodeMemo } from '@lyricist/melody/browser/decode';
import MelodyWorkerScript from '@lyricist/melody/browser/worker?worker';
import { phrasesOf } from '@lyricist/melody/phrases';
import { MELODY_ASSETS_PATH } from '@lyricist/shared/memos/melody-assets';
import type { MemoPhrase } from '@lyricist/shared/memos/phrases';
import { toStoredPhrases } from './stored-phrases';

let worker: MelodyWorker | null = null;

export async function transcribeMemo(audio: Blob): Promise<MemoPhrase[]> {
  worker ??= createMelodyWorker(
    new MelodyWorkerScript({ name: 'melody' }),
    new URL(MELODY_ASSETS_PATH, window.location.origin).href,
  );
  const pcm = await decodeMemo(await audio.arrayBuffer());
  return toStoredPhrases(phrasesOf(await worker.transcribe(pcm)));
}
