/**
 * Transcription in Node: the model read from basic-pitch's package, TensorFlow.js's WASM backend
 * (which finds its own .wasm files in Node). One transcriber per process, created on first use; it
 * holds the thread it runs on for about a tenth of the memo's length in CPU time (5.5 s for 60 s),
 * so a server would run it in a worker thread, never on the request loop.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BROWSER_ASSETS } from './browser/protocol';
import type { Note } from './note';
import { createTranscriber, type ModelFiles, type Transcriber } from './transcriber';

const require = createRequire(import.meta.url);

/** basic-pitch's model files, from the installed package. */
export async function readModelFiles(): Promise<ModelFiles> {
  const dir = path.dirname(require.resolve('@spotify/basic-pitch/model/model.json'));
  const [json, weights] = await Promise.all([
    readFile(path.join(dir, 'model.json'), 'utf8'),
    readFile(path.join(dir, 'group1-shard1of1.bin')),
  ]);
  return {
    modelJson: JSON.parse(json),
    weights: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength) as ArrayBuffer,
  };
}

/**
 * Where the browser worker's assets (protocol.ts's BROWSER_ASSETS) are on disk, by the name the worker
 * fetches them under: for a build step or a static route to serve from one folder.
 */
export function browserAssetFiles(): Record<(typeof BROWSER_ASSETS)[number], string> {
  const model = path.dirname(require.resolve('@spotify/basic-pitch/model/model.json'));
  const wasm = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));
  return Object.fromEntries(
    BROWSER_ASSETS.map((name) => [name, path.join(name.endsWith('.wasm') ? wasm : model, name)]),
  ) as Record<(typeof BROWSER_ASSETS)[number], string>;
}

let shared: Transcriber | null = null;

/** This process's transcriber (WASM backend, one thread). */
export function nodeTranscriber(): Transcriber {
  shared ??= createTranscriber({ loadModel: readModelFiles });
  return shared;
}

/** The melody of a memo, one note at a time; `pcm` is mono at 22050 Hz. */
export function transcribe(pcm: Float32Array): Promise<Note[]> {
  return nodeTranscriber().transcribe(pcm);
}
