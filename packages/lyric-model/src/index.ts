/** The co-writer's language model: the engine keeps the form, a local model writes the words (issue 32). */
export type { LineModel } from './line-model';
export { type LoadedModel, loadLlamaModel } from './llama-model';
export { checkModelFile, DEFAULT_MODEL_PATH, MODEL_FILE, type ModelFileCheck } from './model-file';
export {
  DEFAULT_WRITE_OPTIONS,
  type EndStrategy,
  type ModelLine,
  type WriteOptions,
  writeLine,
} from './write-line';
