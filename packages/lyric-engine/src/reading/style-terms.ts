import { STOP_WORDS } from '../banks/function-words';
import { GENRE_WORDS } from './genre-words';
import { MOOD_WORDS } from './mood-words';
import { AMBIGUOUS_GENRES, FEEL_WORDS, NEGATORS, STYLE_NOUNS } from './song-words';

/*
 * Where a sentence's style words are, and whether each names the record or a thing in the story ("the
 * punk kid", "one house at a time", "a warm kitchen"), and the whole style phrase a genre word stands in.
 */

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
export function negatedAt(lower: string, at: number): boolean {
  const before = lower
    .slice(Math.max(0, at - 40), at)
    .split(/[^a-z']+/)
    .filter(Boolean)
    .slice(-3);
  return before.some((w) => NEGATORS.has(w)) || /don't want it to be (a |an )?$/.test(lower.slice(0, at));
}

export type Found = { term: string; negated: boolean; at: number; end: number };

export function findTerms(lower: string, terms: Iterable<string>): Found[] {
  const found: Found[] = [];
  for (const term of terms) {
    const m = patternFor(term).exec(lower);
    if (m) found.push({ term, negated: negatedAt(lower, m.index), at: m.index, end: m.index + term.length });
  }
  return found;
}

/**
 * Genre words that are part of a thing's name in a story: "the punk kid", "rock bottom", "soul food",
 * "a country club", "metal shop", "jazz hands". The word after says so.
 */
const THING_AFTER = new Set(
  'kid kids guy guys girl girls bottom food club clubs shop shops detector candy star stars can cans tab tabs wall garden salt concert concerts hands hero heroes dot dots dotted game games team state fries truth fly station stations section ankle monitor monitors arrest keys key plant plants party parties'.split(
    ' ',
  ),
);
/** "pop had a mullet": a genre word that does something is someone's name. */
const DOES_AFTER = new Set(
  'had has was said says used would told taught played marched came showed kept keeps'.split(' '),
);
/** "one house at a time", "our house", "first house", "that house": an everyday genre word counted or owned. */
const COUNTED_BEFORE = /\b(?:one|each|every|another|whole|his|her|their|our|my|your|first|new|that|this)\s+$/;
/** "right after a norwegian black metal thing": a record heard in the story, placed in time. */
const PLAYED_BEFORE = /\b(?:after|before) (?:a |an |the |some )?(?:[a-z-]+ ){0,2}$/;
export const namesAThing = (lower: string, g: Found) => {
  const next = /^\s+([a-z]+)/.exec(lower.slice(g.end, g.end + 20))?.[1] ?? '';
  return (
    THING_AFTER.has(next) ||
    DOES_AFTER.has(next) ||
    // "house is so quiet without it": an everyday word doing something is the thing it names.
    (AMBIGUOUS_GENRES.has(g.term) &&
      /^\s+(?:is|are|was|were|felt|feels|looked|looks|seemed|seems)\s+(?!(?:my|our|the|what|a|it|definitely|always|still)\b)/.test(
        lower.slice(g.end, g.end + 30),
      )) ||
    PLAYED_BEFORE.test(lower.slice(Math.max(0, g.at - 40), g.at)) ||
    // "one house at a time", "our house": an everyday word counted or owned is the thing, unless a
    // style noun follows ("our house beat").
    (AMBIGUOUS_GENRES.has(g.term) &&
      COUNTED_BEFORE.test(lower.slice(Math.max(0, g.at - 12), g.at)) &&
      !STYLE_NOUNS.test(lower.slice(g.end)))
  );
};

/**
 * "she played Rock Lobster", "Soul Man came on": a genre word inside a title-cased run of words, not at
 * the start of a sentence, is a song's or a band's name.
 */
export const inATitle = (sentence: string, g: Found) =>
  /^[A-Z][a-z]/.test(sentence.slice(g.at, g.end)) &&
  !/(?:^|[.!?]\s*)$/.test(sentence.slice(0, g.at)) &&
  (/^\s+[A-Z][a-z]/.test(sentence.slice(g.end)) ||
    /[A-Z][a-z]+\s+$/.test(sentence.slice(0, g.at)) ||
    // "season tickets to the Jazz": a team's or a band's name.
    /\bthe\s+$/.test(sentence.slice(0, g.at)));

/** A longer term found over this one: "pop" inside "dream pop", "late night" inside "late night drive". */
export const inside = (f: Found, others: readonly Found[]) =>
  others.some((o) => o !== f && o.at <= f.at && o.end >= f.end && o.term.length > f.term.length);

/** Words before a genre word that are the sentence's, not the style's: "make it", "more of a", "really". */
const NOT_MODIFIERS = new Set(
  'make made makes give gave think thinking imagine imagining picture picturing hear heard want wanted wanting like love sounds sound sounding feels go going keep kinda sorta kind sort bit little mostly maybe actually probably definitely totally pure full straight proper real basically instead else either rather whole something lot'.split(
    ' ',
  ),
);
/** Words that name a kind of a genre ("outlaw country", "classic rock"), not a thing ("tire swing"). */
export const STYLE_KINDS = new Set(
  'outlaw old-school classic alt indie southern arena stadium bedroom dream heartland coast neo modern traditional acoustic progressive experimental underground lo-fi psychedelic gangsta conscious smooth garage yacht power soft hard glam stoner'.split(
    ' ',
  ),
);
/** How far back a modifier is looked for: longer than any word that can name a style's kind. */
export const WORD_WINDOW = 40;
export const DECADE = /^'?(?:\d0|(?:19|20)\d0)'?s$|^(?:sixties|seventies|eighties|nineties)$/;

/** Whether a word just before a genre word belongs to the style's name ("southern", "90s", "slow"). */
function modifies(word: string): boolean {
  if (DECADE.test(word)) return true;
  if (!/^[a-z][a-z'-]*[a-z]$/.test(word) || word.length < 3) return false;
  return !STOP_WORDS.has(word) && !NOT_MODIFIERS.has(word) && !NEGATORS.has(word) && !/ly$/.test(word);
}

/**
 * The whole style phrase a genre word stands in, as [start, end) in the sentence: genre words that
 * follow one another ("R&B slow jam", "lo-fi hip hop") and up to two words before that name the kind
 * of it ("outlaw country", "90s alt rock", "old-time gospel"), so the reply names it back whole.
 */
export function styleSpan(lower: string, found: Found, genres: readonly Found[]): [number, number] {
  let [at, end] = [found.at, found.end];
  for (let grew = true; grew; ) {
    grew = false;
    for (const g of genres) {
      const gap = lower.slice(end, g.at);
      if (g.at > end && /^[\s/,-]?\s*$/.test(gap) && gap.length <= 2 && !gap.includes(',')) {
        end = g.end;
        grew = true;
      }
      const back = lower.slice(g.end, at);
      if (g.end < at && /^\s$|^[-/]$/.test(back)) {
        at = g.at;
        grew = true;
      }
    }
  }
  for (let n = 0; n < 2; n++) {
    const from = Math.max(0, at - WORD_WINDOW);
    const m = /([a-z0-9'-]+)\s+$/.exec(lower.slice(from, at));
    if (!m?.[1] || !modifies(m[1])) break;
    at = from + m.index;
  }
  // "grunge-ish", "punk-ish", "gospel-y": said back whole.
  const suffix = /^-?(?:ish|y|esque)(?![a-z])/.exec(lower.slice(end, end + 8));
  return [at, end + (suffix?.[0].length ?? 0)];
}

/** Words a style word may stand before and still be about the record: "a dark song", "big drums". */
const RECORD_NOUN =
  /^(?:ones?|songs?|tracks?|tunes?|records?|chorus|choruses|verses?|bridge|hooks?|vibes?|feel|feeling|sound|energy|beats?|groove|edge|mood|ballad|anthem|jam|drums|guitars?|horns|strings|synths?|bass|piano|vocals?|voice|harmon(?:y|ies)|production|mix)$/;

/**
 * A mood word that describes a thing in the story rather than the record: "my big brother", "a warm
 * kitchen", "the lonely road". The word after it is a noun that is not about the song.
 */
export function describesAThing(lower: string, found: Found): boolean {
  const next = /^\s+([a-z][a-z'-]*)/.exec(lower.slice(found.end, found.end + 24))?.[1];
  if (next === undefined || STOP_WORDS.has(next) || RECORD_NOUN.test(next)) return false;
  return !GENRE_WORDS.has(next) && !MOOD_WORDS.has(next) && !FEEL_WORDS.includes(next) && !/ly$/.test(next);
}

/**
 * Whether a phrase names a style rather than a thing in the story ("a trap beat", "that garage rock
 * edge", "lo-fi"): never an image, a hook, a title or a line.
 */
export function namesStyle(phrase: string): boolean {
  const lower = phrase.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  return findTerms(lower, GENRE_WORDS.keys()).some(
    (g) => !AMBIGUOUS_GENRES.has(g.term) || STYLE_NOUNS.test(lower.slice(g.end)),
  );
}
