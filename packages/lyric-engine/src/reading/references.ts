import { STOP_WORDS } from '../banks/function-words';
import { isCommon } from '../lexicon/frequency';
import { literalPattern } from '../util/text';
import { GENRE_WORDS, MOOD_WORDS } from './style-words';

/** Artists and songs a writer names as a sound to aim for: "like an old Glen Campbell record". */

export type NamedSong = { title: string; artist?: string };
export type NamedReferences = { artists: string[]; songs: NamedSong[] };

const NAME_WORD = "(?:[A-Z](?:[\\w\\u00C0-\\u017F-]|'(?!s\\b))*|&)";
const NAME = `((?:The |the )?${NAME_WORD}(?: ${NAME_WORD}){0,3})`;
/** Words before a name that say it is a sound: "like", "think", "singing", "kind of". */
const CUE_WORDS = [
  'like',
  'by',
  'a la',
  'channel(?:l?ing)?',
  'think',
  'singing',
  'sing',
  'covering',
  'blast(?:ing)?',
  'play(?:ed|ing)?',
  'listen(?:ing|ed)? to',
  'kind of',
  'sort of',
  'bit of',
  'vibes? of',
  'style of',
  'sound of',
  'reminds? me of',
  'inspired by',
  'influenced by',
  'in the vein of',
  'love',
  'obsessed with',
].map((w) => `[${w[0]?.toUpperCase()}${w[0]}]${w.slice(1)}`);
const CUE = String.raw`(?:\b(?:${CUE_WORDS.join('|')})\s+(?:(?:an?|some|something|old|early|classic|late|vintage)\s+){0,3})`;
/** Words after a name that say it is a sound: "Glen Campbell record", "TLC vibes". */
const AFTER = String.raw`\s+(?:records?|songs?|albums?|vibes?|energy|style|type|sound|drop|would sing|singing)`;

const CUED = new RegExp(`${CUE}${NAME}`, 'g');
/**
 * "something like leon bridges", "think phoebe bridgers but angrier", "like sturgill simpson or tyler
 * childers": a name typed in lower case, after a cue, and more after "or", "and" or a comma.
 */
const NOT_STOP = `(?!(?:${[...STOP_WORDS].map(literalPattern).join('|')})(?![a-z'.-]))`;
const LOWER_WORD = `${NOT_STOP}[a-z][a-z'-]*`;
const LOWER_NAME = `((?:the )?${LOWER_WORD}(?: ${LOWER_WORD}){0,3})`;
const NEXT_NAME = String.raw`(?:,\s*|\s+(?:or|and|meets)\s+)`;
const LOWER_CUED = new RegExp(`${CUE}${LOWER_NAME}((?:${NEXT_NAME}${LOWER_NAME})*)`, 'g');
const LOWER_MORE = new RegExp(`${NEXT_NAME}${LOWER_NAME}`, 'g');
/** "a leon bridges record", "tyler childers energy". */
const LOWER_FOLLOWED = new RegExp(`(?<![A-Za-z'.-])${LOWER_NAME}(?=${AFTER})`, 'g');
const FOLLOWED = new RegExp(`(?<!\\b(?:to|of|in|and|a|is) |\\b[A-Z][\\w'-]* )${NAME}(?=${AFTER})`, 'g');
/** A song's title may hold small words: "Dust in the Wind", "Man of the Hour". */
const SMALL = '(?:in|the|of|on|a|an|to|and|for|at|with|my|your|me|you|it|is)';
const TITLE = `((?:The |the )?${NAME_WORD}(?: (?:${SMALL} ){0,3}${NAME_WORD}){0,5})`;
const TITLE_BY = new RegExp(`${TITLE}\\s+by\\s+${NAME}`, 'g');
const POSSESSIVE = new RegExp(`${NAME}'s\\s+${NAME}`, 'g');

/** Capitalised words that are not artists: sentence openers, days, months, kin, places of the story. */
const NOT_NAMES = new Set(
  (
    "I I'm I've I'd A An The Something Maybe Kind Sort Like But And Just Make Keep Think Honestly So It " +
    'Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July ' +
    'August September October November December Christmas Thanksgiving Easter God Mom Dad Mama Grandpa ' +
    'Grandma Nana Mr Mrs Ms Dr Sounds Something Make Very Really Old My Our His Her'
  ).split(' '),
);
const GENERIC_TAIL = /\s+(?:records?|songs?|albums?|vibes?|energy|style|type|sound|drop)$/;

function cleanName(raw: string): string | null {
  const words = raw.replace(/'s$/, '').replace(GENERIC_TAIL, '').trim().split(/\s+/);
  const hasThe = /^the$/i.test(words[0] ?? '');
  if (hasThe) words.shift();
  while (words.length > 0 && NOT_NAMES.has(words[0] as string)) words.shift();
  while (words.length > 0 && (words[words.length - 1] === '&' || NOT_NAMES.has(words.at(-1) as string)))
    words.pop();
  if (words.length === 0) return null;
  const name = words.join(' ').replace(/[.,!?]+$/, '');
  if (name.length < 2 || !/^[A-Z]/.test(name)) return null;
  return hasThe ? `The ${name}` : name;
}

/**
 * A lower-case run of words read as an artist (up to a function word: "phoebe bridgers but angrier"),
 * at least one of them a word speech rarely uses, so "like the rain" or "like my dad" is never one; a
 * single rare word that looks plural ("like dominoes") is a thing, unless it is a band ("the smiths").
 * Title-cased for the reply; the catalogue look-up gives the artist's own spelling.
 */
function lowerName(raw: string): string | null {
  const words = raw.trim().split(/\s+/);
  const named = words.filter((w) => w !== 'the');
  if (named.length === 0 || named.every((w) => isCommon(w))) return null;
  // "my dad's records", "bluegrass records": a person's things and a style are not an artist.
  if (named.some((w) => /'s$/.test(w) || GENRE_WORDS.has(w) || MOOD_WORDS.has(w))) return null;
  if (named.length === 1 && words[0] !== 'the' && /[^s]s$/.test(named[0] as string)) return null;
  return words.map((w) => (w.length > 0 ? `${w[0]?.toUpperCase()}${w.slice(1)}` : w)).join(' ');
}

const addOnce = (list: string[], name: string | null) => {
  if (name && !list.some((x) => x.toLowerCase() === name.toLowerCase())) list.push(name);
};

/**
 * The artists and songs one message names as references. Only names said as a sound ("like X", "X
 * record", "Title by X", "X's Title") count, so a person in the story ("my uncle Ray") is not one.
 */
export function namedReferences(text: string): NamedReferences {
  const plain = text.replace(/[\u2018\u2019]/g, "'");
  const artists: string[] = [];
  const songs: NamedSong[] = [];
  for (const m of plain.matchAll(TITLE_BY)) {
    const title = cleanName(m[1] ?? '');
    const artist = cleanName(m[2] ?? '');
    if (title && artist) songs.push({ title, artist });
  }
  for (const m of plain.matchAll(POSSESSIVE)) {
    const artist = cleanName(m[1] ?? '');
    const title = cleanName(m[2] ?? '');
    if (artist && title && !GENERIC_TAIL.test(` ${title.toLowerCase()}`)) songs.push({ title, artist });
  }
  for (const m of plain.matchAll(CUED)) addOnce(artists, cleanName(m[1] ?? ''));
  for (const m of plain.matchAll(FOLLOWED)) addOnce(artists, cleanName(m[1] ?? ''));
  for (const m of plain.matchAll(LOWER_CUED)) {
    addOnce(artists, lowerName(m[1] ?? ''));
    for (const more of (m[2] ?? '').matchAll(LOWER_MORE)) addOnce(artists, lowerName(more[1] ?? ''));
  }
  for (const m of plain.matchAll(LOWER_FOLLOWED)) addOnce(artists, lowerName(m[1] ?? ''));
  for (const s of songs) addOnce(artists, s.artist ?? null);
  const titles = new Set(songs.map((s) => s.title.toLowerCase()));
  // "played Dust in the Wind by Kansas": "Dust" is the song's first word, not an artist.
  const inTitle = (a: string) =>
    [...titles].some((t) => t === a.toLowerCase() || t.startsWith(`${a.toLowerCase()} `));
  const named = artists
    .map((a) => (inTitle(a) ? null : a))
    .filter((a): a is string => a !== null)
    // "Calvin Harris drop" also reads as "Harris drop": the shorter name is part of the longer.
    .filter((a, _, all) => !all.some((b) => b !== a && b.endsWith(` ${a}`)))
    // "Ed Sheeran's Perfect" read as one name: the song's artist is the artist.
    .filter((a) => !songs.some((s) => s.artist && a !== s.artist && a.startsWith(`${s.artist} `)));
  return { artists: named, songs };
}
