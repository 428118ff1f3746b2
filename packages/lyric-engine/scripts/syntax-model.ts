import type { Token } from './corpora';

/**
 * The tables behind src/language-model/syntax.ts: a part-of-speech trigram model over the tagged
 * Brown corpus. It knows which word classes follow which ("the compass spins" then "are" is a verb
 * after a verb) without knowing the words, so it judges the grammar of lines it has never seen.
 */

/** Tags seen fewer times than this fold into one "other" tag ("x"). */
const MIN_TAG = 50;
/** Words seen fewer times than this are read by their ending instead. */
const MIN_WORD = 5;
/** A tag a word carries less often than this is dropped from its entry. */
const MIN_WORD_TAG_SHARE = 0.02;
/** A word is filed under one tag when that tag is at least this share of its uses. */
const ONE_TAG = 0.97;
const MIN_TRIGRAM = 5;

/** Brown's tag, without title/headline marks or the foreign-word prefix; punctuation as "," or ".". */
function simplify(tag: string): string | null {
  const t = tag.replace(/^fw-/, '').replace(/-(tl|hl|nc|n)$/g, '');
  if (/^[.!?]$/.test(t)) return '.';
  if (/^[,:;]$/.test(t) || t === '--') return ',';
  if (/^[`'()]+$/.test(t)) return null;
  return t;
}

const base36 = (entry: string) =>
  entry
    .split(',')
    .map((n) => Number(n).toString(36))
    .join(',');

export type SyntaxTables = {
  tags: string[];
  /** Per tag index: words carrying only that tag, space-separated. */
  single: string[];
  /** "word tag=share,tag=share" for words with several tags (share in hundredths). */
  shared: string[];
  unigrams: number[];
  /** "a,b,count" over tag ids (0 = line edge), base 36. */
  bigrams: string[];
  /** "a,b,c,count", base 36. */
  trigrams: string[];
};

export function syntaxTables(tagged: readonly { tokens: readonly Token[] }[]): SyntaxTables {
  const tagCount = new Map<string, number>();
  const lines: { word: string; tag: string }[][] = [];
  for (const { tokens } of tagged) {
    const kept: { word: string; tag: string }[] = [];
    for (const { word, tag } of tokens) {
      const t = simplify(tag);
      if (t === null) continue;
      kept.push({ word, tag: t });
      tagCount.set(t, (tagCount.get(t) ?? 0) + 1);
    }
    lines.push(kept);
  }
  const tags = ['^', ...[...tagCount].filter(([, c]) => c >= MIN_TAG).map(([t]) => t), 'x'];
  const id = new Map(tags.map((t, i) => [t, i]));
  const other = tags.length - 1;
  const tagId = (t: string) => id.get(t) ?? other;

  const words = new Map<string, number[]>();
  const unigrams = new Array<number>(tags.length).fill(0);
  const bigrams = new Map<string, number>();
  const trigrams = new Map<string, number>();
  const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  for (const line of lines) {
    // Brown's sentences end in "."; a line's end is the same edge.
    const ids = [0, 0];
    for (const { word, tag } of line) {
      const t = tagId(tag);
      if (t === id.get('.')) continue;
      ids.push(t);
      if (/^[a-z][a-z']*$/.test(word)) {
        const counts = words.get(word) ?? new Array<number>(tags.length).fill(0);
        counts[t] = (counts[t] ?? 0) + 1;
        words.set(word, counts);
      }
    }
    ids.push(0);
    for (let i = 2; i < ids.length; i++) {
      const c = ids[i] as number;
      unigrams[c] = (unigrams[c] ?? 0) + 1;
      bump(bigrams, `${ids[i - 1]},${c}`);
      bump(trigrams, `${ids[i - 2]},${ids[i - 1]},${c}`);
    }
  }

  const single = tags.map(() => [] as string[]);
  const shared: string[] = [];
  const proper = new Set(['np', 'nps', 'np$'].map((t) => id.get(t)));
  for (const [word, counts] of [...words].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    if (counts.reduce((s, c) => s + c, 0) < MIN_WORD) continue;
    // Brown capitalised names ("Burns", "Rose"); in a song's line these words are almost never names.
    const common = counts.reduce((s, c, t) => s + (proper.has(t) ? 0 : c), 0);
    if (common >= MIN_WORD) for (const t of proper) if (t !== undefined) counts[t] = 0;
    const total = counts.reduce((s, c) => s + c, 0);
    const best = counts.indexOf(Math.max(...counts));
    if ((counts[best] as number) / total >= ONE_TAG) {
      single[best]?.push(word);
      continue;
    }
    const parts = counts
      .map((c, t) => [t, Math.round((c / total) * 100)] as const)
      .filter(([, share]) => share >= MIN_WORD_TAG_SHARE * 100)
      .map(([t, share]) => `${t.toString(36)}=${share}`);
    shared.push(`${word} ${parts.join(',')}`);
  }
  return {
    tags,
    single: single.map((ws) => ws.join(' ')),
    shared,
    unigrams,
    bigrams: [...bigrams].map(([k, c]) => base36(`${k},${c}`)),
    trigrams: [...trigrams].filter(([, c]) => c >= MIN_TRIGRAM).map(([k, c]) => base36(`${k},${c}`)),
  };
}
