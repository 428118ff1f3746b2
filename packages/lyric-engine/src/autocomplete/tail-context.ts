import {
  ARTICLES,
  BE_CONTRACTIONS,
  CONJUNCTIONS,
  MODALS,
  POSSESSIVES,
  PRE_VERB,
  PREPOSITIONS,
  SUBJECTS,
  SUBORDINATORS,
} from '../banks/function-words';
import { kindOf } from '../banks/noun-kinds';
import type { TailContext } from '../banks/templates';
import { KNOWN_PASTS } from '../banks/verbs';
import { subjectOfObject, type Tense } from '../compose/grammar';
import { endsWholeClause } from '../language-model/clauses';
import { readSyntax } from '../language-model/syntax';
import { nounFilesOf } from '../lexicon/meaning';
import { NOUN_FILE } from '../lexicon/wordnet';
import { wordsOf } from '../util/text';
import { isCommonAdjective } from '../vocabulary/line-ends';
import { predicatesFor } from '../vocabulary/verb-frames';
import { isKnownVerb } from '../vocabulary/verb-objects';
import { endsInClause, objectVerbBase } from './clause-end';
import {
  ASKING,
  BE_FIRST,
  BEFORE_A_NOUN,
  BEFORE_A_NOUN_TAG,
  CAUSING,
  DEGREE,
  EXISTENTIAL,
  GAP_HEADS,
  GET,
  GIVING,
  HAS_GOT,
  HAVE,
  INVERTING,
  LINKING,
  NOUN_TAG,
  PERFECT_MODALS,
  THIRD_SINGULAR,
  TO_AS_VERB,
  WH_GAPS,
  WH_OPENERS,
} from './tail-words';
import { toldTense } from './told-tense';

/** What the unfinished line ends with decides which endings can follow it grammatically. */
export type TailReading = {
  kind: TailContext;
  subject?: string;
  /** The tense the writer is telling the line in, when a verb of theirs shows it. */
  tense?: Tense;
  prep?: string;
  /** The thing the writer's unfinished line is about, when it still needs its verb ("The disco ball"). */
  noun?: string;
  /** The verb whose object the writer has started ("wearing" in "I'm wearing my"). */
  verb?: string;
  /**
   * The determiner opens the subject of a clause ("And when the", "because her"): the noun needs a
   * verb of its own, or the line is left a fragment ("And when the | ditches in the moonlight").
   */
  opensClause?: boolean;
};

function subjectBefore(words: readonly string[]): string | undefined {
  for (let i = words.length - 1; i >= 0; i--) {
    // "I'll", "she'd", "we've": the subject of a contraction.
    const w = (words[i] as string).replace(/'(ll|d|ve)$/, '');
    if (SUBJECTS.has(w)) return w;
    if (THIRD_SINGULAR.has(w)) return 'she';
  }
  return undefined;
}

const VERBISH = /^(\w+ed|am|is|are|was|were|be|been|has|have|had|do|does|did|\w+'(m|re|s|ll|d|ve))$/;

/**
 * No verb yet: "And every stranger" is a subject waiting for its verb; "With salt and silence" is
 * an opener waiting for its clause.
 */
function verbless(words: readonly string[], partial: string): TailReading | null {
  if (/,\s*$/.test(partial) || words.length === 0) return null;
  if (words.some((w) => VERBISH.test(w) || KNOWN_PASTS.has(w) || MODALS.has(w) || SUBJECTS.has(w)))
    return null;
  const first = words[0] as string;
  if (PREPOSITIONS.has(first) || SUBORDINATORS.has(first)) return { kind: 'clause' };
  const last = words[words.length - 1] as string;
  const startsNounPhrase =
    ARTICLES.has(first) || POSSESSIVES.has(first) || first === 'and' || first === 'but';
  if (!startsNounPhrase || words.length < 2) return null;
  // "Every single day" is when, not who: a whole clause follows ("I walk the line").
  if (kindOf(last) === 'time') return { kind: 'clause' };
  const subject = last.endsWith('s') && !last.endsWith('ss') ? 'they' : 'she';
  // "The disco ball" does what a thing does ("still glows"): it does not hold my head. A thing
  // we know no doing for ("the screen door", "the kitchen table") still only waits or stands.
  const kind = kindOf(last);
  const isThing = kind !== undefined || predicatesFor(last).length > 0 || !actsLikeAPerson(last);
  if (kind !== 'person' && isThing) return { kind: 'thing', subject, noun: last };
  return { kind: 'subject', subject };
}

/**
 * Whether a noun may do what people do, by WordNet's files for its two commonest noun senses: a
 * person or an animal may; a made thing may not, even beside a group sense ("table"); a group may
 * ("the morning people", "the crowd"). A noun WordNet does not know may be anyone.
 */
function actsLikeAPerson(noun: string): boolean {
  const files = nounFilesOf(noun, 2);
  if (files.length === 0 || files.includes(NOUN_FILE.person) || files.includes(NOUN_FILE.animal)) return true;
  return !files.includes(NOUN_FILE.artifact) && files.includes(NOUN_FILE.group);
}

/** "Nobody says", "I couldn't ask": the verb (any form) waits for what is said or asked. */
const waitsForObject = (verb: string) => objectVerbBase(verb) !== undefined;

/** People, and the adverbs between them and their verb: "no one misses", "I still keep". */
const BEFORE_A_VERB = new Set(['one', ...PRE_VERB]);
/**
 * "I miss", "She always brings", "We never found": the line's last word is a verb still waiting for
 * its object, so a noun phrase follows ("| the porch light at night"), not a phrase of place.
 * "get" is left out: "the nights get | colder" waits for how, not for what.
 */
function waitsOnVerb(words: readonly string[], tags: readonly string[]): string | undefined {
  const last = words[words.length - 1] ?? '';
  const base = objectVerbBase(last);
  if (base === undefined || base === 'get' || words.length < 2) return undefined;
  const tag = tags[tags.length - 1] ?? '';
  const prev = words[words.length - 2] as string;
  const isVerb =
    /^(vb|vbz|vbd|vbg)$/.test(tag) ||
    (tag === 'vbn' && /(^|\+)hv/.test(tags[tags.length - 2] ?? '')) ||
    SUBJECTS.has(prev) ||
    THIRD_SINGULAR.has(prev) ||
    BEFORE_A_VERB.has(prev);
  return isVerb ? last : undefined;
}

/** Verbs whose object is a clause: what is thought, known, said, hoped. */
const CLAUSE_VERBS = new Set(
  'think thought thinks know knew knows say said says guess guessed hope hoped wish wished believe believed swear swore promise promised figure figured suppose supposed pray prayed realize realized'.split(
    ' ',
  ),
);

/** Readings the word lists give when they see no whole clause; the tagger may still see one. */
const OPEN_READINGS = new Set<TailContext>(['subject', 'thing', 'other']);

export function readTail(partial: string): TailReading {
  const words = wordsOf(partial);
  const { tags } = readSyntax(partial);
  const listed = readKind(words, partial, tags);
  // "The sirens scream", "He watered every acre": a phrase or a linked clause follows, not a verb.
  const isWhole =
    OPEN_READINGS.has(listed.kind) &&
    !/[,.;:!?]\s*$/.test(partial) &&
    endsWholeClause(tags, words, waitsForObject);
  const object = OPEN_READINGS.has(listed.kind) ? waitsOnVerb(words, tags) : undefined;
  const reading: TailReading =
    object !== undefined ? { kind: 'object', verb: object } : isWhole ? { kind: 'complete' } : listed;
  const last = words[words.length - 1] ?? '';
  const prev = words[words.length - 2] ?? '';
  if (reading.kind === 'preposition') reading.prep = last;
  if (reading.kind === 'determiner' && PREPOSITIONS.has(prev)) reading.prep = prev;
  if (reading.kind === 'determiner' || reading.kind === 'adjective') {
    const before = words[words.length - (reading.kind === 'determiner' ? 2 : 3)] ?? '';
    if (isKnownVerb(before)) reading.verb = before;
    if (SUBORDINATORS.has(before)) reading.opensClause = true;
  }
  const tense = toldTense(words, tags);
  return tense ? { ...reading, tense } : reading;
}

/** "can", "won't", "you'll", "she'd": a verb comes next. */
const isModal = (word: string) => MODALS.has(word) || /'(ll|d)$/.test(word);

/**
 * "She could barely", "she has always": a verb comes next (plain, or the participle), its
 * possessives the writer's subject's ("| made up her mind").
 */
function verbAfter(kind: 'modal' | 'participle', words: readonly string[]): TailReading {
  const subject = subjectBefore(words);
  return subject ? { kind, subject } : { kind };
}

const waitsForNoun = (word: string, tag: string) =>
  isCommonAdjective(word) || BEFORE_A_NOUN.has(word) || BEFORE_A_NOUN_TAG.test(tag);

function readKind(words: readonly string[], partial: string, tags: readonly string[]): TailReading {
  const last = words[words.length - 1] ?? '';
  const prev = words[words.length - 2] ?? '';
  const lastTag = tags[tags.length - 1] ?? '';
  if (/[,.;:!?]$/.test(partial.trim())) return { kind: 'other' };
  if (last === 'to') {
    // "I need you to | make up your mind", "she told me not to | take my seat": the one asked does it.
    const before = words.slice(0, prev === 'not' ? -2 : -1);
    const asked = subjectOfObject(before[before.length - 1] ?? '');
    if (asked && ASKING.has(before[before.length - 2] ?? '')) return { kind: 'modal', subject: asked };
    return { kind: TO_AS_VERB.has(prev) || prev === 'not' ? 'modal' : 'preposition' };
  }
  if (last === 'one' && (prev === 'no' || prev === 'every' || prev === 'some'))
    return { kind: 'subject', subject: 'she' };
  // "You were the one that | ...": a clause missing its subject, as after "who".
  if (last === 'that' && NOUN_TAG.test(tags[tags.length - 2] ?? '')) return { kind: 'gap' };
  if (last === 'that' && !PREPOSITIONS.has(prev)) return { kind: 'clause' };
  if (EXISTENTIAL.has(last)) return { kind: 'object' };
  // "We were younger than | the river": what it is measured against.
  if (last === 'than') return { kind: 'preposition' };
  if (ARTICLES.has(last) || POSSESSIVES.has(last)) return { kind: 'determiner' };
  // "I played an old", "every reckless", "we bought the same": the noun is still to come.
  if ((ARTICLES.has(prev) || POSSESSIVES.has(prev)) && waitsForNoun(last, lastTag))
    return { kind: 'adjective' };
  if (PREPOSITIONS.has(last)) return { kind: 'preposition' };
  if (SUBORDINATORS.has(last) || WH_OPENERS.has(last)) return { kind: 'clause' };
  // "I never thought", "Nobody knew": what was thought or known is a clause ("| we'd miss the hall"),
  // not a place ("| in the hall").
  if (CLAUSE_VERBS.has(last) && words.length > 1) return { kind: 'clause' };
  if (WH_GAPS.has(last)) return { kind: 'gap' };
  if (last === 'got' && HAS_GOT(prev)) return { kind: 'object' };
  // The word the adverbs hang on: "could never really", "I've never been so".
  const head = words.findLast((w) => !PRE_VERB.has(w) && !DEGREE.has(w)) ?? '';
  if (
    (DEGREE.has(last) && (BE_CONTRACTIONS.has(head) || LINKING.has(head))) ||
    (GET.has(last) && words.length > 1)
  )
    return { kind: 'quality' };
  if (CONJUNCTIONS.has(last)) return { kind: 'conjunction' };
  const asSubject = subjectOfObject(last);
  if (asSubject && CAUSING.has(prev)) return { kind: 'modal', subject: asSubject };
  if (asSubject && GIVING.has(prev)) return { kind: 'object' };
  if (SUBJECTS.has(last) && INVERTING.has(prev)) return { kind: 'modal', subject: last };
  if ((SUBJECTS.has(last) || last === 'it') && BE_FIRST.has(prev)) return { kind: 'be' };
  if (SUBJECTS.has(last) && GAP_HEADS.has(prev)) return { kind: 'gap' };
  if (last === 'have' && PERFECT_MODALS.has(prev)) return verbAfter('participle', words);
  if (SUBJECTS.has(last)) return { kind: 'subject', subject: last };
  if (THIRD_SINGULAR.has(last)) return { kind: 'subject', subject: 'she' };
  if (BE_CONTRACTIONS.has(last)) return { kind: 'be' };
  if (last.endsWith("'ve")) return verbAfter('participle', words);
  if (PRE_VERB.has(last)) {
    if (HAVE.has(head) || head.endsWith("'ve")) return verbAfter('participle', words);
    // "She's never", "no one's ever": "is" or "has", and a participle ends either well enough.
    if (BE_CONTRACTIONS.has(head) || head.endsWith("'s")) return { kind: 'be' };
    if (isModal(head)) return verbAfter('modal', words);
    return { kind: 'subject', subject: subjectBefore(words.slice(0, -1)) ?? 'i' };
  }
  if (isModal(last)) return verbAfter('modal', words);
  if (endsInClause(words)) return { kind: 'complete' };
  return verbless(words, partial) ?? { kind: 'other' };
}
