import { STOP_WORDS } from '../banks/function-words';
import { isCommon, rankOf } from '../lexicon/frequency';
import { GENRE_WORDS } from './genre-words';
import { knownPart, nameKey } from './known-names';
import { MOOD_WORDS } from './mood-words';
import { cleanName, GENERIC_TAIL, lowerName, SOUND_WORDS } from './name-shapes';
import { AMBIGUOUS_GENRES, ARRANGEMENT, FEEL_WORDS, FORM_WORDS, TEMPO_WORDS } from './song-words';

/** Names listed bare, as a list's parts: "BLACKPINK, TWICE", "wilco, lucinda williams", "julien baker, lucy dacus". */

/** The parts of a list of sounds: "90s alt rock, Third Eye Blind, semisonic", "a little Sade, a little Beyoncé". */
const LIST_PART = /[^,.;!?()]+/g;
const PART_JOINS = /\s+(?:or|and|meets|but|plus|vs\.?|x)\s+|\s+[-–]\s+/;
export const PART_LEAD =
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
export function talksStyle(lower: string): boolean {
  const words = lower.split(/[^a-z&'-]+/).filter(Boolean);
  const pairs = words.map((w, i) => `${w} ${words[i + 1] ?? ''}`);
  const genre = [...words, ...pairs].some((w) => GENRE_WORDS.has(w) && !AMBIGUOUS_GENRES.has(w));
  const moods = new Set([...words, ...pairs].filter((w) => MOOD_WORDS.has(w) || FEEL_WORDS.includes(w)));
  return genre || moods.size >= 2 || GENRE_PART.test(lower);
}

const COLOUR = /^(?:red|orange|yellow|green|blue|purple|pink|black|white|gray|grey|brown|silver|gold|tan)$/;

/**
 * A part of a list that is nothing but a name: "Bon Jovi", "BLACKPINK", "marty robbins", "wilco".
 * Lower case needs a word speech rarely uses (a single one, a word speech never uses), so "windows
 * down" or "fists in the air" is not one; an instrument or a style word never is.
 */
function listedName(part: string): string | null {
  const bare = part.trim().replace(PART_LEAD, '').replace(PART_TAIL, '').replace(GENERIC_TAIL, '').trim();
  const words = bare.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 4 || /\d/.test(bare) || ARRANGEMENT.test(bare)) return null;
  // "slacker vibes", "summer energy": one lower-case word before a feel's noun is the feel.
  if (words.length === 1 && /^[a-z]/.test(bare) && /\s(?:vibes?|energy|style|sound|type)$/i.test(part.trim()))
    return null;
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
  // Lower case: no word that reads as a verb or an adjective ("burned the cornbread", "sludgy"), nor
  // a thing told by its colour ("green buick").
  if (lower.some((w) => /(?:ed|ing|ly)$/.test(w)) || COLOUR.test(lower[0] as string)) return null;
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
export function listedNames(plain: string, cued: boolean): string[] {
  const parts = listParts(plain);
  const known = parts.map(knownPart);
  const lower = plain.toLowerCase();
  const style = cued || talksStyle(lower);
  const mostlyNames = known.filter(Boolean).length * 2 >= parts.length && parts.length <= 8;
  // What it is played with says the message is about the sound too ("haim, maybe some Feist. hand
  // drums"), for names the list knows.
  const played = ARRANGEMENT.test(lower);
  // "a little odetta": a known name led as a sound, in a word speech rarely uses, is one anywhere.
  const ledRare = known.some((k) => k?.led && !isCommon(nameKey(k.name).split(' ')[0] ?? ''));
  if (!style && !mostlyNames && !played && !ledRare) return [];
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
    const everyday =
      mostlyNames || /\b\p{Lu}/u.test(part) || ((style || played) && (!oneWord || !isCommon(key)));
    if (k.led || (!styleWord && (k.distinctive || everyday))) out.push(k.name);
  });
  return out;
}
