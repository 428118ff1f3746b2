import {
  type ControlledEvaluateInputItem,
  getLlama,
  type Llama,
  LlamaCompletion,
  type LlamaContextSequence,
  LlamaGrammar,
  LlamaLogLevel,
  type LlamaModel,
  TokenBias,
} from 'node-llama-cpp';
import type { LineModel } from './line-model';

/** Sampling: varied enough that four samples differ, tight enough to stay with the song. */
const SAMPLING = { temperature: 0.8, topK: 40, minP: 0.05 } as const;
/** Likelihoods read the model's 40 likeliest next tokens; a token outside them counts as half the 40th. */
const SCORED_TOP_K = 40;
const CONTEXT_TOKENS = 1024;

export type LoadedModel = LineModel & { close(): Promise<void> };

/**
 * A GGUF model through llama.cpp (node-llama-cpp), on the CPU, one context with one sequence: the
 * calls of one suggestion share the song's prompt, evaluated once (llama.cpp keeps the common prefix
 * of consecutive calls). Calls must not overlap; the model worker runs them one at a time.
 */
export async function loadLlamaModel(modelPath: string, threads: number): Promise<LoadedModel> {
  const llama = await getLlama({ gpu: false, build: 'never', logLevel: LlamaLogLevel.error });
  const model = await llama.loadModel({ modelPath });
  const context = await model.createContext({
    contextSize: CONTEXT_TOKENS,
    sequences: 1,
    threads,
    // Gemma 3 attends through a sliding window: without the full cache a prefix cannot be reused.
    swaFullCache: true,
  });
  const sequence = context.getSequence();
  const completion = new LlamaCompletion({ contextSequence: sequence });
  return {
    async continueLine(prompt, { count, maxTokens, seed, favour = [] }) {
      const tokenBias = favouring(model, favour);
      const lines: string[] = [];
      for (let i = 0; i < count; i++) {
        const { response } = await completion.generateCompletionWithMeta(prompt, {
          ...SAMPLING,
          maxTokens,
          seed: seed + i,
          customStopTriggers: ['\n'],
          ...(tokenBias ? { tokenBias } : {}),
        });
        lines.push(response);
      }
      return lines;
    },
    async chooseEnd(prompt, words, seed) {
      if (words.length === 0) return null;
      const space = prompt.endsWith('\n') ? '' : ' ';
      // The grammar picks a word token by token, so a word whose first piece is common (" ass" of
      // "assault") would win on that piece alone: words the model reads as one token come first.
      const whole = words.filter((w) => model.tokenize(`${space}${w}`, false).length === 1);
      const allowed = whole.length > 0 ? whole : words;
      const grammar = new LlamaGrammar(llama, { grammar: endingGrammar(allowed, space) });
      const { response } = await completion.generateCompletionWithMeta(prompt, {
        temperature: 0,
        seed,
        maxTokens: 12,
        grammar,
      });
      const word = response.trim();
      return allowed.includes(word) ? word : null;
    },
    likelihood: (prompt, text) => likelihood(model, sequence, prompt, text),
    close: () => closeAll(llama, model),
  };
}

/** How much more likely a favoured word's token becomes (its logit is raised this much). */
const FAVOUR_LOGIT = 3;

/** A bias that raises the words the model reads as one token (after a space); null for none. */
function favouring(model: LlamaModel, words: readonly string[]): TokenBias | null {
  if (words.length === 0) return null;
  const bias = new TokenBias(model.tokenizer);
  for (const w of words) {
    const tokens = model.tokenize(` ${w}`, false);
    if (tokens.length === 1) bias.set(tokens, { logit: FAVOUR_LOGIT });
  }
  return bias;
}

/** A GBNF grammar whose only sentences are one of `words`, then the end of the line. */
export function endingGrammar(words: readonly string[], space: string): string {
  const alternatives = words.map((w) => JSON.stringify(w)).join(' | ');
  return `root ::= ${JSON.stringify(space)} (${alternatives}) "\\n"`;
}

async function likelihood(
  model: LlamaModel,
  sequence: LlamaContextSequence,
  prompt: string,
  text: string,
): Promise<number> {
  const head = model.tokenize(prompt);
  const all = [...head, ...model.tokenize(text, false)];
  const { firstDifferentIndex } = sequence.compareContextTokens(all);
  // Keep the evaluated prefix, less the last prompt token: its output is the first probability we need.
  const from = Math.min(firstDifferentIndex, head.length - 1);
  await sequence.eraseContextTokenRanges([{ start: from, end: sequence.nextTokenIndex }]);
  const scored = { generateNext: { probabilities: true, options: { topK: SCORED_TOP_K, temperature: 1 } } };
  const items: ControlledEvaluateInputItem[] = all
    .slice(from)
    .map((token, i) => (from + i >= head.length - 1 && from + i < all.length - 1 ? [token, scored] : token));
  const out = await sequence.controlledEvaluate(items);
  let sum = 0;
  let n = 0;
  for (let i = 0; i < items.length; i++) {
    const probabilities = out[i]?.next.probabilities;
    if (!probabilities) continue;
    const next = all[from + i + 1];
    const floor = Math.min(...probabilities.values()) / 2;
    sum += Math.log((next === undefined ? undefined : probabilities.get(next)) ?? floor);
    n++;
  }
  return n === 0 ? Number.NEGATIVE_INFINITY : sum / n;
}

async function closeAll(llama: Llama, model: LlamaModel): Promise<void> {
  await model.dispose();
  await llama.dispose();
}
