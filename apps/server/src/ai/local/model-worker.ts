import { parentPort, workerData } from 'node:worker_threads';
import { checkModelFile, type LoadedModel, loadLlamaModel, writeLine } from '@lyricist/lyric-model';
import type { ModelWorkerSettings, ServerMessage, WorkerMessage, WriteRequest } from './model-protocol';

/**
 * The model's own thread (model-client.ts starts it): it checks the file against the pinned digest,
 * loads the model, writes one line to evaluate the prompt's fixed start, says it is ready, then
 * writes lines one at a time. Nothing here runs on the server's event loop.
 */
const port = parentPort;
if (!port) throw new Error('model-worker.ts runs as a worker thread');
const post = (message: WorkerMessage) => port.postMessage(message);
const { modelPath, threads } = workerData as ModelWorkerSettings;

const WARM_LYRICS = 'I keep the porch light on for you\n';
const WARM_INPUT = {
  lyrics: WARM_LYRICS,
  cursorPosition: WARM_LYRICS.length,
  storytelling: null,
  style: null,
};

async function load(): Promise<LoadedModel | null> {
  const started = performance.now();
  const check = await checkModelFile(modelPath);
  if (!check.ok) {
    post({ type: 'unavailable', reason: check.reason });
    return null;
  }
  try {
    const model = await loadLlamaModel(modelPath, threads);
    await writeLine(WARM_INPUT, model);
    post({ type: 'ready', loadMs: Math.round(performance.now() - started) });
    return model;
  } catch (error) {
    post({ type: 'unavailable', reason: `the model did not load: ${(error as Error).message}` });
    return null;
  }
}

async function serve(model: LoadedModel, request: WriteRequest): Promise<void> {
  // The caller has already answered with the engine's line: writing this one would only delay the next.
  if (Date.now() >= request.deadline) return post({ type: 'line', id: request.id, line: null });
  try {
    post({ type: 'line', id: request.id, line: await writeLine(request.input, model) });
  } catch (error) {
    post({ type: 'failed', id: request.id, message: (error as Error).message });
  }
}

const model = await load();
if (model) {
  let queue = Promise.resolve();
  port.on('message', (message: ServerMessage) => {
    if (message.type === 'write') queue = queue.then(() => serve(model, message));
    else
      queue = queue.then(async () => {
        await model.close();
        port.close();
      });
  });
}
