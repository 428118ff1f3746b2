import { isCommon, rankOf } from '../lexicon/frequency';
import { TYPED_CONTRACTIONS } from '../util/text';
import { GENRE_WORDS } from './genre-words';
import { isKnown } from './known-names';
import { MOOD_WORDS } from './mood-words';
import { ARRANGEMENT, INSTRUMENT } from './song-words';

/** What a run of words must look like to be an artist's name, and the name it gives, tidied. */

/** Capitalised words that are not artists: sentence openers, days, months, kin, places of the story. */
const NOT_NAMES = new Set(
  (
    "I I'm I've I'd A An The Something Maybe Kind Sort Like But And Just Make Keep Think Honestly So It " +
    'Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July ' +
    'August September October November December Christmas Thanksgiving Easter God Mom Dad Mama Grandpa ' +
    'Grandma Nana Mr Mrs Ms Dr Sounds Something Make Very Really Old My Our His Her This That These Those'
  ).split(' '),
);
export const GENERIC_TAIL = /\s+(?:records?|songs?|albums?|vibes?|energy|style|type|sound|drop)$/;

export function cleanName(raw: string): string | null {
  const words = raw.replace(/'s$/, '').replace(/'$/, '').replace(GENERIC_TAIL, '').trim().split(/\s+/);
  const hasThe = /^the$/i.test(words[0] ?? '');
  if (hasThe) words.shift();
  while (words.length > 0 && NOT_NAMES.has(words[0] as string)) words.shift();
  while (words.length > 0 && (words[words.length - 1] === '&' || NOT_NAMES.has(words.at(-1) as string)))
    words.pop();
  if (words.length === 0) return null;
  const name = words.join(' ').replace(/[.,!?]+$/, '');
  if (name.length < 2 || !/^[A-Z]/.test(name)) return null;
  // "by THREE VOTES", "I WON": everyday words shouted are no name, unless an artist is called that.
  const shouted = words.every(
    (w) => /^[A-Z]{2,}[!?.]*$/.test(w) && isCommon(w.replace(/\W+$/, '').toLowerCase()),
  );
  if (shouted && !isKnown(name)) return null;
  return hasThe ? `The ${name}` : name;
}

/** What a record sounds like, never a name: "tape hiss", "vinyl crackle". */
export const SOUND_WORDS =
  /^(?:sing-?alongs?|singalong|crackle|static|fuzz|feedback|reverb|distortion|loops?|samples?|beats?|claps?|snaps?|stomps?|whistles?|hum|drone|echo|tape|vinyl|lo-?fi)$/i;

/** Instruments the arrangement words leave out: "trombone", "tuba", "sousaphone". */
export const INSTRUMENTS = new RegExp(`^(?:${INSTRUMENT}|keys)$`, 'i');

/** A title before a name, never a name of its own: "Dr Okonkwo", "Big Mike". */
export const TITLES = 'Dr|Mr|Mrs|Ms|Miss|Big|Lil|Little|Coach|Sir|Saint|St';
export const TITLE_WORD = new RegExp(`^(?:${TITLES})$`, 'i');

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
const SAYING = /^(?:said|says|say|told|tells|asked|asks|thought|think|knew|know|called|calls|yelled|sang)$/;

export function lowerName(raw: string): string | null {
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
  // "i said juniper sounds like a gin": what someone said opens on the saying.
  if (SAYING.test(named[0] as string)) return null;
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
