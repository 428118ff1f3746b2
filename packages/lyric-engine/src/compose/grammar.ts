import type { StorytellingDirector } from '@lyricist/shared/ai/contracts';
import { pastOf, thirdPersonOf } from '../banks/verbs';

/** Who sings to whom and when: enough grammar to conjugate a template for the song's voice. */

export type Tense = StorytellingDirector['tense'];
export type Voice = {
  tense: Tense;
  subject: string;
  object: string;
  possessive: string;
  otherPossessive: string;
  isThirdSingular: boolean;
};

const SUBJECT_FORMS: Record<string, { object: string; possessive: string; thirdSingular: boolean }> = {
  i: { object: 'me', possessive: 'my', thirdSingular: false },
  you: { object: 'you', possessive: 'your', thirdSingular: false },
  we: { object: 'us', possessive: 'our', thirdSingular: false },
  they: { object: 'them', possessive: 'their', thirdSingular: false },
  she: { object: 'her', possessive: 'her', thirdSingular: true },
  he: { object: 'him', possessive: 'his', thirdSingular: true },
};

const SUBJECT_OF_OBJECT = new Map(Object.entries(SUBJECT_FORMS).map(([subject, f]) => [f.object, subject]));
/** The subject pronoun of an object one ("me" -> "i", "him" -> "he"); undefined for any other word. */
export const subjectOfObject = (word: string): string | undefined => SUBJECT_OF_OBJECT.get(word);

/** Builds a voice for a subject pronoun; the other person is "you" unless the singer is "you". */
export function voiceFor(subjectWord: string, tense: Tense): Voice {
  const key = subjectWord.toLowerCase();
  const forms = SUBJECT_FORMS[key] ?? SUBJECT_FORMS.i!;
  const isYou = key === 'you';
  return {
    tense,
    subject: key === 'i' ? 'I' : key,
    object: isYou ? 'me' : 'you',
    possessive: forms.possessive,
    otherPossessive: isYou ? 'my' : 'your',
    isThirdSingular: forms.thirdSingular,
  };
}

export function voiceFromPov(
  pov: StorytellingDirector['pointOfView'],
  tense: Tense,
  thirdPerson: 'she' | 'he',
): Voice {
  if (pov === 'second') return voiceFor('you', tense);
  if (pov === 'third') return voiceFor(thirdPerson, tense);
  return voiceFor('i', tense);
}

/** The verb alone, conjugated; future gets "will" because it follows a noun or a bare pronoun. */
export function conjugate(verb: string, voice: Voice): string {
  if (voice.tense === 'past') return pastOf(verb);
  if (voice.tense === 'future') return `will ${verb}`;
  return voice.isThirdSingular ? thirdPersonOf(verb) : verb;
}

/** Subject plus "be": "I'm", "you were", "she'll be". */
export function subjectBe(voice: Voice): string {
  const s = voice.subject;
  if (voice.tense === 'future') return `${s}'ll be`;
  if (voice.tense === 'past') return `${s} ${s === 'I' || voice.isThirdSingular ? 'was' : 'were'}`;
  if (s === 'I') return "I'm";
  return voice.isThirdSingular ? `${s}'s` : `${s}'re`;
}

/** Bare "be" for a bare subject pronoun already written by the writer ("I" -> "am"). */
export function beAfter(voice: Voice): string {
  if (voice.tense === 'future') return 'will be';
  if (voice.subject === 'I') return voice.tense === 'past' ? 'was' : 'am';
  if (voice.isThirdSingular) return voice.tense === 'past' ? 'was' : 'is';
  return voice.tense === 'past' ? 'were' : 'are';
}

/** "be" agreeing with a noun phrase. */
export function beFor(isPlural: boolean, tense: Tense): string {
  if (tense === 'future') return 'will be';
  if (tense === 'past') return isPlural ? 'were' : 'was';
  return isPlural ? 'are' : 'is';
}

export function negation(voice: Voice): string {
  if (voice.tense === 'past') return "didn't";
  if (voice.tense === 'future') return "won't";
  return voice.isThirdSingular ? "doesn't" : "don't";
}

const DETERMINER = /^(the|a|an|my|your|his|her|our|their|this|that|these|those|\w+'s)\s/i;
const SINGULAR_S = /(ss|us|is|'s)$/;

/** A bare image gets "the"; one that already has a determiner keeps it. */
export function nounPhrase(image: string): string {
  return DETERMINER.test(image) ? image : `the ${image}`;
}

export function isPluralPhrase(phrase: string): boolean {
  const last = phrase.trim().split(/\s+/).pop() ?? '';
  return last.endsWith('s') && !SINGULAR_S.test(last);
}

/** A verb phrase ("drive past", "hang in the air") with only its verb conjugated. */
export function conjugatePhrase(phrase: string, tense: Tense, isThirdSingular: boolean): string {
  const [verb = '', ...rest] = phrase.split(' ');
  const head =
    tense === 'past'
      ? pastOf(verb)
      : tense === 'future'
        ? `will ${verb}`
        : isThirdSingular
          ? thirdPersonOf(verb)
          : verb;
  return [head, ...rest].join(' ');
}

/** Subject plus a verb phrase, contracted the way people sing it: "I'll drive past". */
export function subjectVerbPhrase(phrase: string, voice: Voice): string {
  if (voice.tense === 'future') return `${voice.subject}'ll ${phrase}`;
  return `${voice.subject} ${conjugatePhrase(phrase, voice.tense, voice.isThirdSingular)}`;
}
