import {
  FEEL_WORDS,
  FORM_WORDS,
  GENRE_WORDS,
  MOOD_WORDS,
  NEGATORS,
  SONG_CUES,
  TEMPO_WORDS,
  UNLISTED_GENRES,
} from './song-words';

/** What the writer asks of the song itself: "a slow folk song, not sad exactly, more like grateful". */
export type Instruction = {
  kind: 'genre' | 'mood' | 'tempo' | 'pov' | 'tense' | 'artist' | 'form' | 'length' | 'feel';
  /** The list name for genres and moods ("Folk"), else the writer's word ("grateful", "second"). */
  value: string;
  /** The word the writer used when it differs from the list name ("gospel" for Soul). */
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

const ARTIST =
  /\b(?:[Ll]ike|[Bb]y|of|[Aa] la|[Cc]hannel(?:ing)?)\s+(?:an?\s+|the\s+)?((?:(?!I\b|I'm\b|I've\b)[A-Z][\w'.&-]*\s?){1,3})/g;
const NOT_ARTISTS = new Set(['A', 'The', 'Something', 'Maybe', 'Kind', 'Sort', 'Like', 'But', 'And', 'Just']);

function artistsIn(sentence: string): string[] {
  const out: string[] = [];
  for (const m of sentence.matchAll(ARTIST)) {
    const words = (m[1] ?? '').trim().split(/\s+/);
    while (words.length > 0 && NOT_ARTISTS.has(words[0] as string)) words.shift();
    const name = words.join(' ').replace(/[.,!?]+$/, '');
    if (name.length > 1 && !GENRE_WORDS.has(name.toLowerCase())) out.push(name);
  }
  return out;
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
  for (const { term, negated } of findTerms(lower, GENRE_WORDS.keys())) {
    const value = GENRE_WORDS.get(term) as string;
    if (!out.some((i) => i.kind === 'genre' && i.value === value))
      out.push({ kind: 'genre', value, negated, ...(UNLISTED_GENRES.has(term) ? { said: term } : {}) });
  }
  for (const { term, negated } of findTerms(lower, MOOD_WORDS.keys())) {
    const value = MOOD_WORDS.get(term) as string;
    if (!out.some((i) => i.kind === 'mood' && i.value === value))
      out.push({ kind: 'mood', value, negated, ...(term !== value.toLowerCase() ? { said: term } : {}) });
  }
  for (const { term, negated } of findTerms(lower, TEMPO_WORDS))
    out.push({ kind: 'tempo', value: term, negated });
  for (const { term, negated } of findTerms(lower, FORM_WORDS))
    out.push({ kind: 'form', value: term, negated });
  for (const { term, negated } of findTerms(lower, FEEL_WORDS))
    if (!out.some((i) => i.said === term || i.value.toLowerCase() === term))
      out.push({ kind: 'feel', value: term, negated });
  out.push(...povIn(lower), ...tenseIn(lower), ...lengthIn(lower));
  for (const name of artistsIn(sentence)) out.push({ kind: 'artist', value: name });
  const words = lower.split(/\s+/).filter(Boolean).length;
  // A short sentence can direct without a cue ("Country, but not flag-waving"), but a mood word alone
  // in one is a feeling ("I'm not angry, just tired").
  const bare = out.some((i) => i.kind !== 'feel' && i.kind !== 'mood' && i.kind !== 'tempo');
  const directs = SONG_CUES.test(sentence) || (words <= 8 && bare);
  const strong = out.some((i) => i.kind !== 'feel' && i.kind !== 'tempo');
  return directs && (strong || out.length > 0) && (strong || SONG_CUES.test(sentence)) ? out : [];
}
