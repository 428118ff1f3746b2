/**
 * What the co-writer asks of a language model: raw text continuation, a choice among given words,
 * and the likelihood of a text. `llama-model.ts` implements it over a local GGUF model; tests can use
 * a scripted one, since the model is outside the code under test.
 */
export type LineModel = {
  /**
   * `count` continuations of `prompt`, each cut at the end of its line (the newline left out);
   * `favour` makes those words likelier wherever they come.
   */
  continueLine(
    prompt: string,
    options: { count: number; maxTokens: number; seed: number; favour?: readonly string[] },
  ): Promise<string[]>;
  /** The word of `words` the model likes best right after `prompt` (a space goes before it), or null. */
  chooseEnd(prompt: string, words: readonly string[], seed: number): Promise<string | null>;
  /** The mean natural-log probability per token of `text` right after `prompt`. */
  likelihood(prompt: string, text: string): Promise<number>;
};
