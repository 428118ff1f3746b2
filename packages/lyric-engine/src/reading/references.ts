import { STOP_WORDS } from '../banks/function-words';
import { literalPattern } from '../util/text';
import { isKnown, knownWithin, nameKey } from './known-names';
import { listedNames, talksStyle } from './listed-names';
import { cleanName, GENERIC_TAIL, lowerName } from './name-shapes';

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
  for (const name of knownWithin(plain, aboutSound)) addOnce(artists, name);
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
    .filter((a) => !songs.some((s) => s.artist && a !== s.artist && a.startsWith(`${s.artist} `)))
    // "slacker vibes": one word before a feel's noun is the feel, unless an artist is called that.
    .filter(
      (a) =>
        isKnown(a) ||
        a.includes(' ') ||
        !new RegExp(`\\b${literalPattern(a)}\\s+(?:vibes?|energy)\\b`, 'i').test(plain),
    )
    // "Miss Earlene, bless her soul": a title makes a name someone in the story.
    .filter(
      (a) =>
        isKnown(a) ||
        !/^(?:Miss|Mr|Mrs|Ms|Dr|Aunt|Auntie|Uncle|Coach|Pastor|Father|Sister|Brother|Grandma|Grandpa|Nana|Papa)\.? /i.test(
          a,
        ),
    )
    // "hurt like the dickens": a saying, not a sound.
    .filter((a) => !/^(?:the )?(?:dickens|devil|blazes|clappers)$/i.test(a))
    // "not like Dennys at 4am": a name the writer rules out is no compass.
    .filter(
      (a) =>
        !new RegExp(`\\b(?:not|nothing|never|less) (?:like |than )?${literalPattern(a)}\\b`, 'i').test(plain),
    );
  return { artists: named, songs };
}
