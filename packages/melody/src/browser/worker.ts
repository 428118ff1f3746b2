/**
 * The melody worker: transcription off the page's main thread, so that typing never waits for it.
 * The page creates it as a module worker (`new Worker(url, { type: 'module' })`) and talks to it with
 * client.ts. TensorFlow.js and the model load on the first request, from the request's `assetsUrl`.
 */
import { createTranscriber, type ModelFiles, type Transcriber } from '../transcriber';
import type { TranscribeReply, TranscribeRequest } from './protocol';

type WorkerScope = {
  onmessage: ((event: MessageEvent<TranscribeRequest>) => void) | null;
  postMessage(message: TranscribeReply): void;
};
const scope = globalThis as unknown as WorkerScope;

async function fetchModel(assetsUrl: string): Promise<ModelFiles> {
  const [modelJson, weights] = await Promise.all([
    fetch(`${assetsUrl}model.json`).then((r) => r.json() as Promise<ModelFiles['modelJson']>),
    fetch(`${assetsUrl}group1-shard1of1.bin`).then((r) => r.arrayBuffer()),
  ]);
  return { modelJson, weights };
}

let transcriber: Transcriber | null = null;

/** WASM threads need SharedArrayBuffer, which only a cross-origin isolated page has. */
function threads(): number {
  const isIsolated = (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated === true;
  return isIsolated ? Math.min(4, navigator.hardwareConcurrency || 1) : 1;
}

scope.onmessage = async ({ data: { id, pcm, assetsUrl } }) => {
  transcriber ??= createTranscriber({
    loadModel: () => fetchModel(assetsUrl),
    wasmPaths: assetsUrl,
    threads: threads(),
  });
  try {
    const notes = await transcriber.transcribe(pcm, (fraction) =>
      scope.postMessage({ id, type: 'progress', fraction }),
    );
    scope.postMessage({ id, type: 'notes', notes });
  } catch (error) {
    scope.postMessage({ id, type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
