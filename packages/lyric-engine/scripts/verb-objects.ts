import nlp from 'compromise/three';
import type { Token } from './corpora';

/**
 * The verb-object table (src/vocabulary/verb-objects-data.gen.ts): which nouns Brown uses as the object of
 * each common verb ("wear a coat", "open the door"), so a line never wears a protest or holds a spine.
 * An object is the first run of nouns after the verb, past determiners, numbers and adjectives.
 */

/** Tags that may stand between a verb and its object: "the", "my", "two", "old", "his father's". */
const BETWEEN = /^(at|ap|cd|pp\$|pp\$\$|jj|jjr|jjs|od|abn|dt|dti|dts|nn\$|np\$|ql)$/;
/** Verbs with fewer objects than this are left unjudged: their table would be too sparse to say no. */
const MIN_OBJECTS = 20;
/** Objects kept per verb, most frequent first: enough for the engine's nouns, small enough to ship. */
const MAX_OBJECTS = 60;

const lemmas = new Map<string, string>();
const infinitive = (text: string) => nlp(text).verbs().toInfinitive().text().toLowerCase();

/**
 * A verb form's lemma ("caught" -> "catch"), by compromise, cached. Alone, "closed" or "lost" reads
 * as an adjective to the tagger and stays as it is; `inClause` reads it in "I closed it" instead. The
 * verb-object table keeps the bare reading: merging its forms changed lines it was tuned on.
 */
export function lemmaOf(form: string, inClause = false): string {
  const key = `${inClause ? '+' : ''}${form}`;
  let lemma = lemmas.get(key);
  if (lemma === undefined) {
    lemma = infinitive(form) || (inClause ? infinitive(`I ${form} it`) : '') || form;
    lemmas.set(key, lemma);
  }
  return lemma;
}

/** Lines "lemma form form…|object object…", objects limited to the nouns `keep` accepts. */
export function verbObjectLines(
  sentences: readonly { tokens: readonly Token[] }[],
  keep: (noun: string) => boolean,
): string[] {
  const objects = new Map<string, Map<string, number>>();
  const forms = new Map<string, Set<string>>();
  for (const { tokens } of sentences) {
    tokens.forEach((verb, i) => {
      if (!/^vb[dgnz]?$/.test(verb.tag) || !/^[a-z]+$/.test(verb.word)) return;
      let k = i + 1;
      while (k < tokens.length && k < i + 5 && BETWEEN.test(tokens[k]?.tag ?? '')) k++;
      let noun = '';
      for (; k < tokens.length && /^nns?$/.test(tokens[k]?.tag ?? ''); k++) noun = tokens[k]?.word ?? '';
      if (!keep(noun)) return;
      const lemma = lemmaOf(verb.word);
      const counts = objects.get(lemma) ?? new Map<string, number>();
      counts.set(noun, (counts.get(noun) ?? 0) + 1);
      objects.set(lemma, counts);
      forms.set(lemma, (forms.get(lemma) ?? new Set()).add(verb.word));
    });
  }
  return [...objects]
    .filter(([, counts]) => [...counts.values()].reduce((s, c) => s + c, 0) >= MIN_OBJECTS)
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([lemma, counts]) => {
      const others = [...(forms.get(lemma) ?? [])].filter((f) => f !== lemma).sort();
      const top = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, MAX_OBJECTS);
      return `${[lemma, ...others].join(' ')}|${top.map(([n]) => n).join(' ')}`;
    });
}
