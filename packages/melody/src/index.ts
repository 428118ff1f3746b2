/**
 * @lyricist/melody: a memo's melody (issue 35 item 2). Environment-neutral; `@lyricist/melody/node`
 * transcribes in Node, `@lyricist/melody/browser/…` in a Web Worker.
 */

export { toMelody } from './melody';
export { MODEL_SAMPLE_RATE } from './model-constants';
export type { Note, Phrase, RawNote } from './note';
export { PHRASING, phrasesOf, restThreshold } from './phrases';
export { createTranscriber, type ModelFiles, type Transcriber, type TranscriberOptions } from './transcriber';
export { decodeWav, readWav, resampleLinear, toMono, writeWav } from './wav';
