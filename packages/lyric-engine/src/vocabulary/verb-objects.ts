import { headOf, kindOf, type NounKind } from '../banks/noun-kinds';
import { VERB_OBJECTS } from './verb-objects-data.gen';
import { verbTable } from './verb-table';

/**
 * Which nouns a verb takes as its object, from what Brown's writers did with it (generated table,
 * see scripts/verb-objects.ts): a line can wear a coat or open a door, but not wear a protest or hold
 * a spine.
 */
type Entry = { objects: ReadonlySet<string>; kinds: ReadonlyMap<NounKind, number> };

/**
 * Kinds where the very noun must have been seen with the verb: "hold my head" and "keep my word"
 * are idioms, "hold my spine" and "keep my prayer" are not. For things and places, two objects of
 * the same kind are enough ("wear a coat", "wear a hat", so "wear a scarf").
 */
const STRICT_KINDS: ReadonlySet<NounKind> = new Set(['body', 'abstract', 'person']);
const MIN_KIND_OBJECTS = 2;

const table = verbTable(VERB_OBJECTS, ([nouns = '']): Entry => {
  const objects = new Set(nouns.split(' '));
  const kinds = new Map<NounKind, number>();
  for (const noun of objects) {
    const kind = kindOf(noun);
    if (kind) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return { objects, kinds };
});

const seen = (objects: ReadonlySet<string>, noun: string) =>
  objects.has(noun) || (noun.endsWith('s') && objects.has(noun.slice(0, -1))) || objects.has(`${noun}s`);

/**
 * Whether `verb` (any form: "wore", "wearing") takes `noun` as its object: undefined when Brown has
 * too little of the verb to say (and for phrasal verbs such as "drive past", whose object belongs
 * to the particle).
 */
export function takesObject(verb: string, noun: string): boolean | undefined {
  if (verb.includes(' ')) return undefined;
  const entry = table().get(verb.toLowerCase());
  if (!entry) return undefined;
  const head = headOf(noun);
  if (seen(entry.objects, head)) return true;
  const kind = kindOf(head);
  return kind !== undefined && !STRICT_KINDS.has(kind) && (entry.kinds.get(kind) ?? 0) >= MIN_KIND_OBJECTS;
}

/**
 * For a verb our own frames already pair with a kind of noun ("hold" an object or a body part): false
 * only where Brown says no to a body part, an abstract noun or a person ("hold my spine", "keep my
 * prayer"); things and places keep the frame's word, since a sparse table would strike "remember the
 * porch" for want of a sighting.
 */
export function keepsIdiom(verb: string, noun: string): boolean {
  const kind = kindOf(headOf(noun));
  return kind === undefined || !STRICT_KINDS.has(kind) || takesObject(verb, noun) !== false;
}

/** Whether the table knows this word as a verb form ("wearing", "rode"). */
export const isKnownVerb = (word: string): boolean => table().has(word.toLowerCase());
