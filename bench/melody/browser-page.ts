/**
 * The page the browser half of the melody bench loads (bundled by browser.ts): decodes a memo with
 * Web Audio, transcribes it in the melody worker, and watches the main thread meanwhile. It can also
 * record a memo through MediaRecorder first, to put the browser's own Opus in WebM through the path.
 */

import type { Note } from '@lyricist/melody';
import { createMelodyWorker } from '@lyricist/melody/browser/client';
import { decodeMemo } from '@lyricist/melody/browser/decode';

export type PageRun = {
  bytes: number;
  mimeType: string;
  decodeMs: number;
  transcribeMs: number;
  /** The longest the main thread was late for a 10 ms timer while the worker transcribed. */
  mainThreadLagMs: number;
  longTasks: number;
  isolated: boolean;
  notes: Note[];
};

const worker = createMelodyWorker(
  new Worker(new URL('./worker.js', import.meta.url), { type: 'module' }),
  new URL('./assets/', import.meta.url).href,
);

async function recordOpus(wav: ArrayBuffer): Promise<Blob> {
  const context = new AudioContext({ sampleRate: 48000 });
  await context.resume();
  const source = context.createBufferSource();
  source.buffer = await context.decodeAudioData(wav);
  const destination = context.createMediaStreamDestination();
  source.connect(destination);
  const recorder = new MediaRecorder(destination.stream, { mimeType: 'audio/webm;codecs=opus' });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => {
    recorder.onstop = resolve;
  });
  recorder.start();
  source.onended = () => recorder.stop();
  source.start();
  await stopped;
  await context.close();
  return new Blob(chunks, { type: recorder.mimeType });
}

async function run(url: string, record: boolean): Promise<PageRun> {
  const wav = await (await fetch(url)).arrayBuffer();
  const memo = record ? await recordOpus(wav) : new Blob([wav], { type: 'audio/wav' });
  const t0 = performance.now();
  const pcm = await decodeMemo(await memo.arrayBuffer());
  const t1 = performance.now();
  let longTasks = 0;
  const observer = new PerformanceObserver((list) => {
    longTasks += list.getEntries().length;
  });
  observer.observe({ type: 'longtask' });
  let lag = 0;
  let expected = performance.now() + 10;
  const timer = setInterval(() => {
    lag = Math.max(lag, performance.now() - expected);
    expected = performance.now() + 10;
  }, 10);
  const notes = await worker.transcribe(pcm);
  const t2 = performance.now();
  clearInterval(timer);
  observer.disconnect();
  return {
    bytes: memo.size,
    mimeType: memo.type,
    decodeMs: t1 - t0,
    transcribeMs: t2 - t1,
    mainThreadLagMs: lag,
    longTasks,
    isolated: globalThis.crossOriginIsolated,
    notes,
  };
}

(globalThis as unknown as { melody: { run: typeof run } }).melody = { run };
