import { namedReferences } from './references';
import {
  AMBIGUOUS_GENRES,
  FEEL_WORDS,
  FORM_WORDS,
  GENRE_WORDS,
  MOOD_WORDS,
  NEGATORS,
  SONG_CUES,
  TEMPO_WORDS,
} from './song-words';

/** What the writer asks of the song itself: "a slow folk song, not sad exactly, more like grateful". */
export type Instruction = {
  kind: 'genre' | 'mood' | 'tempo' | 'pov' | 'tense' | 'artist' | 'form' | 'length' | 'feel';
  /** The list name for genres and moods ("Folk"), else the writer's word ("grateful", "second"). */
  value: string;
  /** The words the writer used for a genre or mood ("rnb" for R&B, "gospel" for Soul). */
  said?: string;
  /** "not sad": the writer wants it without this. */
  negated?: boolean;
};

const termPattern = (term: string) =>
  new RegExp(`(?<![a-z&])${term.replace(/[&-]/g, '\\$&')}(?![a-z&])`, 'g');
const PATTERNS = new Map<string, RegExp>();
const patternFor = (term: string) => {
  let p = PATTERNS.get(term);
  if (!p) {
    p = termPattern(term);
    PATTERNS.set(term, p);
  }
  p.lastIndex = 0;
  return p;
};

/** The term as the writer wrote it ("R&B", "rnb"), from the sentence itself. */
function saidAs(sentence: string, term: string): string {
  const at = sentence
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .indexOf(term);
  return at < 0 ? term : sentence.slice(at, at + term.length);
}

/** Whether one of the three words before `at` negates it ("not sad", "nothing dramatic"). */
function negatedAt(lower: string, at: number): boolean {
  const before = lower
    .slice(Math.max(0, at - 40), at)
    .split(/[^a-z']+/)
    .filter(Boolean)
    .slice(-3);
  return before.some((w) => NEGATORS.has(w)) || /don't want it to be (a |an )?$/.test(lower.slice(0, at));
}

function findTerms(lower: string, terms: Iterable<string>): { term: string; negated: boolean }[] {
  const found: { term: string; negated: boolean }[] = [];
  for (const term of terms) {
    const m = patternFor(term).exec(lower);
    if (m) found.push({ term, negated: negatedAt(lower, m.index) });
  }
  return found;
}

function povIn(lower: string): Instruction[] {
  if (
    /\bsecond[- ]person\b|talking to (myself|him|her|them)|to (him|her|them) directly|addressed to/.test(
      lower,
    )
  )
    return [{ kind: 'pov', value: 'second' }];
  if (/\bthird[- ]person\b|\babout (a|an) (girl|boy|man|woman|kid|guy)\b/.test(lower))
    return [{ kind: 'pov', value: 'third' }];
  if (/\bfirst[- ]person\b|\bmy point of view\b|\bfrom my (side|eyes)\b|\bas a (kid|child)\b/.test(lower))
    return [{ kind: 'pov', value: 'first' }];
  return [];
}

function tenseIn(lower: string): Instruction[] {
  const m = /\b(past|present|future) tense\b/.exec(lower);
  return m ? [{ kind: 'tense', value: m[1] as string }] : [];
}

function lengthIn(lower: string): Instruction[] {
  const out: Instruction[] = [];
  if (/\bshort (lines|song|verses)\b|\bkeep it short\b|\bshort and\b|\bunder \w+ minutes\b/.test(lower))
    out.push({ kind: 'length', value: 'short' });
  if (/\b(simple|plain|no big words|easy words|simple words)\b/.test(lower))
    out.push({ kind: 'length', value: 'simple' });
  return out;
}

/** The song instructions in one sentence; empty when the sentence is story, not direction. */
export function instructionsIn(sentence: string): Instruction[] {
  const lower = sentence.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const out: Instruction[] = [];
  // Longest terms first, so "slow jam" is said back whole and "indie folk" gives Indie and Folk.
  const genres = findTerms(lower, GENRE_WORDS.keys()).sort((a, b) => b.term.length - a.term.length);
  for (const { term, negated } of genres) {
    const value = GENRE_WORDS.get(term) as string;
    // Every genre word is said back ("an R&B slow jam"), but not one inside another ("pop" in "dream pop").
    if (!out.some((i) => i.said?.toLowerCase().includes(term)))
      out.push({ kind: 'genre', value, negated, said: saidAs(sentence, term) });
  }
  const moods = findTerms(lower, MOOD_WORDS.keys()).sort((a, b) => b.term.length - a.term.length);
  for (const { term, negated } of moods) {
    const value = MOOD_WORDS.get(term) as string;
    if (!out.some((i) => i.kind === 'mood' && i.value === value))
      out.push({ kind: 'mood', value, negated, said: saidAs(sentence, term) });
  }
  for (const { term, negated } of findTerms(lower, TEMPO_WORDS))
    out.push({ kind: 'tempo', value: term, negated });
  for (const { term, negated } of findTerms(lower, FORM_WORDS))
    out.push({ kind: 'form', value: term, negated });
  for (const { term, negated } of findTerms(lower, FEEL_WORDS))
    if (!out.some((i) => i.said?.toLowerCase() === term || i.value.toLowerCase() === term))
      out.push({ kind: 'feel', value: term, negated });
  out.push(...povIn(lower), ...tenseIn(lower), ...lengthIn(lower));
  for (const name of namedReferences(sentence).artists) out.push({ kind: 'artist', value: name });
  const words = lower.split(/\s+/).filter(Boolean).length;
  // "an R&B slow jam", "boom bap, hard": a genre word no one uses for anything else directs on its own.
  const styled = genres.some((g) => !g.negated && !AMBIGUOUS_GENRES.has(g.term));
  // A short sentence can direct without a cue ("Country, but not flag-waving"), but a mood word alone
  // in one is a feeling ("I'm not angry, just tired").
  const bare = out.some((i) => i.kind !== 'feel' && i.kind !== 'mood' && i.kind !== 'tempo');
  const directs = SONG_CUES.test(sentence) || (words <= 8 && bare) || styled;
  const strong = out.some((i) => i.kind !== 'feel' && i.kind !== 'tempo');
  return directs && (strong || out.length > 0) && (strong || SONG_CUES.test(sentence)) ? out : [];
}
