import {
  ARTICLES,
  BE_CONTRACTIONS,
  CONJUNCTIONS,
  MODALS,
  POSSESSIVES,
  PREPOSITIONS,
  SUBJECTS,
} from '../banks/function-words';
import type { TailContext } from '../banks/templates';
import { wordsOf } from '../util/text';

/** What the unfinished line ends with decides which endings can follow it grammatically. */
export type TailReading = { kind: TailContext; subject?: string };

const TO_AS_VERB = new Set([
  'want',
  'need',
  'have',
  'got',
  'try',
  'tried',
  'learn',
  'used',
  'going',
  'trying',
  'had',
]);
/** Adverbs that sit between a subject and its verb: "she never", "I still". */
const PRE_VERB = new Set([
  'never',
  'always',
  'still',
  'just',
  'only',
  'finally',
  'really',
  'even',
  'often',
  'sometimes',
]);
/** Subjects that take "she"-style agreement: "no one knows", "it feels". */
const THIRD_SINGULAR = new Set([
  'it',
  'nobody',
  'somebody',
  'everybody',
  'someone',
  'everyone',
  'everything',
  'nothing',
  'love',
  'one',
]);

function subjectBefore(words: readonly string[]): string | undefined {
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i] as string;
    if (SUBJECTS.has(w)) return w;
    if (THIRD_SINGULAR.has(w)) return 'she';
  }
  return undefined;
}

export function readTail(partial: string): TailReading {
  const words = wordsOf(partial);
  const last = words[words.length - 1] ?? '';
  const prev = words[words.length - 2] ?? '';
  if (/[,.;:!?]$/.test(partial.trim())) return { kind: 'other' };
  if (last === 'to') return { kind: TO_AS_VERB.has(prev) ? 'modal' : 'preposition' };
  if (last === 'one' && (prev === 'no' || prev === 'every' || prev === 'some'))
    return { kind: 'subject', subject: 'she' };
  if (ARTICLES.has(last) || POSSESSIVES.has(last)) return { kind: 'determiner' };
  if (PREPOSITIONS.has(last)) return { kind: 'preposition' };
  if (CONJUNCTIONS.has(last)) return { kind: 'conjunction' };
  if (SUBJECTS.has(last)) return { kind: 'subject', subject: last };
  if (THIRD_SINGULAR.has(last)) return { kind: 'subject', subject: 'she' };
  if (BE_CONTRACTIONS.has(last)) return { kind: 'be' };
  if (PRE_VERB.has(last)) {
    if (BE_CONTRACTIONS.has(prev)) return { kind: 'be' };
    if (MODALS.has(prev) || prev.endsWith("'ll")) return { kind: 'modal' };
    return { kind: 'subject', subject: subjectBefore(words.slice(0, -1)) ?? 'i' };
  }
  if (MODALS.has(last) || last.endsWith("'ll")) return { kind: 'modal' };
  return { kind: 'other' };
}
