import { MAX_WORD_LETTERS } from '@lyricist/shared/constants';
import { STOP_WORDS } from '../banks/function-words';
import { literalPattern } from '../util/text';
import { feelingTurn } from './feeling-turn';
import { type Feeling, feelingsIn } from './feelings';
import { extractImages } from './images';
import { type Instruction, instructionsInSentences, termsIn } from './instructions';
import { TITLE_WORD } from './name-shapes';
import { type Person, peopleIn, timesIn } from './people';
import { quotesIn } from './quotes';
import { namedReferences } from './references';
import { requestIn, type SongRequest, type SongWish, wishIn } from './request';
import { sideNoun } from './side-nouns';
import { afterSmallTalk, storyIn, withoutArtists } from './story';
import { styleSaidIn } from './style-said';
import { namesStyle } from './style-terms';
import { type Tagged, tagSentences } from './tag';
import { type Turn, turnIn } from './turn';

/** A noun chunk made of real words (none longer than any real word): one a song could say. */
const isSayable = (chunk: string) => chunk.split(' ').every((w) => w.length <= MAX_WORD_LETTERS);

/** What one writer message carries: story facts, people, images, feelings and song instructions. */
export type Reading = {
  instructions: Instruction[];
  /** How the writer put the sound, in their words, for a reply to say back ("fast and dumb and sincere"). */
  styleSaid: string[];
  /** The sentences that tell the story (instructions left out, so never quoted as imagery). */
  story: string;
  people: Person[];
  places: string[];
  times: string[];
  images: string[];
  phrases: string[];
  /** Clauses where something happens: "my dad sold our family farm last spring". */
  events: string[];
  feelings: Feeling[];
  /** The turn the message carries (a death, a confession, a first, a decision, a change), if any. */
  turn: Turn | null;
  /** What the message asks of a part of the song ("the last line should be what she said"), if anything. */
  request: SongRequest | null;
  /** What the writer wants the whole song to do: "I want her to know that without saying hospital". */
  wish: SongWish | null;
  tense: 'past' | 'present' | 'future';
  asks: boolean;
};

/** Longest message read at all (the chat's own limit). */
export const MAX_READ_CHARS = 4000;

const ABSTRACT = new Set(
  'thing things time times way word words people person year years week weeks month months day days lot end minute minutes hour hours nowhere anything everything something nothing kind sort bit part side reason life stuff song songs track tune feel vibe style chorus verse bridge point view tense person first second third anyone everyone someone confession sense truth idea question problem deal'.split(
    ' ',
  ),
);
const SKIP_TAGS = [
  'Pronoun',
  'Possessive',
  'Date',
  'Person',
  'Value',
  'Place',
  'QuestionWord',
  'Actor',
  'Verb',
  'Adverb',
];

const NOT_IMAGE_WORDS = new Set([
  'still',
  'just',
  'only',
  'even',
  'never',
  'always',
  'really',
  'very',
  'such',
  'same',
  'own',
  'whole',
  'last',
  'next',
  'more',
  'most',
]);
const CLAUSE_BREAK = /^(and|but|while|so|because|though|although|when|until|after|before|since)$/;
const DANGLING =
  /\s+(for|to|of|in|on|at|with|from|under|over|behind|past|into|through|across|around|near|about|after|before|like|the|a|an|my|your|his|her|our|their|and|but|while|by)$/i;

const TIME_NOUNS = new Set(
  'morning night evening afternoon noon midnight spring summer fall autumn winter today tonight tomorrow yesterday weekend past future present'.split(
    ' ',
  ),
);
const PARTICLES = new Set(['up', 'down', 'out', 'off', 'away', 'back', 'over']);

/** "I still drive", "she never calls": a subject pronoun before the word, adverbs aside. */
function subjectBefore(sentence: readonly Tagged[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 3; k--) {
    const t = sentence[k] as Tagged;
    if (t.tags.has('Pronoun') && !t.tags.has('Possessive')) return true;
    // "my apartment still smells": right after "still" or "never" a word is a verb.
    if (k === i - 1 && /^(still|never|just|always|only|even)$/.test(t.normal)) return true;
    if (!t.tags.has('Adverb') && !NOT_IMAGE_WORDS.has(t.normal)) return false;
  }
  return false;
}

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Noun chunks the word banks do not know: "tire swing", "sourdough starter", "water tower". */
function chunks(tagged: Tagged[][]): string[] {
  const out: string[] = [];
  for (const sentence of tagged) {
    let run: Tagged[] = [];
    const flush = () => {
      while (run.length > 0 && !run[run.length - 1]?.tags.has('Noun')) run.pop();
      const words = run.slice(-3).map((t) => t.normal.replace(/[^a-z' -]/g, ''));
      const head = words[words.length - 1];
      const last = run[run.length - 1];
      const isThing = last !== undefined && (last.tags.has('Singular') || last.tags.has('Plural'));
      const plain =
        head !== undefined && !ABSTRACT.has(head) && !STOP_WORDS.has(head) && !TIME_NOUNS.has(head);
      if (plain && isThing && head.length > 2) out.push(words.join(' '));
      run = [];
    };
    sentence.forEach((t, i) => {
      // Images become keys of the word banks' tables: "constructor" must not reach Object.prototype.
      const isWord =
        /^[a-z]/i.test(t.text) &&
        t.normal !== '' &&
        !NOT_IMAGE_WORDS.has(t.normal) &&
        !(t.normal in Object.prototype);
      const fits = (t.tags.has('Noun') || t.tags.has('Adjective')) && !SKIP_TAGS.some((s) => t.tags.has(s));
      // Right after "I" or "she" a noun-looking word is a verb: "I still drive past".
      const afterSubject = run.length === 0 && subjectBefore(sentence, i);
      if (isWord && fits && !afterSubject && !ABSTRACT.has(t.normal)) run.push(t);
      else {
        // "the bridges light up": a particle after it makes the last word a verb.
        if (PARTICLES.has(t.normal) && run.length > 1) run.pop();
        flush();
      }
      if (/[,;:.!?]/.test(t.post) || t.text === '') flush();
    });
    flush();
  }
  return out;
}

function tenseOf(tagged: Tagged[][], lower: string): Reading['tense'] {
  let past = 0;
  let present = 0;
  for (const t of tagged.flat()) {
    if (t.tags.has('PastTense') && !t.tags.has('Participle')) past++;
    else if (t.tags.has('PresentTense') && !t.tags.has('Infinitive')) present++;
  }
  if (/\b(will|gonna|going to|tomorrow)\b/.test(lower) && past === 0) return 'future';
  return past > present ? 'past' : 'present';
}

/** The song, or a part of it, named as itself. */
const THE_SONG =
  /^(?:(?:the|a|this|my|our) )?(?:(?:first|last|opening|closing|final) )?(?:song|songs|track|tune|lyrics?|chorus|verse|bridge|melody|line|lines|hook|title)$/i;

/**
 * The writer's own clauses, strongest first: words someone said, then an image, a time or a number in
 * it, 3 to 10 words.
 */
function phrasesOf(story: string, images: readonly string[]): string[] {
  const quoted = new Set(quotesIn(story));
  const clauses = [
    ...quoted,
    ...story.split(/[.;!?\n()"]+|:(?!\d)|,\s|\s[-\u2013\u2014]\s|\s(?:and|but|so|because)\s/i),
  ]
    .map((c) => c.trim().replace(/^(and|but|so|because|then)\s+/i, ''))
    .filter((c) => {
      const n = c.split(/\s+/).length;
      return n >= 3 && n <= 10;
    });
  const score = (c: string) => {
    const lower = c.toLowerCase();
    return (
      (quoted.has(c) ? 3 : 0) +
      (images.some((i) => lower.includes(i)) ? 2 : 0) +
      (/\d|\b(years?|minutes|night|morning)\b/.test(lower) ? 1 : 0)
    );
  };
  return [...new Set(clauses)]
    .map((c, i) => ({ c, s: score(c) - i * 0.01 }))
    .sort((a, b) => b.s - a.s)
    .map((x) => x.c)
    .slice(0, 6);
}

/** Clauses where something happened: a past-tense verb that is not "was" or "had". */
function eventsOf(tagged: Tagged[][]): string[] {
  const out: string[] = [];
  for (const raw of tagged) {
    const sentence = raw.filter((t) => t.text !== '');
    const verb = sentence.findIndex(
      (t) => t.tags.has('PastTense') && !t.tags.has('Participle') && !/^(was|were|had|did)$/.test(t.normal),
    );
    const opener = sentence[0]?.tags;
    const hasSubject =
      opener !== undefined && (opener.has('Noun') || opener.has('Determiner') || opener.has('Pronoun'));
    if (verb < 0 || verb > 6 || !hasSubject || opener.has('Verb')) continue;
    const words: string[] = [];
    // "I'm 61 and I fell in love again": the event is the clause the verb is in.
    const start = sentence.slice(0, verb).findLastIndex((t) => t.normal === 'and' || t.normal === 'but') + 1;
    for (const [i, t] of sentence.entries()) {
      if (i < start) continue;
      if (i > verb && CLAUSE_BREAK.test(t.normal)) break;
      words.push(t.text);
      if (i >= verb && (/[,;.!?]/.test(t.post) || i > verb + 7)) break;
    }
    let clause = words.join(' ');
    while (DANGLING.test(clause)) clause = clause.replace(DANGLING, '');
    if (clause.split(' ').length >= 3 && clause.split(' ').length <= 14) out.push(clause);
  }
  return out;
}

/** Style terms that are also how a person feels ("sad", "slow"); any other ("synths") makes a message the sound's. */
const FELT: ReadonlySet<string> = new Set(['mood', 'feel', 'tempo']);

/**
 * A turn told in a sentence that also names a sound: "A stranger sang my chorus back for the first
 * time" (a song word) and "ive been pretending to like jazz for 11 years" (a confession with a genre in
 * it). A death or a confession is never hidden by its style words.
 */
function turnInDirections(text: string, instructions: readonly Instruction[]) {
  const turn = turnIn(text);
  if (!turn) return null;
  return instructions.every((i) => i.kind === 'form') || turn.kind === 'death' || turn.kind === 'confession'
    ? turn
    : null;
}

/** Reads one message; `tagBudget` bounds the characters given to the tagger (0: banks only). */
export function readMessage(raw: string, tagBudget: number): Reading {
  const text = raw.slice(0, MAX_READ_CHARS).replace(/[\u2018\u2019]/g, "'");
  const instructions: Instruction[] = [];
  const styleSaid: string[] = [];
  const storySentences: string[] = [];
  const sentences = sentencesOf(text);
  // What the whole message names as sounds, read once: for its directions and out of its story.
  const named = namedReferences(text);
  const directions = instructionsInSentences(sentences, named.artists);
  for (const [i, sentence] of sentences.entries()) {
    const found = directions[i] ?? [];
    if (found.length === 0) storySentences.push(sentence);
    else {
      instructions.push(...found);
      styleSaid.push(...styleSaidIn(sentence, found, named.artists));
      const told = storyIn(sentence);
      if (told) storySentences.push(told);
    }
  }
  const story = afterSmallTalk(withoutArtists(storySentences.join(' '), named));
  const feelings = feelingsIn(text);
  const tagged = tagSentences(story, tagBudget);
  const flat = tagged.flat();
  const names = [
    ...new Set(
      flat
        .filter((t) => t.tags.has('Person') && t.tags.has('ProperNoun'))
        .map((t) => t.text.replace(/[^A-Za-z'-]/g, ''))
        // "Dr Okonkwo", "Big Mike": the title is no name of its own.
        .filter((name) => !TITLE_WORD.test(name)),
    ),
  ];
  const places = [
    ...new Set(
      flat
        .filter((t) => t.tags.has('Place') && t.tags.has('ProperNoun'))
        .map((t) => t.text.replace(/[^A-Za-z' -]/g, '')),
    ),
  ];
  const banked = extractImages([story], 12);
  const extra = chunks(tagged).filter(
    (c) => isSayable(c) && !banked.some((b) => b.includes(c) || c.includes(b)),
  );
  // A style phrase left in the story ("that trap beat") is never an image, a hook or a line, and the
  // song itself ("maybe the song is me telling him") is not a thing in it.
  // "not a Hallmark card": what the writer says the song is not is no image of it.
  const denied = (image: string) =>
    new RegExp(`\\b(?:not|no|never) (?:a |an |the |some )?${literalPattern(image)}\\b`, 'i').test(story);
  const images = [...banked, ...extra]
    .filter((i) => !namesStyle(i) && !THE_SONG.test(i) && !denied(i) && !sideNoun(i, tagged, names))
    .slice(0, 12);
  return {
    instructions,
    styleSaid,
    story,
    people: peopleIn(story, names),
    places,
    times: timesIn(story),
    images,
    phrases: phrasesOf(story, images).filter((p) => !namesStyle(p)),
    events: eventsOf(tagged).filter((e) => !namesStyle(e)),
    feelings,
    turn:
      turnIn(story) ??
      turnInDirections(text, instructions) ??
      // "sad-boy country. cody jinks": a feeling beside a sound is the sound's.
      (instructions.length === 0 && !termsIn(story).some((i) => !FELT.has(i.kind))
        ? feelingTurn(story, feelings)
        : null),
    request: requestIn(text),
    wish: wishIn(text),
    tense: tenseOf(tagged, story.toLowerCase()),
    asks: /\?\s*$/.test(text.trim()),
  };
}
