import type { ModelLine } from '@lyricist/lyric-model';
import type { AutocompleteInput } from '@lyricist/shared/ai/contracts';

/** What the model worker is started with. */
export type ModelWorkerSettings = { modelPath: string; threads: number };

/** A line asked of the worker; past `deadline` (epoch ms) nobody waits for it and it is not written. */
export type WriteRequest = { type: 'write'; id: number; input: AutocompleteInput; deadline: number };

/**
 * What the server asks of the worker: a line, or to finish the line under way, free the model and
 * end (stopping llama.cpp's threads mid-line aborts the whole process).
 */
export type ServerMessage = WriteRequest | { type: 'close' };

/** What the worker says: once whether the model loaded, then one answer per request. */
export type WorkerMessage =
  | { type: 'ready'; loadMs: number }
  | { type: 'unavailable'; reason: string }
  | { type: 'line'; id: number; line: ModelLine | null }
  | { type: 'failed'; id: number; message: string };
