import { canEndATail, kindOf, takesPrep } from '../banks/noun-kinds';
import { isSimile } from '../banks/similes';
import type { Template } from '../banks/templates';
import { idiomsFor } from '../vocabulary/idioms';
import type { VerbForm } from '../vocabulary/line-ends';
import { PERSON_ADJECTIVES, THING_ADJECTIVES, verbsFor } from '../vocabulary/verb-frames';
import { takesObject } from '../vocabulary/verb-objects';
import type { Voice } from './grammar';
import type { BuildRequest, RankedEnd } from './types';

/**
 * Which rhyme words a template can close on: a noun frame takes a noun its slot fits ("at night", not
 * "at the spoon"), an idiom frame a word Brown closed that idiom on, a verb frame the form its subject
 * takes. The line builder keeps, for each template, only the end words that fit.
 */

const KINDS_FOR: Partial<Record<string, readonly string[]>> = {
  echo: ['light', 'sound', 'person', 'abstract', 'scent'],
  object: ['object', 'abstract'],
  grudge: ['abstract', 'person'],
  time: ['time'],
};

/** A verb frame whose rhyme word closes a clause after "until", "when", "before" or "as". */
const SUBORDINATE_END = /(until|when|before|as)\)? \{S\} \{END\}/;

/** The verb form a line's subject takes in the song's tense; after "until" a future is told in the present. */
const verbFormFor = (voice: Voice): VerbForm =>
  voice.tense === 'past' ? 'past' : voice.isThirdSingular ? 'third' : 'base';

/** Whether the rhyme word can close this template: "at night" yes, "at the spoon" no. */
export function endFits(t: Template, e: RankedEnd, req: BuildRequest): boolean {
  const { word, cls, isNegativeOnly } = e.entry;
  const { feel } = req.material;
  if (isNegativeOnly && !t.negative) return false;
  // Brown closed the idiom on this very word, whatever its class: "made a mistake", "came home".
  if (t.needs === 'idiom') return idiomsFor(word).length > 0;
  if (cls !== t.end) return false;
  if (t.only) return t.only.has(word);
  if (cls === 'adverb' && !CLOSING_ADVERBS.has(word)) return false;
  // "until you came", "until she comes": the form its subject takes (the writer's own pronoun when
  // the template names none: "and she | never cries"), or the template's own.
  if (cls === 'verb') {
    const subject = t.text.includes('{S}') ? req.voice : (req.writerVoice ?? req.voice);
    // "Tomorrow we | never fight": a verb alone cannot tell what will be, and no frame says "will";
    // after "until" or "when" it can ("The ring will sit until you come").
    if (t.form === undefined && subject.tense === 'future' && !SUBORDINATE_END.test(t.text)) return false;
    return e.entry.verbForm === (t.form ?? verbFormFor(subject));
  }
  if (t.needs === 'simile') return isSimile(word);
  if (e.entry.isPlural && / an? \{END\}/.test(t.text)) return false;
  // "I'm wearing my | golden protest": the writer's verb must take the word as its object.
  if (
    req.objectVerb &&
    /^(the )?(\{A\} )?\{END\}/.test(t.text) &&
    takesObject(req.objectVerb, word) === false
  )
    return false;
  switch (t.needs) {
    case 'prep':
      return req.prep === undefined || takesPrep(word, req.prep);
    case 'tail':
      return canEndATail(word);
    case 'verb':
      return verbsFor(word, feel).length > 0;
    case 'thing':
      return THING_ADJECTIVES.has(word);
    case 'person':
      return t.end === 'adjective' ? PERSON_ADJECTIVES.has(word) : kindOf(word) === 'person';
    case undefined:
      return true;
    default:
      return KINDS_FOR[t.needs]?.includes(kindOf(word) ?? '') ?? false;
  }
}

/** Adverbs that close a line with meaning ("again", "tonight"); "around" or "instead" just trail off. */
const CLOSING_ADVERBS = new Set(
  'tonight again today tomorrow forever now anymore someday somehow'.split(' '),
);
