/** The page's side of the melody worker: `transcribe` as a promise, the samples moved, not copied. */
import type { Note } from '../note';
import type { TranscribeReply, TranscribeRequest } from './protocol';

export type MelodyWorker = {
  transcribe(pcm: Float32Array, onProgress?: (fraction: number) => void): Promise<Note[]>;
  terminate(): void;
};

/** Wraps a worker running worker.ts; `assetsUrl` is where its model and WASM files are served. */
export function createMelodyWorker(worker: Worker, assetsUrl: string): MelodyWorker {
  let nextId = 0;
  const pending = new Map<
    number,
    { resolve(notes: Note[]): void; reject(error: Error): void; onProgress?: (fraction: number) => void }
  >();
  worker.onmessage = ({ data }: MessageEvent<TranscribeReply>) => {
    const call = pending.get(data.id);
    if (!call) return;
    if (data.type === 'progress') return call.onProgress?.(data.fraction);
    pending.delete(data.id);
    if (data.type === 'notes') call.resolve(data.notes);
    else call.reject(new Error(data.message));
  };
  return {
    transcribe(pcm, onProgress) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject, onProgress });
        const request: TranscribeRequest = { id, pcm, assetsUrl };
        worker.postMessage(request, [pcm.buffer]);
      });
    },
    terminate() {
      worker.terminate();
      for (const call of pending.values()) call.reject(new Error('melody worker stopped'));
      pending.clear();
    },
  };
}
