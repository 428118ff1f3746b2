import type { Meaning } from '@lyricist/shared/words/contracts';
import { rankOf } from './frequency';
import { lemmaOf, type Sense, type Synset, sensesOf, synsetAt } from './wordnet';

/** What a word means, from WordNet: definitions, synonyms, and broader, narrower and similar words. */

const MAX_SENSES = 6;
const MAX_SYNONYMS = 30;
const MAX_RELATED = 40;
/** Related words come from the senses a writer most likely means, not from every rare one. */
const RELATED_FROM_SENSES = 4;
/** Broader (hypernym), narrower (hyponym, instances) and similar-to (adjectives), see wndb(5WN). */
const RELATED_POINTERS = new Set(['@', '@i', '~', '~i', '&']);

/**
 * The base forms WordNet may file an inflected word under ("hearts" -> "heart", "burning" -> "burn",
 * "loved" -> "love"), its detachment rules without the exception lists, which the package lacks.
 */
const DETACH: readonly [string, string][] = [
  ['ies', 'y'],
  ['ses', 's'],
  ['xes', 'x'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['s', ''],
  ['ied', 'y'],
  ['ed', 'e'],
  ['ed', ''],
  ['ing', 'e'],
  ['ing', ''],
  ['er', ''],
  ['est', ''],
];

/**
 * The word's senses, else its first base form's ("burning" -> "burn"). A plural that is a lemma of
 * its own ("hearts", the card game) also gets its singular's senses, most often tagged first, so the
 * sense a writer most likely means leads; other inflections are not merged ("seed" is not "see").
 */
export function sensesFor(word: string): Sense[] {
  const lemma = lemmaOf(word);
  const own = sensesOf(lemma);
  for (const [suffix, ending] of DETACH) {
    if (!lemma.endsWith(suffix) || lemma.length - suffix.length < 2) continue;
    if (own.length > 0 && suffix !== 's') continue;
    const base = sensesOf(lemma.slice(0, -suffix.length) + ending);
    if (own.length === 0 && base.length > 0) return base;
    const plural = base.filter((s) => s.pos === 'noun');
    if (plural.length > 0) return [...own, ...plural].sort((a, b) => b.tagCount - a.tagCount);
  }
  return own;
}

/** The lexicographer files of the word's `count` commonest noun senses ([] when WordNet has no noun). */
export function nounFilesOf(word: string, count = 1): number[] {
  return sensesFor(word)
    .filter((s) => s.pos === 'noun')
    .slice(0, count)
    .map((s) => s.lexFile);
}

/** The definition without WordNet's quoted examples: 'a strong positive emotion of regard and affection'. */
const definitionOf = (gloss: string) => (gloss.split('; "')[0] ?? '').replace(/^"|"$/g, '').trim();

function synsetsOf(senses: Sense[]): Synset[] {
  const synsets: Synset[] = [];
  for (const sense of senses) {
    const synset = synsetAt(sense.pos, sense.offset);
    if (synset) synsets.push(synset);
  }
  return synsets;
}

/** The words of the synsets that `synset` points to as broader, narrower or similar. */
export function relatedWordsOf(synset: Synset): string[] {
  const words: string[] = [];
  for (const pointer of synset.pointers) {
    if (!RELATED_POINTERS.has(pointer.symbol)) continue;
    words.push(...(synsetAt(pointer.pos, pointer.offset)?.words ?? []));
  }
  return words;
}

function collect(into: string[], words: readonly string[], except: string, max: number): void {
  for (const w of words)
    if (into.length < max && w.toLowerCase() !== except && !into.includes(w)) into.push(w);
}

export function meaningOf(word: string): Meaning {
  const synsets = synsetsOf(sensesFor(word));
  const synonyms: string[] = [];
  const senses: Meaning['senses'] = [];
  for (const synset of synsets) {
    collect(synonyms, synset.words, word, MAX_SYNONYMS);
    const definition = definitionOf(synset.gloss);
    if (senses.length < MAX_SENSES && !senses.some((s) => s.definition === definition))
      senses.push({ partOfSpeech: synset.pos, definition });
  }
  const near: string[] = [];
  for (const synset of synsets.slice(0, RELATED_FROM_SENSES))
    collect(near, relatedWordsOf(synset), word, 4 * MAX_RELATED);
  // WordNet lists narrower terms alphabetically ("athlete's heart", "biauriculate heart"): the words a
  // writer would use come first, then the rest in WordNet's order.
  const related = near
    .filter((w) => !synonyms.includes(w))
    .map((w, order) => ({ w, order, rank: rankOf(w) }))
    .sort((a, b) => (a.rank === b.rank ? a.order - b.order : a.rank < b.rank ? -1 : 1))
    .slice(0, MAX_RELATED)
    .map((r) => r.w);
  return { senses, synonyms, related };
}
