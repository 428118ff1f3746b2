import { kindOf } from '../banks/noun-kinds';
import { COMMON_PEOPLE } from './common-words';

let people: ReadonlySet<string> | null = null;

const isPersonWord = (word: string) => {
  people ??= new Set(COMMON_PEOPLE.trim().split(/\s+/));
  return people.has(word) || kindOf(word) === 'person';
};

/**
 * The person a word names, in its singular ("women's" -> "woman", "doctors" -> "doctor",
 * "children" -> "child"), or null when it names none: the banks' people and the common nouns whose
 * commonest WordNet sense is a person.
 */
export function personOf(word: string): string | null {
  const bare = word.replace(/'s?$/, '');
  const forms = [bare, bare.replace(/s$/, ''), bare.replace(/men$/, 'man'), bare.replace(/ren$/, '')];
  return forms.find((w) => w !== '' && isPersonWord(w)) ?? null;
}
