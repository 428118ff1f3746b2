import { nounsOfKind } from '../banks/noun-kinds';
import { COMMON_PEOPLE } from './common-words.gen';

/** Plurals English does not make with -s: "men", "women", "children", "wives", "ladies". */
function pluralsOf(word: string): string[] {
  if (word.endsWith('man')) return [`${word.slice(0, -3)}men`];
  if (word === 'child') return ['children'];
  if (word.endsWith('fe')) return [`${word.slice(0, -2)}ves`];
  if (word.endsWith('f')) return [`${word.slice(0, -1)}ves`, `${word}s`];
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ies`];
  if (/(s|sh|ch|x)$/.test(word)) return [`${word}es`];
  return [`${word}s`];
}

let forms: ReadonlyMap<string, string> | null = null;

/** Every spelling of every person word, to its singular: one lookup per word read. */
function personForms(): ReadonlyMap<string, string> {
  if (!forms) {
    const map = new Map<string, string>();
    for (const person of [...COMMON_PEOPLE.trim().split(/\s+/), ...nounsOfKind('person')])
      for (const form of [person, ...pluralsOf(person)]) map.set(form, person);
    forms = map;
  }
  return forms;
}

/**
 * The person a word names, in its singular ("women's" -> "woman", "doctors" -> "doctor",
 * "children" -> "child"), or null when it names none: the banks' people and the common nouns whose
 * commonest WordNet sense is a person.
 */
export function personOf(word: string): string | null {
  return personForms().get(word.replace(/'s?$/, '')) ?? null;
}
