import type { Token } from './corpora';
import { lemmaOf } from './verb-objects';

/**
 * The verb-place table (src/vocabulary/verb-places-data.gen.ts): where Brown's writers put what a verb
 * does, as the preposition and noun of the phrase right after the verb and its object ("walked along
 * the road", "sat on the porch", "waited at the door"), so a line ending on a rhyme-word place keeps
 * to places its verb goes: nobody "sold the van in the wasteland".
 */

/** Tags that may stand between the verb and the preposition: its object, a particle, an adverb. */
const CLAUSE =
  /^(at|ap|cd|pp\$|pp\$\$|jj|jjr|jjs|od|abn|dt|dti|dts|nn\$|np\$|ql|nns?|np|ppo|ppl|ppls|rp|rb|rbr)$/;
/** Tags between the preposition and its noun: "the", "my", "old". */
const BEFORE_NOUN = /^(at|ap|cd|pp\$|jj|jjr|jjs|od|abn|nn\$|np\$)$/;
/** How far past the verb the preposition may stand: "put the old coat back on the chair". */
const WINDOW = 5;
/**
 * The prepositions a line's tail may open with (src/banks/noun-kinds.ts) and their near kin; "to
 * school", "of water" and "with dust" say where to or what of, never where.
 */
const TAIL_PREPS: ReadonlySet<string> = new Set(
  'in on at by past outside behind down along across through into under near beside beneath below over around toward'.split(
    ' ',
  ),
);
/** A pair seen once is as likely Brown's accident as a habit. */
const MIN_PAIR = 2;
/** Verbs with fewer places than this are left out: too few to say where they never happen. */
const MIN_PLACES = 6;

/**
 * Lines "lemma form form…|prep noun,prep noun…|prep count,prep count…": the pairs seen twice or more,
 * most frequent first, then how often the verb took each preposition with any place `keep` accepts
 * (pairs seen once included), so a verb Brown sat "in" many places can sit in one it never named.
 */
export function verbPlaceLines(
  sentences: readonly { tokens: readonly Token[] }[],
  keep: (noun: string) => boolean,
): string[] {
  const pairs = new Map<string, Map<string, number>>();
  const forms = new Map<string, Set<string>>();
  for (const { tokens } of sentences) {
    tokens.forEach((verb, i) => {
      if (!/^vb[dgnz]?$/.test(verb.tag) || !/^[a-z]+$/.test(verb.word)) return;
      let k = i + 1;
      while (k < tokens.length && k <= i + WINDOW && CLAUSE.test(tokens[k]?.tag ?? '')) k++;
      const prep = tokens[k];
      if (prep?.tag !== 'in' || !TAIL_PREPS.has(prep.word)) return;
      k++;
      while (k < tokens.length && BEFORE_NOUN.test(tokens[k]?.tag ?? '')) k++;
      let noun = '';
      for (; k < tokens.length && /^nns?$/.test(tokens[k]?.tag ?? ''); k++) noun = tokens[k]?.word ?? '';
      if (!/^[a-z]+$/.test(noun) || !keep(noun)) return;
      const lemma = lemmaOf(verb.word);
      const counts = pairs.get(lemma) ?? new Map<string, number>();
      const pair = `${prep.word} ${noun}`;
      counts.set(pair, (counts.get(pair) ?? 0) + 1);
      pairs.set(lemma, counts);
      forms.set(lemma, (forms.get(lemma) ?? new Set()).add(verb.word));
    });
  }
  const byCount = (a: [string, number], b: [string, number]) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1);
  return [...pairs]
    .filter(([, counts]) => [...counts.values()].reduce((s, c) => s + c, 0) >= MIN_PLACES)
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([lemma, counts]) => {
      const seen = [...counts].filter(([, c]) => c >= MIN_PAIR).sort(byCount);
      const preps = new Map<string, number>();
      for (const [pair, c] of counts) {
        const prep = pair.split(' ')[0] ?? '';
        preps.set(prep, (preps.get(prep) ?? 0) + c);
      }
      const others = [...(forms.get(lemma) ?? [])].filter((f) => f !== lemma).sort();
      const prepCounts = [...preps].sort(byCount).map(([p, c]) => `${p} ${c}`);
      return `${[lemma, ...others].join(' ')}|${seen.map(([p]) => p).join(',')}|${prepCounts.join(',')}`;
    });
}
