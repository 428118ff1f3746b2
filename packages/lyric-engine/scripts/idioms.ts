import { pastOf } from '../src/banks/verbs';
import type { Token } from './corpora';
import { lemmaOf } from './verb-objects';

/**
 * The idiom table (src/vocabulary/idioms-data.gen.ts): verb phrases Brown's writers close a clause on
 * ("made a mistake", "caught his breath", "spent the night", "turned out the light"), so a rhyme word
 * can end a line on something a person says rather than on a place tail. A sighting is a verb (any
 * form, lemmatised), an optional particle, an optional article or possessive, an optional adjective
 * and the noun, with no second noun after it.
 */

/**
 * Sightings below MIN_COUNT are chance, unless each of the few is in a different story (Brown's
 * fiction, where people act); from one text only they are one writer's scene ("stop the tractor").
 */
const MIN_COUNT = 3;
const MIN_FICTION_COUNT = 2;
const MIN_TEXTS = 2;
/** count(verb, noun) over what the verb's and the noun's own counts predict: well above chance. */
const MIN_ASSOCIATION = 5;
/** Share of sightings where nothing the phrase needs follows ("took care | of"): sayable last. */
const MIN_CLOSING = 0.5;
/** Share of sightings with a known subject where a person does it ("he", "I", a name), not "it". */
const MIN_PERSON = 0.5;
/** Share of sightings in fiction (Brown k–r, a quarter of the corpus): below that share the phrase is
 * the papers', the law's or the lab's ("pass the bill", "develop the theory"), not a singer's. */
const MIN_FICTION = 0.25;
/** An adjective that comes with most sightings, twice at least, belongs to the idiom ("take a deep breath"). */
const MIN_ADJECTIVE = 0.5;
const MIN_ADJECTIVE_COUNT = 2;
const MAX_PER_NOUN = 4;
/** Share of possessives that are the subject's own, below which the table says "your" (the other's). */
const MIN_OWN = 0.5;
const OTHERS = 'your';

/** Phrases that pass every test and still read badly in a song, by why. */
const STOP = new Set([
  // A reference, not an act: "see Figure 2".
  'see figure',
  // Harm and violence with no song around to carry them, offered to any line on the rhyme.
  'cut throat',
  'squeeze trigger',
  'pick+up gun',
  'hold knife',
  // Paperwork, courts and method: "hold office", "hear the case", "measure the distance".
  'give information',
  'hold office',
  'hear case',
  'attract attention',
  'create effect',
  'consider possibility',
  'measure distance',
  'reflect light',
  'limit knowledge',
  'use knowledge',
  'give lecture',
  'preserve marriage',
  'increase speed',
  // One scene's business in Brown, not a figure of speech: "make the dive", "pour water".
  'make dive',
  'pour water',
  'make circle',
  'crowd room',
  'kill snake',
  'get basket',
  'come bit',
  'taste mouth',
  // Two people or a direction the table cannot see: "we'll meet again" sung by "I"; "push my way".
  'meet again',
  'push way',
  'shoulder way',
  'work way',
  // Reads wrong out of its scene: "felt a grief", "saw her faces", "gave a name", "waits a minute".
  'feel grief',
  'see faces',
  'give name',
  'take key',
  'wear hair',
  'face problem',
  'wait minute',
  'smooth skirt',
  'see bottle',
  'bring light',
  'stretch hand',
  'fall again',
  'find place',
  // Cut from what they need after them: "know a thing | or two", "take a view | of", "join my class | at nine".
  'know thing',
  'take view',
  'join class',
  // A clinic's words, not a singer's: "I feel pain" (a song feels "the pain").
  'feel pain',
  // Bathroom and breakfast: true, and no line anyone sings.
  'blow nose',
  'brush teeth',
  'take shower',
  'comb hair',
  'eat breakfast',
  'wash face',
  // Lost its adjective on the way: "keep a (straight) face".
  'keep face',
  // Wants what follows: "I like the way | you...", "I live out my life | in...".
  'like way',
  'live+out life',
  // Says nothing: "smiled a smile", "left behind" with nothing left.
  'smile smile',
  'leave behind',
]);

/** Verbs that need a place after the object ("put the bottle | on the table"): never last. */
const NEEDS_PLACE = new Set(['put', 'place', 'lay', 'stick']);

/** Pointing and degree words close no verb on their own: "stand there", "come here", "make sure". */
const NOT_PREDICATE = new Set('here there now before near right long sure open too'.split(' '));

/** What follows a phrase that is not finished: "made fun | of", "took a chance | on", "put it | to". */
const NEEDS_MORE = new Set(
  'of to on for with about upon into than as around that through across toward towards past along over'.split(
    ' ',
  ),
);

type Sighting = {
  form: string;
  file: string;
  det: string;
  adjective: string;
  closes: boolean;
  person: boolean | null;
  own: boolean | null;
  fiction: boolean;
};

const DETERMINER: Record<string, string> = { the: 'the', a: 'a', an: 'a', no: 'no' };
const PERSON = new Set(['i', 'you', 'he', 'she', 'we', 'they']);

/** The article as the table keeps it, or POSSESSIVE for any possessive (the voice sets it). */
const POSSESSIVE = 'my';
function determinerOf(t: Token | undefined): string | null {
  if (!t) return null;
  if (t.tag === 'at') return DETERMINER[t.word] ?? null;
  if (t.tag === 'pp$' && t.word !== 'its') return POSSESSIVE;
  return null;
}

/** The possessive that agrees with each subject pronoun: "he shook his head" is his own head. */
const OWN: Record<string, string> = { i: 'my', you: 'your', he: 'his', she: 'her', we: 'our', they: 'their' };

type Subject = { person: boolean | null; pronoun?: string };

/** Who does the verb: a person ("he", "I", a name), a thing ("it", "the plan"), or no subject in sight. */
function subjectOf(tokens: readonly Token[], verbAt: number): Subject {
  for (let k = verbAt - 1; k >= 0 && k >= verbAt - 4; k--) {
    const t = tokens[k];
    if (!t) break;
    if (/^pps/.test(t.tag)) return { person: PERSON.has(t.word), pronoun: t.word };
    if (t.tag === 'np') return { person: true };
    if (/^nns?$/.test(t.tag)) return { person: false };
    if (!/^(rb|md|hv|hvd|hvz|be|bed|bedz|bez|bem|ber|do|dod|doz|\*)$/.test(t.tag)) return { person: null };
  }
  return { person: null };
}

/** The sighting that starts at the verb `i`, or null when what follows is no verb + object. */
function sightingAt(tokens: readonly Token[], i: number, file: string, keep: Keep) {
  const verb = tokens[i];
  if (!verb || !/^vb[dgnz]?$/.test(verb.tag) || !/^[a-z]+$/.test(verb.word) || !keep.sayable(verb.word))
    return null;
  let k = i + 1;
  const particle = tokens[k]?.tag === 'rp' ? (tokens[k++]?.word ?? '') : '';
  const after = tokens[k];
  const predicate = after && !NOT_PREDICATE.has(after.word) && keep.predicate(after.word) ? after : undefined;
  const det = predicate ? null : determinerOf(tokens[k]);
  const possessive = det === POSSESSIVE ? tokens[k]?.word : undefined;
  if (det !== null) k++;
  // "living room", "dressing gown": a participle right before its noun is an adjective.
  if (det === null && particle === '' && /^vb[gn]$/.test(verb.tag)) return null;
  const adjective = !predicate && tokens[k]?.tag === 'jj' ? (tokens[k++]?.word ?? '') : '';
  if (!keep.sayable(adjective)) return null;
  const noun = tokens[k];
  if (!noun || !(predicate || (/^nns?$/.test(noun.tag) && keep.noun(noun.word)))) return null;
  const next = tokens[k + 1];
  if (next && /^nn/.test(next.tag)) return null;
  const lemma = lemmaOf(verb.word, true);
  if (!predicate && NEEDS_PLACE.has(lemma)) return null;
  // "pick+up": the particle travels with its verb, and the engine conjugates the verb alone.
  const key = `${lemma}${particle ? `+${particle}` : ''} ${noun.word}`;
  const subject = subjectOf(tokens, i);
  const sighting: Sighting = {
    form: verb.word,
    file,
    det: det ?? '',
    adjective,
    closes: !next || !(next.tag === 'to' || NEEDS_MORE.has(next.word)),
    person: subject.person,
    // Whose: "caught his breath" after "he" is his own; "grabbed her arm" after "he" is someone else's.
    own: possessive && subject.pronoun ? OWN[subject.pronoun] === possessive : null,
    fiction: /^c[k-r]/.test(file),
  };
  return { key, sighting };
}

/** The words a phrase may end on: a noun object, or a word that closes a verb alone ("lay awake"). */
export type Keep = {
  noun: (word: string) => boolean;
  predicate: (word: string) => boolean;
  /** Any other word of the phrase (the verb, its adjective): never an offensive one. */
  sayable: (word: string) => boolean;
};

const share = (list: readonly Sighting[], test: (s: Sighting) => boolean) =>
  list.filter(test).length / list.length;

function mostCommon(values: readonly string[]): [string, number] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0] ?? ['', 0];
}

/**
 * Lines "noun|phrase;phrase": each phrase is the verb lemma (and "+particle"), the determiner ("the",
 * "a", "no", "my" for the subject's own, "your" for someone else's, none) and the idiom's own
 * adjective, strongest first.
 */
export function idiomLines(
  sentences: readonly { file: string; tokens: readonly Token[] }[],
  keep: Keep,
): string[] {
  const seen = new Map<string, Sighting[]>();
  const verbCount = new Map<string, number>();
  const nounCount = new Map<string, number>();
  const formsOf = new Map<string, Set<string>>();
  let total = 0;
  for (const { file, tokens } of sentences) {
    tokens.forEach((_, i) => {
      const found = sightingAt(tokens, i, file, keep);
      if (!found) return;
      const list = seen.get(found.key) ?? [];
      list.push(found.sighting);
      seen.set(found.key, list);
      const noun = found.key.slice(found.key.lastIndexOf(' ') + 1);
      const verb = found.key.slice(0, found.key.lastIndexOf(' '));
      verbCount.set(verb, (verbCount.get(verb) ?? 0) + 1);
      const lemma = verb.split('+')[0] ?? '';
      formsOf.set(lemma, (formsOf.get(lemma) ?? new Set()).add(found.sighting.form));
      nounCount.set(noun, (nounCount.get(noun) ?? 0) + 1);
      total++;
    });
  }
  const byNoun = new Map<string, { phrase: string; strength: number }[]>();
  for (const [key, list] of seen) {
    const noun = key.slice(key.lastIndexOf(' ') + 1);
    const verb = key.slice(0, key.lastIndexOf(' '));
    const enough =
      list.length >= MIN_COUNT || (list.length >= MIN_FICTION_COUNT && list.every((s) => s.fiction));
    if (!enough || new Set(list.map((s) => s.file)).size < MIN_TEXTS || STOP.has(key)) continue;
    const expected = ((verbCount.get(verb) ?? 0) * (nounCount.get(noun) ?? 0)) / total;
    const association = list.length / expected;
    if (association < MIN_ASSOCIATION) continue;
    if (share(list, (s) => s.closes) < MIN_CLOSING) continue;
    const known = list.filter((s) => s.person !== null);
    if (known.length > 0 && share(known, (s) => s.person === true) < MIN_PERSON) continue;
    if (share(list, (s) => s.fiction) < MIN_FICTION) continue;
    // The engine conjugates the lemma itself: a lemma it would get wrong ("drew" -> "drewed") stays out.
    const lemma = verb.split('+')[0] ?? '';
    if (!formsOf.get(lemma)?.has(pastOf(lemma))) continue;
    // The determiner of the sightings that close a clause: "made a mistake.", not "made the mistake of".
    const [closingDet] = mostCommon(list.filter((s) => s.closes).map((s) => s.det));
    // A possessive that is mostly someone else's is the other person's: "I grabbed your arm".
    const whose = list.filter((s) => s.own !== null);
    const det =
      closingDet === POSSESSIVE && whose.length > 0 && share(whose, (s) => s.own === true) < MIN_OWN
        ? OTHERS
        : closingDet;
    const [adjective, withAdjective] = mostCommon(list.map((s) => s.adjective));
    const keepsAdjective =
      adjective !== '' &&
      withAdjective >= MIN_ADJECTIVE_COUNT &&
      withAdjective / list.length >= MIN_ADJECTIVE;
    const phrase = [verb, det, keepsAdjective ? adjective : ''].filter(Boolean).join(' ');
    const entries = byNoun.get(noun) ?? [];
    entries.push({ phrase, strength: Math.log2(association) * Math.log2(1 + list.length) });
    byNoun.set(noun, entries);
  }
  return [...byNoun]
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([noun, entries]) => {
      const top = entries.sort((a, b) => b.strength - a.strength).slice(0, MAX_PER_NOUN);
      return `${noun}|${top.map((e) => e.phrase).join(';')}`;
    });
}
