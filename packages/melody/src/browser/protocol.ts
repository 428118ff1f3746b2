import type { Note } from '../note';

/** What the page asks the melody worker: transcribe these samples (mono, 22050 Hz). */
export type TranscribeRequest = { id: number; pcm: Float32Array; assetsUrl: string };

/** What the worker answers, any number of progress messages and then notes or an error. */
export type TranscribeReply =
  | { id: number; type: 'progress'; fraction: number }
  | { id: number; type: 'notes'; notes: Note[] }
  | { id: number; type: 'error'; message: string };

/**
 * The files the worker fetches from `assetsUrl`: basic-pitch's model and TensorFlow.js's WASM
 * binaries (the page serves them as static assets; node.ts's `browserAssetFiles` says where they are
 * in node_modules).
 */
export const BROWSER_ASSETS = [
  'model.json',
  'group1-shard1of1.bin',
  'tfjs-backend-wasm.wasm',
  'tfjs-backend-wasm-simd.wasm',
  'tfjs-backend-wasm-threaded-simd.wasm',
] as const;
