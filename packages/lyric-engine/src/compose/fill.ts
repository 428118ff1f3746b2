import { PRE_VERB } from '../banks/function-words';
import { tailFitsVerb } from '../banks/motion';
import { kindOf, tailsFor, takesPrep } from '../banks/noun-kinds';
import { simileFits } from '../banks/similes';
import { isToken, type Token } from '../banks/template-kit';
import type { Template } from '../banks/templates';
import { participleOf } from '../banks/verbs';
import { pick } from '../util/random';
import { idiomPhrase, idiomsFor } from '../vocabulary/idioms';
import type { EndWord } from '../vocabulary/line-ends';
import { describes, isBuilding, predicatesFor, verbsFor } from '../vocabulary/verb-frames';
import { takesObject } from '../vocabulary/verb-objects';
import { tailsForVerb } from '../vocabulary/verb-places';
import {
  beAfter,
  beFor,
  conjugatePhrase,
  isPluralPhrase,
  negation,
  nounPhrase,
  subjectBe,
  subjectVerbPhrase,
  type Voice,
} from './grammar';
import { contentWords } from './quality';
import type { BuildRequest } from './types';

/** Fills a template's typed slots; '' when a slot has nothing that fits (the caller tries again). */

type State = {
  np: string;
  plural: boolean;
  used: Set<string>;
  failed: boolean;
  hasPlace: boolean;
  /** The writer's own words name a place already ("We rode the meadow"). */
  placeBefore: boolean;
  /** The line's own verb (base form), once a slot has chosen it: it decides which endings fit. */
  verb?: string;
};

/** Records the verb a slot chose and returns it, so the ending can agree with it. */
function chose(st: State, verb: string): string {
  st.verb = verb;
  return verb;
}

/**
 * An image for a slot: the writer's own most of the time. A subject that does something or is
 * described ("the barn still stands") must be the writer's when they gave any: mood-palette nouns
 * in that seat are where lines like "the polaroid is old" came from.
 */
function pickImage(
  req: BuildRequest,
  st: State,
  fits: (image: string) => boolean,
  isSubject = false,
): string | null {
  const { images, nouns } = req.material;
  const free = (i: string) => !contentWords(i).some((w) => st.used.has(w) || req.avoid?.has(w)) && fits(i);
  const writer = images.filter(free);
  const palette = isSubject && images.length > 0 ? [] : nouns.filter(free);
  const chosen = writer.length > 0 && (palette.length === 0 || req.rng() < 0.85) ? writer : palette;
  const image = pick(req.rng, chosen);
  if (image === undefined) {
    st.failed = true;
    return null;
  }
  for (const w of contentWords(image)) st.used.add(w);
  if (kindOf(image) === 'place') st.hasPlace = true;
  st.plural = isPluralPhrase(image.split(/\s+(?:of|in|on|by)\s+/)[0] ?? image);
  return image;
}

function withDeterminer(req: BuildRequest, image: string): string {
  const det = req.material.determiners.get(image);
  return det ? `${det} ${image}` : nounPhrase(image);
}

/** "my chest", "your lies", "the truth", "the barn": the determiner a rhyme-word object takes. */
function endDeterminer(word: string, voice: Voice, feel: string): string {
  const kind = kindOf(word);
  if (kind === 'body') return voice.possessive;
  if (kind === 'abstract' && !/^(truth|lie|lies|distance|silence)$/.test(word))
    return feel === 'fire' ? voice.otherPossessive : voice.possessive;
  return 'the';
}

const byTense = (voice: Voice, present: string, past: string, future: string) =>
  voice.tense === 'past' ? past : voice.tense === 'future' ? future : present;

const conj = (phrase: string, v: Voice) => conjugatePhrase(phrase, v.tense, v.isThirdSingular);

function objectOf(req: BuildRequest, st: State, simile?: string): { verb: string; np: string } | null {
  const feel = req.material.feel;
  // Before "like a ghost" only a verb of manner: "walk past the barn", never "remember the barn".
  const verbs = (i: string) => verbsFor(i, feel).filter((v) => !simile || simileFits(simile, v.verb));
  const image = pickImage(req, st, (i) => verbs(i).length > 0);
  if (!image) return null;
  const verb = pick(req.rng, verbs(image))?.verb ?? 'miss';
  return { verb, np: withDeterminer(req, image) };
}

/** A verb for the rhyme word and the word with its determiner, the possessive `voice`'s: "hold your eyes". */
function endObjectOf(req: BuildRequest, st: State, end: EndWord, voice: Voice): { verb: string; np: string } {
  const feel = req.material.feel;
  const verb = pick(req.rng, verbsFor(end.word, feel))?.verb;
  if (!verb) st.failed = true;
  return { verb: verb ?? '', np: `${endDeterminer(end.word, voice, feel)} ${end.word}` };
}

const PERSONS = new Set(['i', 'you', 'he', 'she', 'we', 'they']);
/** Whether the writer's unfinished line ends on a person as its subject: "and I", "she never". */
function endsOnPerson(prefix: string): boolean {
  const words = prefix.toLowerCase().match(/[a-z']+/g) ?? [];
  const subject = words.reverse().find((w) => !PRE_VERB.has(w));
  return subject !== undefined && PERSONS.has(subject);
}

/** An idiom ending on the rhyme word, in base form, its possessive the voice's: "catch your breath". */
function endIdiomOf(req: BuildRequest, st: State, end: EndWord, voice: Voice): string {
  const idiom = pick(req.rng, idiomsFor(end.word));
  if (!idiom) {
    st.failed = true;
    return '';
  }
  chose(st, idiom.verb);
  return idiomPhrase(idiom, end.word, voice.possessive, voice.otherPossessive);
}

function subjectImage(req: BuildRequest, st: State, t: Template, end: EndWord): string | null {
  const needsPredicate = t.text.includes('{PV}');
  const needsAdjective = t.end === 'adjective' && t.text.includes('{BEI}');
  const opens = /^\{(NP|IMGN)\}/.test(t.text);
  const prep = opens ? req.prep : undefined;
  const verb = opens ? req.objectVerb : undefined;
  const fits = (i: string) =>
    (verb === undefined || takesObject(verb, i) !== false) &&
    (!needsPredicate || predicatesFor(i).length > 0) &&
    (!needsAdjective || describes(i, end.word)) &&
    (prep === undefined || takesPrep(i, prep));
  return pickImage(req, st, fits, needsPredicate || needsAdjective || t.text.startsWith('{ITS}'));
}

function token(name: Token, arg: string, t: Template, end: EndWord, req: BuildRequest, st: State): string {
  const { voice, rng, material } = req;
  const writer = req.writerVoice ?? voice;
  switch (name) {
    case 'S':
      return voice.subject;
    case 'O':
      return voice.object;
    case 'ME':
      return 'me';
    case 'P':
      return voice.possessive;
    case 'OP':
      return voice.otherPossessive;
    case 'SVO':
    case 'VO':
    case 'XVO':
    case 'VBO':
    case 'VNO': {
      const o = objectOf(req, st, t.needs === 'simile' ? end.word : undefined);
      if (!o) return '';
      chose(st, o.verb);
      if (name === 'SVO') return `${subjectVerbPhrase(o.verb, voice)} ${o.np}`;
      if (name === 'VBO') return `${o.verb} ${o.np}`;
      if (name === 'VNO') return `${participleOf(o.verb)} ${o.np}`;
      return `${conj(o.verb, name === 'XVO' ? writer : voice)} ${o.np}`;
    }
    case 'SVE':
    case 'VE':
    case 'XVE':
    case 'VBE':
    case 'VNE': {
      // "You never | keep your eyes": a pronoun the writer typed owns what it holds; after "every
      // stranger | cursed my name" the name is still the singer's.
      // After the writer's own modal the subject is theirs: "She could barely | catch her breath".
      const owner =
        (name === 'XVE' && endsOnPerson(req.prefix)) || name === 'VBE' || name === 'VNE' ? writer : voice;
      const o = endObjectOf(req, st, end, owner);
      chose(st, o.verb);
      if (name === 'SVE') return `${subjectVerbPhrase(o.verb, voice)} ${o.np}`;
      if (name === 'VBE') return `${o.verb} ${o.np}`;
      if (name === 'VNE') return `${participleOf(o.verb)} ${o.np}`;
      return `${conj(o.verb, name === 'XVE' ? writer : voice)} ${o.np}`;
    }
    case 'SIDIOM':
      return subjectVerbPhrase(endIdiomOf(req, st, end, voice), voice);
    case 'IDIOM':
      return conj(endIdiomOf(req, st, end, voice), voice);
    case 'XIDIOM':
      // Brown's idioms are what people do: "the disco ball | lowers her head" is not.
      if (!endsOnPerson(req.prefix)) st.failed = true;
      return conj(endIdiomOf(req, st, end, writer), writer);
    case 'VBIDIOM':
      return endIdiomOf(req, st, end, writer);
    case 'VNIDIOM':
      return participleOf(endIdiomOf(req, st, end, writer));
    case 'NP':
    case 'IMGN': {
      const image = subjectImage(req, st, t, end);
      st.np = image ?? '';
      return image === null ? '' : name === 'NP' ? withDeterminer(req, image) : image;
    }
    case 'PV':
      return conjugatePhrase(chose(st, pick(rng, predicatesFor(st.np)) ?? 'wait'), voice.tense, !st.plural);
    case 'BELONGS':
      return conjugatePhrase('belong', voice.tense, !st.plural);
    case 'BEI':
      return beFor(st.plural, voice.tense);
    case 'TAIL': {
      // "The barn stands behind the town": a place placed in another place reads as nonsense.
      if (st.hasPlace && kindOf(end.word) === 'place') st.failed = true;
      // After the writer's "we rode the meadow", "in the hotel" puts them indoors mid-ride.
      if (st.placeBefore && isBuilding(end.word)) st.failed = true;
      const tails = tailsFor(end.word).filter(
        (x) => (voice.tense === 'past' || !x.startsWith('last ')) && tailFitsVerb(st.verb, x),
      );
      // "You heard the phone by the lake": where Brown never put the verb, the rhyme alone can't.
      const placed = tailsForVerb(st.verb, tails);
      if (tails.length > 0 && placed.length === 0) st.failed = true;
      return pick(rng, placed) ?? '';
    }
    case 'PTAIL': {
      const prep = `${req.prep ?? ''} `;
      const tail = pick(
        rng,
        tailsFor(end.word).filter((x) => x.startsWith(prep)),
      );
      return tail ? tail.slice(prep.length) : `the ${end.word}`;
    }
    case 'SV':
      return subjectVerbPhrase(chose(st, pick(rng, arg.split('|')) ?? ''), voice);
    case 'V':
      return conj(chose(st, pick(rng, arg.split('|')) ?? ''), voice);
    case 'VB':
      return chose(st, pick(rng, arg.split('|')) ?? '');
    case 'CAN':
      return byTense(voice, 'can', 'could', 'can');
    case 'CANT':
      return byTense(voice, "can't", "couldn't", "won't");
    case 'ITS':
      return byTense(voice, "it's", 'it was', "it's");
    case 'SBE':
      return subjectBe(voice);
    case 'XBE':
      return beAfter(writer);
    case 'DONT':
      return negation(voice);
    case 'A':
      return pick(rng, material.adjectives) ?? '';
    case 'N':
      return pick(rng, material.nouns) ?? '';
    case 'END':
      return end.word;
  }
}

/** Mends what filling slots leaves: spaces, "a" before a vowel, "I will finally" -> "I'll finally". */
export function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')
    .replace(/,$/, '')
    .replace(/(^|\b\w+ )(still|never|just|finally) will (\w+)/g, '$1will $2 $3')
    .replace(/\b(as|while|when) (I|you|we|they)(?: will|'ll) (\w+)/g, '$1 $2 $3')
    .replace(/\b(I|you|we|they|he|she) will\b/g, "$1'll")
    .replace(/\ba ([aeiou])/gi, 'an $1')
    .trim();
}

export function fill(t: Template, end: EndWord, req: BuildRequest): string {
  const np = req.subjectNoun ?? '';
  const st: State = {
    np,
    plural: np !== '' && isPluralPhrase(np),
    used: new Set([end.word]),
    failed: false,
    hasPlace: false,
    placeBefore: req.namesPlace ?? false,
  };
  const expanded = t.text
    .replace(/\(([^()]*)\)/g, (_, alts: string) => pick(req.rng, alts.split('|')) ?? '')
    .replace(/\[([^\]]*)\]/g, (_, opt: string) => (req.rng() < 0.5 ? opt : ''));
  const out = expanded.replace(/\{(\w+)(?:=([^}]*))?\}/g, (_, name: string, arg: string | undefined) => {
    if (isToken(name)) return token(name, arg ?? '', t, end, req, st);
    st.failed = true;
    return '';
  });
  return st.failed ? '' : tidy(out);
}
