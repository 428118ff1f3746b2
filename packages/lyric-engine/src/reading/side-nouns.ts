import { TYPED_CONTRACTIONS } from '../util/text';
import type { Tagged } from './tag';

/** Measures, never the thing measured: "a hundred pounds". */
const UNITS = new Set([
  'pounds',
  'pound',
  'miles',
  'mile',
  'feet',
  'inches',
  'degrees',
  'dollars',
  'bucks',
  'ounces',
]);

/**
 * A bank noun that is not the thing itself: the first half of a compound ("milk" of "milk crate",
 * "ring" of "ring toss"), a simile's ("laughing like a lunatic"), a place said as where ("out front"),
 * a measure ("pounds"), a person's name ("Ray") or a contraction typed bare ("didnt").
 */
export function sideNoun(image: string, tagged: readonly Tagged[][], names: readonly string[]): boolean {
  const last = image.split(' ').at(-1) as string;
  if (names.some((n) => n.toLowerCase() === last) || Object.hasOwn(TYPED_CONTRACTIONS, last)) return true;
  return tagged.some((sentence) =>
    sentence.some((t, i) => {
      if (t.normal !== last) return false;
      const next = sentence[i + 1];
      const compound =
        next !== undefined &&
        t.post.trim() === '' &&
        next.tags.has('Noun') &&
        !next.tags.has('Pronoun') &&
        !next.tags.has('ProperNoun') &&
        (next.tags.has('Singular') || next.tags.has('Plural'));
      const before = sentence.slice(Math.max(0, i - 2), i).map((w) => w.normal);
      // "out front", "out back": where, not a thing.
      if (before.at(-1) === 'out') return true;
      // "laughing like a lunatic", but not "like the blanket weighs a hundred pounds".
      const likened =
        before.at(-1) === 'like' || (before[0] === 'like' && /^(?:a|an|the)$/.test(before[1] ?? ''));
      const simile = likened && (next === undefined || t.post.trim() !== '' || !next.tags.has('Verb'));
      return compound || simile || UNITS.has(last);
    }),
  );
}
