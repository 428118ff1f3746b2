import { CONJUNCTIONS } from '../banks/function-words';
import { unique, wordsOf } from '../util/text';
import { CORPUS_LINES } from '../vocabulary/corpus-lines-data.gen';
import { personOf } from '../vocabulary/people';
import { farness, type Meaning, nearness } from '../vocabulary/word-vectors';
import { type Voice, voiceFor } from './grammar';
import type { Candidate } from './phrase-lines';
import { contentWords, nounsOf } from './quality';
import type { BuildRequest } from './types';

/**
 * Whole lines people wrote (Brown's narrative prose, scripts/corpus-lines.ts) in the song's voice and
 * tense: "{A} {A:turn:turned:turns} to the window" is "I turn to the window" in a present-tense song sung
 * by "I", "she turned to the window" in a past-tense one sung about "she". A line is offered on its
 * last word, like any rhyme-built line, and the builder scores it the same way.
 */

type Person = 'I' | 'you' | 'he' | 'she' | 'we' | 'they';
const FORMS: Record<Person, { s: string; o: string; p: string; r: string }> = {
  I: { s: 'I', o: 'me', p: 'my', r: 'myself' },
  you: { s: 'you', o: 'you', p: 'your', r: 'yourself' },
  he: { s: 'he', o: 'him', p: 'his', r: 'himself' },
  she: { s: 'she', o: 'her', p: 'her', r: 'herself' },
  we: { s: 'we', o: 'us', p: 'our', r: 'ourselves' },
  they: { s: 'they', o: 'them', p: 'their', r: 'themselves' },
};

const isSingular = (p: Person) => p === 'I' || p === 'he' || p === 'she';
const isThird = (p: Person) => p === 'he' || p === 'she';

/** "be", "have" and "do" (and their "n't" forms) by tense and person. */
function auxiliary(verb: string, person: Person, past: boolean): string {
  const not = verb.endsWith('n') ? "n't" : '';
  switch (verb.replace(/n$/, '')) {
    case 'be':
      if (past) return `${isSingular(person) ? 'was' : 'were'}${not}`;
      if (person === 'I') return not ? 'am not' : 'am';
      return `${isThird(person) ? 'is' : 'are'}${not}`;
    case 'have':
      return `${past ? 'had' : isThird(person) ? 'has' : 'have'}${not}`;
    default:
      return `${past ? 'did' : isThird(person) ? 'does' : 'do'}${not}`;
  }
}

/** One table row in a voice: its slots filled, its verbs in the song's tense (a future song's in the present). */
export function voiced(row: string, voice: Voice): string {
  const singer: Person = Object.hasOwn(FORMS, voice.subject) ? (voice.subject as Person) : 'I';
  const other: Person = singer === 'you' ? 'I' : isThird(singer) ? (singer === 'he' ? 'she' : 'he') : 'you';
  const slotPerson = (slot: string): Person => (slot === 'A' ? singer : other);
  const past = voice.tense === 'past';
  return row
    .replace(/\{([AB])([opr]?)\}/g, (_, slot: string, form: string) => {
      const forms = FORMS[slotPerson(slot)];
      return form === 'o' ? forms.o : form === 'p' ? forms.p : form === 'r' ? forms.r : forms.s;
    })
    .replace(
      /\{([ABip3]):([a-z]+)(?::([a-z']+):([a-z']+))?\}/g,
      (_, who: string, lemma: string, pastForm, third) => {
        const person: Person =
          who === 'A' || who === 'B' ? slotPerson(who) : who === 'i' ? 'I' : who === 'p' ? 'they' : 'he';
        if (pastForm === undefined) return auxiliary(lemma, person, past);
        if (past) return pastForm;
        return isThird(person) ? third : lemma;
      },
    );
}

/** A written line in one voice, with what the builder reads of it worked out once. */
type Written = {
  text: string;
  /** Its first and last words, lower-case. */
  opening: string;
  last: string;
  /** The things it names, the people among them, and its content words but the rhyme word. */
  nouns: readonly string[];
  people: readonly string[];
  others: readonly string[];
  /** It says "I" or "you" ("I walked into the living room"): someone besides the song's he or she. */
  speaksOrAddresses: boolean;
};

const FIRST_OR_SECOND = new Set(['i', 'me', 'my', 'mine', 'myself', 'you', 'your', 'yours', 'yourself']);

const ROWS = CORPUS_LINES.split('\n').filter((row) => row !== '');

/** Every person in both tenses: what a row ending on a slot ("{3:say:said:says}") can end on. */
const ALL_VOICES: readonly Voice[] = ['i', 'you', 'he', 'she', 'we', 'they'].flatMap((s) => [
  voiceFor(s, 'present'),
  voiceFor(s, 'past'),
]);

/**
 * The rows by every word they can end on, in any voice. Read once, and cheaply: a row whose last
 * token is a plain word is indexed on it without being voiced; only the few ending on a slot are
 * voiced, in every person and tense.
 */
let rowsByLast: Map<string, number[]> | null = null;
function rowsEnding(word: string): readonly number[] {
  if (!rowsByLast) {
    rowsByLast = new Map();
    for (const [i, row] of ROWS.entries()) {
      const token = row.slice(row.lastIndexOf(' ') + 1);
      const plain = token.includes('{') ? undefined : wordsOf(token).at(-1);
      const lasts = plain ? [plain] : new Set(ALL_VOICES.map((v) => wordsOf(voiced(row, v)).at(-1) ?? ''));
      for (const last of lasts) {
        const list = rowsByLast.get(last);
        if (list) list.push(i);
        else rowsByLast.set(last, [i]);
      }
    }
  }
  return rowsByLast.get(word) ?? [];
}

/** A row in one voice, read once per voice and tense (a future song's lines are in the present). */
const byVoice = new Map<string, Map<number, Written>>();
function writtenIn(voice: Voice, i: number): Written {
  const key = `${voice.subject} ${voice.tense === 'past' ? 'past' : 'present'}`;
  let lines = byVoice.get(key);
  if (!lines) {
    lines = new Map();
    byVoice.set(key, lines);
  }
  let line = lines.get(i);
  if (!line) {
    const text = voiced(ROWS[i] ?? '', voice);
    const words = wordsOf(text);
    const last = words.at(-1) ?? '';
    const nouns = nounsOf(text);
    line = {
      text,
      opening: words[0] ?? '',
      last,
      nouns,
      people: unique(words.map(personOf).filter((w): w is string => w !== null)),
      others: contentWords(text).filter((w) => w !== last),
      speaksOrAddresses: words.some((w) => FIRST_OR_SECOND.has(w)),
    };
    lines.set(i, line);
  }
  return line;
}

/** The lines a voice can sing that end on `word`. */
function linesEnding(voice: Voice, word: string): Written[] {
  return rowsEnding(word)
    .map((i) => writtenIn(voice, i))
    .filter((line) => line.last === word);
}

/**
 * A written line that fits the song gets a point's edge over a built one on the same rhyme: it says
 * something whole. It still loses to a line on the writer's own images (IMAGE_BONUS is 3), and what
 * its words say about another story costs it more (storyCost).
 */
const CORPUS_LINE = -1;

/**
 * A written line is about its own story. It belongs in this one only when one of the things it names
 * sits clearly near the song's meaning (ANCHOR, cosine: "the end of the line" in a song about trains;
 * "a pretty bad cold" belongs nowhere but a song about one; a door is near every song about a house,
 * so a looser anchor offered "there was no lock on the door" to many), and the further its other words
 * sit on average, the more it costs: their mean distance counts STORY_WEIGHT times over (the rhyme
 * word's is in its rank).
 */
const ANCHOR = 0.35;
const STORY_WEIGHT = 3;

/** What a written line costs for being about something else; null when nothing in it is this song's, or the song has no meaning yet. */
function storyCost(line: Written, meaning: Meaning | null): number | null {
  if (!meaning || !line.nouns.some((w) => (nearness(w, meaning) ?? -1) >= ANCHOR)) return null;
  const distances = line.others.map((w) => farness(w, meaning));
  if (distances.length === 0) return 0;
  return (STORY_WEIGHT * distances.reduce((sum, d) => sum + d, 0)) / distances.length;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The people a song's lines name ("my neighbor's dog" names a neighbor), read once per song. */
const peopleMemo = new WeakMap<ReadonlySet<string>, ReadonlySet<string>>();
function songPeople(lines: ReadonlySet<string>): ReadonlySet<string> {
  let found = peopleMemo.get(lines);
  if (!found) {
    found = new Set(
      [...lines].flatMap((l) => contentWords(l).map(personOf)).filter((w): w is string => w !== null),
    );
    peopleMemo.set(lines, found);
  }
  return found;
}

/**
 * "Then I looked at the old woman again", "I see that woman's apron behind the door": a person
 * neither the song nor its images named is a stranger in it.
 */
function bringsStranger(line: Written, req: BuildRequest, known: ReadonlySet<string>): boolean {
  return line.people.some((w) => !known.has(w) && !req.stale?.has(w) && !songPeople(req.existing).has(w));
}

/**
 * Whole written lines that end on one of the request's end words: next lines, and the clause a
 * writer's unfinished line waits for ("It's midnight here and | the streets are empty").
 */
export function corpusCandidates(req: BuildRequest): Candidate[] {
  const isNextLine = req.prefix.trim() === '';
  if (!isNextLine && !req.takesClause) return [];
  const known = new Set(req.material.images.flatMap(wordsOf).map((w) => personOf(w) ?? w));
  const isThirdPerson = req.voice.subject === 'he' || req.voice.subject === 'she';
  const out: Candidate[] = [];
  for (const e of req.ends) {
    const end = e.entry.word;
    for (const line of linesEnding(req.voice, end)) {
      // The writer's "and" or "where" already joins it: "and | but my eyes were cold" joins twice.
      if (!isNextLine && CONJUNCTIONS.has(line.opening)) continue;
      if (bringsStranger(line, req, known)) continue;
      // A song told about him or her has no "I" or "you" in it: "He fixed watches in a tiny shop / I
      // walked into the living room" changes who is telling it.
      if (isThirdPerson && line.speaksOrAddresses) continue;
      const cost = storyCost(line, req.meaning ?? null);
      if (cost === null) continue;
      // Mid-line, the clause starts lower-case but for "I".
      const text = isNextLine || line.opening === 'i' ? line.text : lowerFirst(line.text);
      out.push({ text, end, penalty: e.penalty + CORPUS_LINE + cost });
    }
  }
  return out;
}
