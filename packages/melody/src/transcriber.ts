/**
 * Memo → notes with Spotify's basic-pitch on TensorFlow.js. Environment-neutral: the caller says how
 * to load the model (node.ts reads the package's files, the browser worker fetches them) and where
 * the WASM binaries are. TensorFlow.js and the model load on the first call, not on import, so code
 * that only needs `phrasesOf` never pays for them.
 */
import type { GraphModel, io } from '@tensorflow/tfjs';
import { type NoteExtractor, type Posteriorgram, rawNotesOf } from './extract-notes';
import { toMelody } from './melody';
import { MODEL_SAMPLE_RATE } from './model-constants';
import type { Note } from './note';

/** basic-pitch's `model/model.json` as parsed JSON, and its weights file's bytes. */
export type ModelFiles = {
  modelJson: { modelTopology: object; weightsManifest: { weights: io.WeightsManifestEntry[] }[] };
  weights: ArrayBuffer;
};

export type TranscriberOptions = {
  loadModel: () => Promise<ModelFiles>;
  /** 'wasm' by default: ten times the plain CPU backend's speed, and no GPU needed. */
  backend?: 'wasm' | 'webgl' | 'cpu';
  /** URL prefix (ending in '/') of tfjs-backend-wasm's .wasm files, for the browser. */
  wasmPaths?: string;
  /** WASM threads where the page allows them (cross-origin isolated); 1 otherwise. */
  threads?: number;
};

export type Transcriber = {
  /** The memo's melody, one note at a time; `pcm` is mono at 22050 Hz. Calls run one after another. */
  transcribe(pcm: Float32Array, onProgress?: (fraction: number) => void): Promise<Note[]>;
  /** The model's raw frame and onset activations (for tuning and the bench). */
  posteriorgram(pcm: Float32Array, onProgress?: (fraction: number) => void): Promise<Posteriorgram>;
};

type Loaded = {
  tf: typeof import('@tensorflow/tfjs');
  basicPitch: import('@spotify/basic-pitch').BasicPitch;
  extractor: NoteExtractor;
};

async function load(options: TranscriberOptions): Promise<Loaded> {
  const tf = await import('@tensorflow/tfjs');
  const backend = options.backend ?? 'wasm';
  if (backend === 'wasm') {
    const wasm = await import('@tensorflow/tfjs-backend-wasm');
    if (options.wasmPaths) wasm.setWasmPaths(options.wasmPaths);
    wasm.setThreadsCount(options.threads ?? 1);
  }
  tf.env().set('PROD', true);
  if (!(await tf.setBackend(backend))) throw new Error(`TensorFlow.js backend ${backend} is not available`);
  await tf.ready();
  const { modelJson, weights } = await options.loadModel();
  const model: Promise<GraphModel> = tf.loadGraphModel(
    tf.io.fromMemory({
      modelTopology: modelJson.modelTopology,
      weightSpecs: modelJson.weightsManifest.flatMap((m) => m.weights),
      weightData: weights,
    }),
  );
  const basicPitch = await import('@spotify/basic-pitch');
  return { tf, basicPitch: new basicPitch.BasicPitch(model), extractor: basicPitch };
}

/** A transcriber that loads TensorFlow.js and the model on its first call. */
export function createTranscriber(options: TranscriberOptions): Transcriber {
  let loaded: Promise<Loaded> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  async function run(pcm: Float32Array, onProgress?: (fraction: number) => void) {
    // A failed load (a WASM file not served, say) is tried again on the next call.
    loaded ??= load(options).catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    const { tf, basicPitch, extractor } = await loaded;
    const activations: Posteriorgram = { frames: [], onsets: [] };
    if (pcm.length < MODEL_SAMPLE_RATE / 10) return { activations, extractor };
    // basic-pitch leaves its per-window tensors to the caller; the scope frees them all at the end.
    tf.engine().startScope();
    try {
      await basicPitch.evaluateModel(
        pcm,
        (frames, onsets) => {
          activations.frames.push(...frames);
          activations.onsets.push(...onsets);
        },
        onProgress ?? (() => {}),
      );
    } finally {
      tf.engine().endScope();
    }
    return { activations, extractor };
  }

  /** One memo at a time: TensorFlow.js's engine is shared, and two at once would only both be slow. */
  function queued(pcm: Float32Array, onProgress?: (fraction: number) => void) {
    const next = queue.then(() => run(pcm, onProgress));
    queue = next.catch(() => {});
    return next;
  }

  return {
    async posteriorgram(pcm, onProgress) {
      return (await queued(pcm, onProgress)).activations;
    },
    async transcribe(pcm, onProgress) {
      const { activations, extractor } = await queued(pcm, onProgress);
      return toMelody(rawNotesOf(activations, extractor), pcm);
    },
  };
}
