import { ARTICLES, POSSESSIVES, SUBJECTS } from '../banks/function-words';
import { kindOf } from '../banks/noun-kinds';
import { ALL_VERBS, ingOf, KNOWN_PASTS, pastOf, thirdPersonOf } from '../banks/verbs';
import { predicatesFor, VERB_FRAMES } from '../vocabulary/verb-frames';

/**
 * Whether an unfinished line is already a whole clause: a subject and a finite verb, maybe an
 * object ("The porch light burns", "I keep driving", "You left", "I hold your photograph"). Such
 * a line takes a phrase or a linked clause next ("low in the window", "until the morning comes"),
 * never a second verb.
 */
const MORE_VERBS =
  'burn play flicker glow stand lean sit rust idle shake ache wait laugh call ring sing fade blow fall hum crackle linger drift settle stay go come run cry sleep dance drive walk ride shine break bleed breathe pray dream smile hurt remember try leave live die grow roll turn move start stop talk listen look know paint pack wash close open wear';
const BASES = new Set([
  ...ALL_VERBS,
  ...VERB_FRAMES.map((v) => v.verb.split(' ')[0] as string),
  ...MORE_VERBS.split(' '),
]);
/** Verbs that cannot end a clause without their object: "I miss" waits for what is missed. */
const NEEDS_OBJECT: ReadonlySet<string> = new Set(
  'miss hold keep carry touch trace bring take give want need love hate find lose chase follow save say tell ask feel make get put remember forget see hear'.split(
    ' ',
  ),
);
/** Each form of a verb that waits for its object, to its base: "misses", "found", "keeping" -> "miss", "find", "keep". */
const OBJECT_VERB_FORMS = new Map<string, string>();
for (const v of NEEDS_OBJECT)
  for (const f of [v, thirdPersonOf(v), pastOf(v), ingOf(v)]) OBJECT_VERB_FORMS.set(f, v);
/** The base of a verb form that waits for its object ("She always brings" -> "bring"), else undefined. */
export const objectVerbBase = (word: string): string | undefined => OBJECT_VERB_FORMS.get(word);

const PRONOUNS = new Set([...SUBJECTS, 'it', 'nobody', 'somebody', 'everybody', 'someone', 'everyone']);
const ADVERBS = new Set('never always still just only finally really even often sometimes'.split(' '));

const FINITE = new Map<string, 'base' | 'third' | 'past'>();
for (const v of BASES) {
  FINITE.set(v, 'base');
  FINITE.set(thirdPersonOf(v), 'third');
  FINITE.set(pastOf(v), 'past');
}
for (const p of KNOWN_PASTS) FINITE.set(p, 'past');

/** "burns" after "the porch light" is a verb; "lights" after "the porch" could be a noun, so no. */
const isNounToo = (w: string) => kindOf(w) !== undefined || kindOf(w.replace(/e?s$/, '')) !== undefined;

/** The verb right after a pronoun subject, past any adverbs: "I still keep" -> "keep"; -1 if none. */
function verbAfterPronoun(words: readonly string[]): number {
  let i = 1;
  while (i < words.length && ADVERBS.has(words[i] as string)) i++;
  return i < words.length && FINITE.has(words[i] as string) ? i : -1;
}

export function endsInClause(words: readonly string[]): boolean {
  if (words.length < 2) return false;
  const first = words[0] as string;
  let verb = -1;
  if (PRONOUNS.has(first)) verb = verbAfterPronoun(words);
  else if (ARTICLES.has(first) || POSSESSIVES.has(first)) {
    for (let i = 2; i < words.length && verb < 0; i++) {
      const w = words[i] as string;
      const form = FINITE.get(w);
      // "The rain falls": what the noun does on its own settles it; "the porch lights" stays a noun.
      const does = predicatesFor(words[i - 1] as string).some(
        (p) => thirdPersonOf(p.split(' ')[0] as string) === w,
      );
      if (form && form !== 'base' && (does || !isNounToo(w))) verb = i;
    }
  }
  if (verb < 0) return false;
  const last = words[words.length - 1] as string;
  // "I miss" or "We never found" still waits for an object; "I miss you" or "I keep driving" does not.
  return !(verb === words.length - 1 && OBJECT_VERB_FORMS.has(last));
}

/** "still hold my heart" or "drive past the lane": an ending that is a bare verb phrase. */
export function startsWithVerb(text: string): boolean {
  const words = text.toLowerCase().split(/\s+/);
  let i = 0;
  while (i < words.length - 1 && ADVERBS.has(words[i] as string)) i++;
  const w = words[i] ?? '';
  return BASES.has(w) || (FINITE.has(w) && !isNounToo(w)) || /^\w{3,}ing$/.test(w);
}
