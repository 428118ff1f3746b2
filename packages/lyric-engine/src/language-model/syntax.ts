import { type CountTable, countOf, countTable } from '../util/count-table';
import { SHARED_TAGS, SINGLE_TAG, TAG_BIGRAMS, TAG_COUNTS, TAG_TRIGRAMS, TAGS } from './syntax-data.gen';

/**
 * Grammar without the words: a part-of-speech trigram model over the tagged Brown corpus (a hidden
 * Markov model read with Viterbi). It knows that "the compass spins" may be followed by "slowly" or
 * "in the dark" but hardly by "are still brave", and that "everybody starts" wants "to" or "-ing",
 * not "miss the king". Words Brown never printed are read by their endings ("hums" after "hum").
 * Built from the generated tables on first use.
 */
type Model = {
  tags: string[];
  /** Per word: its one tag, or "tag=share,…" (read when the word is met). */
  lexicon: Map<string, number | string>;
  logTag: Float64Array;
  bigram: CountTable;
  trigram: CountTable;
  count: Float64Array;
};

const EDGE = 0;
const KEY = 128;
/** Interpolation weights of the trigram, bigram and unigram estimates. */
const L3 = 0.6;
const L2 = 0.3;
const L1 = 0.1;

let model: Model | null = null;

function load(): Model {
  if (model) return model;
  const tags = TAGS.split(' ');
  const lexicon = new Map<string, number | string>();
  // One line per tag id, empty lines included: only the template's own first and last newlines go.
  SINGLE_TAG.slice(1, -1)
    .split('\n')
    .forEach((line, tag) => {
      for (const w of line.split(' ')) if (w !== '') lexicon.set(w, tag);
    });
  for (const line of SHARED_TAGS.slice(1, -1).split('\n')) {
    const space = line.indexOf(' ');
    lexicon.set(line.slice(0, space), line.slice(space + 1));
  }
  const count = Float64Array.from(TAG_COUNTS.split(' '), Number);
  const total = count.reduce((s, c) => s + c, 0);
  const logTag = Float64Array.from(count, (c) => Math.log(Math.max(1, c) / total));
  const bigram = countTable(TAG_BIGRAMS, 3, ([a, b]) => (a as number) * KEY + (b as number));
  const trigram = countTable(
    TAG_TRIGRAMS,
    4,
    ([a, b, c]) => ((a as number) * KEY + (b as number)) * KEY + (c as number),
  );
  model = { tags, lexicon, logTag, bigram, trigram, count };
  return model;
}

/** History counts: how often the pair (a, b) was followed by anything, from the bigram table. */
function transition(m: Model, a: number, b: number, c: number): number {
  const ab = countOf(m.bigram, a * KEY + b);
  const abc = countOf(m.trigram, (a * KEY + b) * KEY + c);
  const bc = countOf(m.bigram, b * KEY + c);
  const total = m.count.length;
  const p =
    L3 * (ab > 0 ? abc / ab : 0) +
    L2 * (bc / Math.max(1, m.count[b] ?? 1)) +
    L1 * Math.exp(m.logTag[c] ?? -20) +
    1e-6 / total;
  return Math.log(p);
}

const tagIdOf = (m: Model, tag: string) => m.tags.indexOf(tag);

type Options = [tag: number, logShare: number][];

/** The share a tag the word's stem allows, but Brown never gave the word itself, gets: "burns" as a verb. */
const STEM_SHARE = 0.3;

/**
 * A word's tags and log P(tag | word): from the lexicon, plus what its stem allows ("burns" was only
 * ever a noun in Brown, "burn" is a verb), or guessed from its ending.
 */
function optionsOf(m: Model, word: string): Options {
  const seen = seenOptions(m, word);
  const stemmed = stemOptions(m, word);
  if (seen.length === 0) return stemmed.length > 0 ? share(stemmed) : guess(m, word);
  const missing = stemmed.filter(([t]) => !seen.some(([s]) => s === t));
  return [...seen, ...missing.map(([t]): [number, number] => [t, Math.log(STEM_SHARE)])];
}

function seenOptions(m: Model, word: string): Options {
  const entry = m.lexicon.get(word);
  if (entry === undefined) return [];
  if (typeof entry === 'number') return [[entry, 0]];
  return entry.split(',').map((part) => {
    const [t, share] = part.split('=') as [string, string];
    return [Number.parseInt(t, 36), Math.log(Number(share) / 100)];
  });
}

/** "hums" is "hum" + s: a verb's -s form, or a noun's plural. */
function stemOptions(m: Model, word: string): Options {
  if (!word.endsWith('s') || word.endsWith('ss')) return [];
  const stems = word.endsWith('es') ? [word.slice(0, -1), word.slice(0, -2)] : [word.slice(0, -1)];
  const out: Options = [];
  for (const stem of stems)
    for (const [t] of seenOptions(m, stem)) {
      if (m.tags[t] === 'vb') out.push([tagIdOf(m, 'vbz'), 0]);
      if (m.tags[t] === 'nn') out.push([tagIdOf(m, 'nns'), 0]);
    }
  return out;
}

/** A word Brown never printed, whose stem it never printed either: by its ending. */
function guess(m: Model, word: string): Options {
  const ids = (...tags: string[]): Options => share(tags.map((t) => [tagIdOf(m, t), 0]));
  if (word.endsWith('s') && !word.endsWith('ss')) return ids('nns', 'vbz');
  if (word.endsWith('ing')) return ids('vbg');
  if (word.endsWith('ed')) return ids('vbd', 'vbn');
  if (word.endsWith('ly')) return ids('rb');
  return ids('nn', 'jj', 'vb');
}

/** Equal shares among distinct tags. */
function share(tags: Options): Options {
  const ids = [...new Set(tags.map(([t]) => t))];
  return ids.map((t) => [t, Math.log(1 / ids.length)]);
}

/** Lower-case tokens as Brown writes them: words with their apostrophes, and commas. */
function tokens(line: string): string[] {
  return (
    line
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .match(/[a-z][a-z']*|,/g) ?? []
  );
}

export type SyntaxReading = {
  /** Per word, over chance: the grammar's log-probability less the tags' own frequencies. */
  score: number;
  /** The least likely step along the best reading (log lift of that tag where it stands). */
  worst: number;
  tags: string[];
};

/**
 * Reads a line's best tagging (Viterbi over tag pairs) and scores it. A line ends where a sentence
 * may end or pause (a comma).
 */
export function readSyntax(line: string): SyntaxReading {
  const m = load();
  const words = tokens(line);
  const options = words.map((w) => (w === ',' ? ([[tagIdOf(m, ','), 0]] as Options) : optionsOf(m, w)));
  type Cell = { score: number; worst: number; back: Cell | null; tag: number; prev: number };
  let cells: Cell[] = [{ score: 0, worst: 0, back: null, tag: EDGE, prev: EDGE }];
  for (const opts of options) {
    const next = new Map<number, Cell>();
    for (const cell of cells) {
      for (const [t, lexical] of opts) {
        const step = transition(m, cell.prev, cell.tag, t) - (m.logTag[t] ?? 0);
        const score = cell.score + step + lexical;
        const key = cell.tag * KEY + t;
        const seen = next.get(key);
        if (!seen || score > seen.score)
          next.set(key, { score, worst: Math.min(cell.worst, step), back: cell, tag: t, prev: cell.tag });
      }
    }
    cells = [...next.values()];
  }
  let best: Cell | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  const comma = tagIdOf(m, ',');
  for (const cell of cells) {
    const end = Math.log(
      Math.exp(transition(m, cell.prev, cell.tag, EDGE)) +
        Math.exp(transition(m, cell.prev, cell.tag, comma)),
    );
    const total = cell.score + end;
    if (total > bestScore) {
      bestScore = total;
      best = { ...cell, score: total, worst: Math.min(cell.worst, end - (m.logTag[EDGE] ?? 0)) };
    }
  }
  const tags: string[] = [];
  for (let c: Cell | null = best; c?.back; c = c.back) tags.unshift(m.tags[c.tag] ?? '?');
  return {
    score: bestScore / (words.length + 1),
    worst: best?.worst ?? 0,
    tags,
  };
}
