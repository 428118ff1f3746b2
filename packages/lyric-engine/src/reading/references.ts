import { STOP_WORDS } from '../banks/function-words';
import { isCommon, rankOf } from '../lexicon/frequency';
import { literalPattern, TYPED_CONTRACTIONS } from '../util/text';
import { isKnown, knownPart, knownWithin, nameKey } from './known-names';
import { AMBIGUOUS_GENRES, ARRANGEMENT, FEEL_WORDS, FORM_WORDS, TEMPO_WORDS } from './song-words';
import { GENRE_WORDS, MOOD_WORDS } from './style-words';

/** Artists and songs a writer names as a sound to aim for: "like an old Glen Campbell record". */

export type NamedSong = { title: string; artist?: string };
export type NamedReferences = { artists: string[]; songs: NamedSong[] };

/** A capitalised word, an initial ("Ben E. King") or "&". */
const NAME_WORD = "(?:[A-Z]\\.(?= [A-Z])|[A-Z](?:[\\w\\u00C0-\\u017F-]|'(?!s\\b))*|&)";
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
const AFTER = String.raw`\s+(?:records?(?!\s+(?:store|stores|shop|player|collection|label|deal))|songs?|albums?|vibes?|energy|style|type|sound|drop|would sing|singing|kind of thing|type of thing)`;

const CUED = new RegExp(`${CUE}${NAME}`, 'g');
/**
 * "something like leon bridges", "think phoebe bridgers but angrier", "like sturgill simpson or tyler
 * childers": a name typed in lower case, after a cue, and more after "or", "and" or a comma.
 */
const NOT_STOP = `(?!(?:${[...STOP_WORDS].map(literalPattern).join('|')})(?![a-z'.-]))`;
const LOWER_WORD = `${NOT_STOP}[a-z][a-z0-9'-]*`;
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
    'Grandma Nana Mr Mrs Ms Dr Sounds Something Make Very Really Old My Our His Her This That These Those'
  ).split(' '),
);
const GENERIC_TAIL = /\s+(?:records?|songs?|albums?|vibes?|energy|style|type|sound|drop)$/;

function cleanName(raw: string): string | null {
  const words = raw.replace(/'s$/, '').replace(/'$/, '').replace(GENERIC_TAIL, '').trim().split(/\s+/);
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

/** What a record sounds like, never a name: "tape hiss", "vinyl crackle". */
const SOUND_WORDS =
  /^(?:sing-?alongs?|singalong|crackle|static|fuzz|feedback|reverb|distortion|loops?|samples?|beats?|claps?|snaps?|stomps?|whistles?|hum|drone|echo|tape|vinyl|lo-?fi)$/i;

/** Instruments the arrangement words leave out: "trombone", "tuba", "sousaphone". */
const INSTRUMENTS =
  /^(?:trombone|tuba|sousaphone|clarinet|flute|oboe|bassoon|xylophone|marimba|vibraphone|bagpipes?|kazoo|tambourine|harp|dulcimer|harmonium|keyboard|keys|bongos|congas|dobro|autoharp|sitar|theremin|glockenspiel|celesta|melodica|cowbell|lap steel|steel guitar)$/;

/** What names a record after its artist: "christmas record", "live album", "song". */
const RECORD_TAIL =
  /(?:\s+(?:christmas|holiday|live|early|old|first|last|new|debut|gospel|covers?))?\s+(?:records?|songs?|albums?|lps?|eps?)(?:\s+(?:kind|type|sort) of thing)?$/i;
/** Words that grade a feeling, so what follows is one: "real plainspoken", "super chill". */
const DEGREE = /^(?:real|really|very|so|super|pretty|kinda|sorta|too|extra|more|less|most|quite)$/i;

/**
 * A lower-case run of words read as an artist (up to a function word: "phoebe bridgers but angrier"),
 * at least one of them a word speech rarely uses, so "like the rain" or "like my dad" is never one; a
 * single rare word that looks plural ("like dominoes") is a thing, unless it is a band ("the smiths").
 * Title-cased for the reply; the catalogue look-up gives the artist's own spelling.
 */
function lowerName(raw: string): string | null {
  // "a sarah mclachlan christmas record": the artist, not the record.
  // "the ramones playing the nutcracker": what the artist is doing is no part of the name.
  const trimmed = raw
    .trim()
    .replace(/'$/, '')
    .replace(/(?:\s+[a-z]+ing)+$/, '');
  const bare = RECORD_TAIL.test(trimmed) ? trimmed.replace(RECORD_TAIL, '').replace(/^the\s+/i, '') : trimmed;
  const words = bare.split(/\s+/);
  const named = words.filter((w) => w !== 'the');
  if (named.length === 0 || named.every((w) => isCommon(w)) || (named[0] as string).length < 2) return null;
  // "like genuinely booed", "think im in love": an adverb, a past verb or a contraction is no name;
  // "he played trombone": an instrument is what is played, not who.
  if (named.some((w) => /(?:ly|ed)$/.test(w) || Object.hasOwn(TYPED_CONTRACTIONS, w))) return null;
  // "a pump-up song": a word made with a hyphen is a kind of song, unless an artist is called that.
  if (named.some((w) => /^[a-z]+-[a-z]+$/.test(w)) && !isKnown(bare)) return null;
  if (named.length === 1 && (ARRANGEMENT.test(raw) || INSTRUMENTS.test(named[0] as string))) return null;
  // "my dad's records", "bluegrass records": a person's things and a style are not an artist.
  if (named.some((w) => /'s$/.test(w) || GENRE_WORDS.has(w) || MOOD_WORDS.has(w))) return null;
  if (named.length === 1 && words[0] !== 'the' && /[^s]s$/.test(named[0] as string)) return null;
  // "like the honk": one word speech knows, after "the", is a thing; a band's is plural ("the smiths").
  if (
    named.length === 1 &&
    words[0] === 'the' &&
    !/s$/.test(named[0] as string) &&
    rankOf(named[0] as string) !== Number.POSITIVE_INFINITY
  )
    return null;
  if (DEGREE.test(named[0] as string) || INSTRUMENTS.test(named.join(' '))) return null;
  return words.map((w) => (w.length > 0 ? `${w[0]?.toUpperCase()}${w.slice(1)}` : w)).join(' ');
}

/** The parts of a list of sounds: "90s alt rock, Third Eye Blind, semisonic", "a little Sade, a little Beyoncé". */
const LIST_PART = /[^,.;!?()]+/g;
const PART_JOINS = /\s+(?:or|and|meets|but|plus|vs\.?|x)\s+|\s+[-–]\s+/;
const PART_LEAD =
  /^(?:(?:a little|a bit of|a lot of|kinda|kind of|sort of|some|more|maybe|also|plus|or|and|think|like|early|old|classic|late|an?)\s+)+/i;
const PART_TAIL = /\s+(?:lol|haha|obviously|obv|maybe|too|stuff|basically|really)$/i;
const NAME_JOIN = /^(?:the|of|in|and|&|\+|a)$/i;
const STYLE_WORD = (w: string) =>
  GENRE_WORDS.has(w) || MOOD_WORDS.has(w) || FEEL_WORDS.includes(w) || FORM_WORDS.includes(w);

/**
 * Whether a message talks about the sound: a genre word no one uses for anything else, an everyday one
 * that is a list's part of its own ("outlaw country, waylon"), or two mood words ("confident and
 * smooth"); "soul food" or one "warm" in a story is not enough.
 */
const GENRE_PART = new RegExp(
  String.raw`(?:^|[,.;!?]\s*)(?:[a-z0-9'-]+\s+){0,2}(?:${[...AMBIGUOUS_GENRES].join('|')})\s*(?:[,.;!?]|$)`,
);
function talksStyle(lower: string): boolean {
  const words = lower.split(/[^a-z&'-]+/).filter(Boolean);
  const pairs = words.map((w, i) => `${w} ${words[i + 1] ?? ''}`);
  const genre = [...words, ...pairs].some((w) => GENRE_WORDS.has(w) && !AMBIGUOUS_GENRES.has(w));
  const moods = new Set(words.filter((w) => MOOD_WORDS.has(w) || FEEL_WORDS.includes(w)));
  return genre || moods.size >= 2 || GENRE_PART.test(lower);
}

/**
 * A part of a list that is nothing but a name: "Bon Jovi", "BLACKPINK", "marty robbins", "wilco".
 * Lower case needs a word speech rarely uses (a single one, a word speech never uses), so "windows
 * down" or "fists in the air" is not one; an instrument or a style word never is.
 */
function listedName(part: string): string | null {
  const bare = part.trim().replace(PART_LEAD, '').replace(PART_TAIL, '').replace(GENERIC_TAIL, '').trim();
  const words = bare.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 4 || /\d/.test(bare) || ARRANGEMENT.test(bare)) return null;
  // "the wisconsin kind", "the old way": a kind of the sound, not a name; "tape hiss": a sound.
  if (/^(?:kind|type|sort|thing|way|one|stuff|version|style)$/i.test(words.at(-1) as string)) return null;
  if (words.some((w) => SOUND_WORDS.test(w))) return null;
  const lower = words.map((w) => w.toLowerCase());
  // "grunge-ish", "country-pop", "R&B/hip-hop": style words joined up are still style.
  const pieces = lower.flatMap((w) => w.split(/[-/]/)).flatMap((w) => [w, w.replace(/(?:ish|y)$/, '')]);
  if (lower.some((w) => STYLE_WORD(w) || /'/.test(w)) || STYLE_WORD(lower.join(' '))) return null;
  if (pieces.some((w) => STYLE_WORD(w))) return null;
  if (NAME_JOIN.test(words[0] as string) && words.length === 1) return null;
  const named = words.filter((w) => !NAME_JOIN.test(w));
  if (named.every((w) => /^[A-Z\u00C0-\u00DE]/.test(w))) {
    if (named.length === 1 && isCommon(lower[0] as string) && !/^[A-Z]{2,}$/.test(named[0] as string))
      return null;
    return cleanName(bare);
  }
  if (words.some((w) => /[A-Z]/.test(w)) || lower.some((w) => STOP_WORDS.has(w) && !NAME_JOIN.test(w)))
    return null;
  // Lower case: no word that reads as a verb or an adjective ("burned the cornbread", "sludgy").
  if (lower.some((w) => /(?:ed|ing|ly)$/.test(w))) return null;
  const rare = named.map((w) => w.toLowerCase()).filter((w) => !isCommon(w));
  if (
    named.length === 1 &&
    (/(?:y|ish)$/.test(rare[0] ?? '') || rankOf(rare[0] ?? '') !== Number.POSITIVE_INFINITY)
  )
    return null;
  if (rare.length === 0) return null;
  return lowerName(bare);
}

/** A list's parts, split at "and", "or", "meets": unless the whole is a known name ("tegan and sara"). */
const listParts = (plain: string) =>
  [...plain.matchAll(LIST_PART)]
    .flatMap((m) => (knownPart(m[0] as string) ? [m[0] as string] : (m[0] as string).split(PART_JOINS)))
    .filter((p) => p.trim());

/**
 * Names listed bare beside style words ("K-pop!! big and shiny. BLACKPINK, TWICE"), and known artists
 * listed in a message about the sound, one that names what it is played with, or one that is mostly
 * names ("joan jett, the runaways. and a little Shania"); an everyday name that is also a style word ("low") only with a word before it
 * that makes it a sound ("like low").
 */
function listedNames(plain: string, cued: boolean): string[] {
  const parts = listParts(plain);
  const known = parts.map(knownPart);
  const lower = plain.toLowerCase();
  const style = cued || talksStyle(lower);
  const mostlyNames = known.filter(Boolean).length * 2 >= parts.length && parts.length <= 8;
  // What it is played with says the message is about the sound too ("haim, maybe some Feist. hand
  // drums"), for names the list knows.
  if (!style && !mostlyNames && !ARRANGEMENT.test(lower)) return [];
  const out: string[] = [];
  parts.forEach((part, i) => {
    const typed = style ? listedName(part) : null;
    // The known words, in the writer's capitals when only case differs ("CHVRCHES").
    const k = known[i];
    const ownCapitals = typed !== null && /[A-Z]/.test(part) && typed.toLowerCase() === k?.name.toLowerCase();
    if (typed && (!k || ownCapitals)) out.push(typed);
    if (!k || ownCapitals) return;
    const key = nameKey(k.name);
    const styleWord = STYLE_WORD(key) || ARRANGEMENT.test(key) || TEMPO_WORDS.includes(key);
    // An everyday name needs a list of names, a word that makes it a sound, its capitals ("Sade"), or
    // a message about the sound, where one word must still be rare ("scorpions", never "low").
    // "the offspring": typed with the band's own "the", one word is a name too.
    const oneWord =
      !key.includes(' ') && !(/^the\s/i.test(part.trim().replace(PART_LEAD, '')) && /^The\s/.test(k.name));
    const everyday = mostlyNames || /\b\p{Lu}/u.test(part) || (style && (!oneWord || !isCommon(key)));
    if (k.led || (!styleWord && (k.distinctive || everyday))) out.push(k.name);
  });
  return out;
}

/** Words after a name that keep it a sound: "a Kendrick interlude", "Prince but slower". */
const MUSIC_AFTER =
  /^(?:interlude|cover|covers|ballad|ballads|hook|hooks|verse|chorus|voice|vocals|guitar|guitars|tone|production|beat|beats|drums|piano|band|era|phase|thing|kind|sort|type|level|meets|x|ish|esque)$/;

/**
 * A name that a thing follows is a brand, not a sound: "smells like Winterfresh gum". After "a" it must
 * be followed by a music word ("a Bonobo kind of thing", "an old Luther record"), else it is a place or
 * a product ("we met at a McDonald's PlayPlace"). A verb after it ("Adele does") keeps it a name.
 */
function namesAThing(text: string, end: number, afterArticle: boolean): boolean {
  const next = /^(?:'s)?\s+([a-z][a-z'-]*)/.exec(text.slice(end, end + 30))?.[1];
  if (next !== undefined && (MUSIC_AFTER.test(next) || new RegExp(`^${AFTER}`).test(` ${next}`)))
    return false;
  if (afterArticle || (next !== undefined && PLACE_AFTER.test(next))) return true;
  // "it should feel like Alabama in august": a place a song feels like, with its when or where.
  if (
    next !== undefined &&
    /^(?:in|at|on|during)$/.test(next) &&
    /\bfeels?\s+like\s+(?:the\s+)?\S+$/i.test(text.slice(0, end))
  )
    return true;
  if (next === undefined || /(?:ing|s|ed)$/.test(next)) return false;
  return !STOP_WORDS.has(next);
}

/** Nouns that make the name before them a place: "the DQ parking lot", "a Shell station". */
const PLACE_AFTER = /^(?:parking|drive-?thru|station|lot|store|diner|mall|bathroom|aisle|booth|counter)$/;

/** Whether a name read around a known one holds it ("the bill evans one", "Old Nick Drake"), or is its start ("Earth"). */
const partOf = (known: string, other: string) => {
  const [k, o] = [nameKey(known), nameKey(other)];
  return ` ${o} `.includes(` ${k} `) || k.startsWith(`${o} `);
};

/**
 * A name once: "mountain goats" and "The Mountain Goats" are one, with the known one's words; a name
 * that differs only in case keeps the writer's ("CHVRCHES").
 */
const addOnce = (list: string[], raw: string | null) => {
  // "Modest Mouse-ish" is Modest Mouse.
  const name = raw?.replace(/-(?:ish|y|esque)$/i, '') ?? null;
  if (!name) return;
  const at = list.findIndex((x) => nameKey(x) === nameKey(name));
  if (at < 0) list.push(name);
  else if (isKnown(name) && (list[at] as string).toLowerCase() !== name.toLowerCase()) list[at] = name;
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
  const aboutSound = talksStyle(plain.toLowerCase()) || new RegExp(CUE, 'i').test(plain);
  for (const m of aboutSound ? plain.matchAll(POSSESSIVE) : []) {
    const artist = cleanName(m[1] ?? '');
    const title = cleanName(m[2] ?? '');
    if (artist && title && !GENERIC_TAIL.test(` ${title.toLowerCase()}`)) songs.push({ title, artist });
  }
  for (const m of plain.matchAll(CUED)) {
    const afterArticle = /\b(?:an?)\s+(?:\w+\s+)?$/i.test(m[0].slice(0, m[0].length - (m[1]?.length ?? 0)));
    if (!namesAThing(plain, (m.index ?? 0) + m[0].length, afterArticle))
      addOnce(artists, cleanName(m[1] ?? ''));
  }
  for (const m of plain.matchAll(FOLLOWED)) addOnce(artists, cleanName(m[1] ?? ''));
  for (const m of plain.matchAll(LOWER_CUED)) {
    // "that Gymnopédie kind of stillness": one word after "kind of" is a feel, unless it is an artist.
    const kindOf = /^(?:kind|sort) of\s+\S+$/i.test(m[0].trim()) && !isKnown(m[1] ?? '');
    // "like a ballfield", "like a golden retriever": after "a", a name in lower case is a thing the
    // writer compares to, unless an artist is called that ("like a tom waits song" has its music word).
    const simile =
      /\ban?\s+$/i.test(m[0].slice(0, m[0].length - (m[1]?.length ?? 0))) && !isKnown(m[1] ?? '');
    const after = plain.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 20);
    if (!kindOf && !(simile && !new RegExp(`^${AFTER}`).test(after))) addOnce(artists, lowerName(m[1] ?? ''));
    for (const more of (m[2] ?? '').matchAll(LOWER_MORE)) addOnce(artists, lowerName(more[1] ?? ''));
  }
  for (const m of plain.matchAll(LOWER_FOLLOWED)) addOnce(artists, lowerName(m[1] ?? ''));
  for (const name of listedNames(plain, artists.length > 0)) addOnce(artists, name);
  for (const name of knownWithin(plain)) addOnce(artists, name);
  for (const s of songs) addOnce(artists, s.artist ?? null);
  const titles = new Set(songs.map((s) => s.title.toLowerCase()));
  // "played Dust in the Wind by Kansas": "Dust" is the song's first word, not an artist; "Stand By
  // Me by Ben E. King": "Me" is its last.
  const inTitle = (a: string) => [...titles].some((t) => ` ${t} `.includes(` ${a.toLowerCase()} `));
  const named = artists
    .map((a) => (inTitle(a) ? null : a))
    .filter((a): a is string => a !== null)
    // "Calvin Harris drop" also reads as "Harris drop", "Ben E. King" as "Ben E": the shorter name is
    // part of the longer.
    // A known name wins over what was read around it: "Old Nick Drake" is Nick Drake, and "Earth"
    // (from "September by Earth, Wind & Fire") is part of Earth, Wind & Fire.
    .filter((a, _, all) => !all.some((b) => b !== a && isKnown(b) && partOf(b, a)))
    .filter(
      (a, _, all) =>
        isKnown(a) || !all.some((b) => b !== a && (b.endsWith(` ${a}`) || b.startsWith(`${a}. `))),
    )
    // "Ed Sheeran's Perfect" read as one name: the song's artist is the artist.
    .filter((a) => !songs.some((s) => s.artist && a !== s.artist && a.startsWith(`${s.artist} `)));
  return { artists: named, songs };
}
