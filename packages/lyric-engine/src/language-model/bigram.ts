import { base36Numbers, type CountTable, countOf, countTable } from '../util/count-table';
import { BIGRAMS, UNIGRAMS, WORDS } from './model-data.gen';

/**
 * A bigram language model over Brown fiction with absolute discounting: seen pairs keep their count
 * less a constant, and what that frees goes to the word's own frequency. It judges whether a line
 * reads like English a person would write ("the barn stands in the rain" beats "the song plays under
 * the garden"). Built from the generated tables on first use (about 27,000 pairs, a few ms).
 */
type Model = {
  ids: Map<string, number>;
  unigram: Float64Array;
  total: number;
  bigram: CountTable;
  /** Per history: its count, and the probability mass its pruned and discounted pairs leave over. */
  history: Float64Array;
  leftover: Float64Array;
};

const DISCOUNT = 0.75;
const EDGE = 0;
const UNKNOWN = 1;

let model: Model | null = null;

function load(): Model {
  if (model) return model;
  const words = WORDS.split(' ');
  const ids = new Map(words.map((w, i) => [w, i + 2]));
  const unigram = Float64Array.from(base36Numbers(UNIGRAMS));
  const total = unigram.reduce((s, c) => s + c, 0);
  const history = Float64Array.from(unigram, (c) => Math.max(1, c));
  const kept = new Float64Array(unigram.length);
  const bigram = countTable(BIGRAMS, 3, ([p, n]) => (p as number) * 65536 + (n as number));
  bigram.keys.forEach((key, i) => {
    const p = Math.floor(key / 65536);
    kept[p] = (kept[p] ?? 0) + ((bigram.counts[i] as number) - DISCOUNT);
  });
  const leftover = Float64Array.from(history, (h, i) => Math.max(0.05, 1 - (kept[i] ?? 0) / h));
  model = { ids, unigram, total, bigram, history, leftover };
  return model;
}

function tokens(line: string): number[] {
  const { ids } = load();
  const words = line
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .split(/[^a-z']+/)
    .filter((w) => /[a-z]/.test(w));
  return words.map((w) => ids.get(w) ?? UNKNOWN);
}

const unigramOf = (m: Model, next: number) => ((m.unigram[next] ?? 0) + 1) / (m.total + m.unigram.length);

function logProb(m: Model, previous: number, next: number): number {
  const unigram = unigramOf(m, next);
  const seen = countOf(m.bigram, previous * 65536 + next);
  const h = m.history[previous] ?? 1;
  const p = Math.max(0, seen - DISCOUNT) / h + (m.leftover[previous] ?? 1) * unigram;
  return Math.log(p);
}

/**
 * How much better than chance the words follow each other, per word (SLOR: the line's log-probability
 * less its words' own frequencies, so common words alone do not make nonsense score well). Above 0
 * reads like English; "the of the the a" scores far below "the old barn stands in the rain".
 */
export function senseScore(line: string): number {
  const m = load();
  const ids = [EDGE, ...tokens(line), EDGE];
  let sum = 0;
  for (let i = 1; i < ids.length; i++) {
    const next = ids[i] as number;
    sum += logProb(m, ids[i - 1] as number, next) - Math.log(unigramOf(m, next));
  }
  return sum / Math.max(1, ids.length - 1);
}

/** Perplexity over lines of text: exp of the mean negative log-probability per token. */
export function perplexity(lines: readonly string[]): number {
  const m = load();
  let sum = 0;
  let n = 0;
  for (const line of lines) {
    const ids = [EDGE, ...tokens(line), EDGE];
    for (let i = 1; i < ids.length; i++, n++) sum -= logProb(m, ids[i - 1] as number, ids[i] as number);
  }
  return Math.exp(sum / Math.max(1, n));
}
