import { kindOf, tailsFor } from '../banks/noun-kinds';
import { VERB_PLACES } from './verb-places-data.gen';
import { verbTable } from './verb-table';

/**
 * Where a verb happens, from what Brown's writers did with it (generated table, see
 * scripts/verb-places.ts): you sit on the porch and walk down the street, but nobody "heard the
 * phone by the lake" or "kept the gloves outside the hotel".
 */
type Entry = {
  pairs: ReadonlySet<string>;
  preps: ReadonlyMap<string, number>;
  /** "prep kind" for each place seen, so a porch seen stands for a yard: built when first asked. */
  kinds?: ReadonlySet<string>;
};

/** A preposition the verb took with this many places is its own: "sit in" a room Brown never named. */
const MIN_PREP = 1;

/** "By the door" only says next to what: any verb can happen there, seen in Brown or not. */
const NEXT_TO: ReadonlySet<string> = new Set(['by', 'near', 'beside']);

const table = verbTable(VERB_PLACES, ([pairs = '', preps = '']): Entry => {
  const counts = new Map<string, number>();
  for (const item of preps.split(',')) {
    const [prep = '', count = '0'] = item.split(' ');
    counts.set(prep, Number(count));
  }
  return { pairs: new Set(pairs.split(',')), preps: counts };
});

/** The prepositions a place takes in the banks, as its kind: a porch, a yard and a stage go together. */
const kindKey = (noun: string) =>
  tailsFor(noun)
    .map((t) => t.slice(0, t.lastIndexOf(' ')))
    .join('|');

/** "on porch" -> "on" + the porch's kind, for every pair whose noun is a place. */
function placeKinds(pairs: ReadonlySet<string>): ReadonlySet<string> {
  const kinds = new Set<string>();
  for (const pair of pairs) {
    const [prep = '', noun = ''] = pair.split(' ');
    if (kindOf(noun) === 'place') kinds.add(`${prep} ${kindKey(noun)}`);
  }
  return kinds;
}

/**
 * Whether a line whose verb is `verb` (any form) can end on `prep` the `noun` ("sat on the porch"):
 * undefined when Brown has too little of the verb, the verb is phrasal ("drive past"), or the noun is
 * no place (times, weather and light suit any verb).
 */
export function tailFits(verb: string, prep: string, noun: string): boolean | undefined {
  if (verb.includes(' ') || kindOf(noun) !== 'place' || NEXT_TO.has(prep)) return undefined;
  const entry = table().get(verb.toLowerCase());
  if (!entry) return undefined;
  if (entry.pairs.has(`${prep} ${noun}`) || entry.pairs.has(`${prep} ${noun}s`)) return true;
  entry.kinds ??= placeKinds(entry.pairs);
  if (entry.kinds.has(`${prep} ${kindKey(noun)}`)) return true;
  return (entry.preps.get(prep) ?? 0) >= MIN_PREP;
}

/** The preposition and noun a tail closes on: "out on the farm" -> on, farm; "at night" -> none. */
export function tailParts(tail: string): { prep: string; noun: string } | undefined {
  const m = /(?:^|\s)(\w+) the (\w+)$/.exec(tail);
  return m ? { prep: m[1] ?? '', noun: m[2] ?? '' } : undefined;
}

/**
 * The tails a line whose verb is `verb` may end on: all but those Brown says the verb never went
 * (none when nothing fits, so another candidate wins).
 */
export function tailsForVerb(verb: string | undefined, tails: readonly string[]): readonly string[] {
  if (verb === undefined) return tails;
  return tails.filter((tail) => {
    const parts = tailParts(tail);
    return !parts || tailFits(verb, parts.prep, parts.noun) !== false;
  });
}
