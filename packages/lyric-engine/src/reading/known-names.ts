import { KNOWN_ARTISTS } from '../banks/known-artists';
import { isCommon, rankOf } from '../lexicon/frequency';

/**
 * Artists a writer names the way people type them ("julien baker, lucy dacus", "talking heads. devo",
 * "killers-y, a little queen", "a Kirk Franklin thing"), read against the engine's list of well-known
 * artists (banks/known-artists.ts). A name is either distinctive (two words or more, one of them rare
 * in speech, or typed with capitals: "joan jett", "Grateful Dead") and read anywhere, or everyday
 * ("the band", "queen", "Chicago", "low") and read only as a whole part of a list in a message about
 * the sound, so "the band played" or "it should feel like Chicago in february" stays story.
 */

/** A name as compared: case, accents, "&"/"and", punctuation and a leading "the" do not count. */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['\u2019.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}

type Known = { name: string; distinctive: boolean };

let table: Map<string, Known> | null = null;

/** A word speech rarely uses: "jett", "dacus"; never a number or a letter ("zero 7", "boney m"). */
const rare = (word: string) => /^\p{L}{3,}$/u.test(word) && !isCommon(word);

/**
 * Every known name by its key, and a singer's surname alone ("springsteen", "bareilles") when speech
 * never uses the word and no other artist shares it, as an everyday name.
 */
function knownTable(): Map<string, Known> {
  if (table) return table;
  const names = new Map<string, Known>();
  const parts = new Map<string, string[]>();
  for (const name of KNOWN_ARTISTS) {
    const key = nameKey(name);
    const words = key.split(' ');
    names.set(key, { name, distinctive: words.length > 1 && words.some(rare) });
    // A surname only: a first name alone is anyone's ("sara").
    const surname = words[1];
    if (words.length === 2 && surname && !/^the\b/i.test(name))
      parts.set(surname, [...(parts.get(surname) ?? []), name]);
  }
  for (const [word, owners] of parts)
    if (owners.length === 1 && !names.has(word) && rare(word) && rankOf(word) === Number.POSITIVE_INFINITY)
      names.set(word, { name: owners[0] as string, distinctive: false });
  table = names;
  return names;
}

const MAX_WORDS = 5;

/** The words of a list part that name, without "a little", "maybe", "-ish" and the like around them. */
const LEAD =
  /^(?:(?:a little|a bit of|a lot of|kinda|kind of|sort of|some|more|maybe|also|plus|or|and|think|like|early|old|classic|late|an?|or maybe|but)\s+)+/i;
const TAIL =
  /(?:\s+(?:maybe|too|lol|obv|obviously|stuff|era|records?|songs?|vibes?|energy|thing|kind of thing))+$/i;
const SUFFIX = /(?:-ish|-y|-esque|ish)$/i;

const bare = (part: string) => part.trim().replace(LEAD, '').replace(TAIL, '').replace(SUFFIX, '').trim();

/** Whether the name, as written, is one the list of known artists holds. */
export const isKnown = (name: string) => knownTable().has(nameKey(name));

/** Words before a name that make it a sound; "kind of" is not one ("kind of empty, kind of free"). */
const LED = /^(?:like|a little|a bit of|some|more|plus|think|maybe some|and a little)\s/i;

/**
 * A known artist a whole list part names, or null; `led` when a word before it says it is a sound
 * ("like low", "a little queen").
 */
export function knownPart(part: string): (Known & { led: boolean }) | null {
  const words = bare(part);
  if (words === '' || words.split(/\s+/).length > MAX_WORDS) return null;
  const known = knownTable().get(nameKey(words));
  return known ? { ...known, led: LED.test(part.trim()) } : null;
}

/**
 * The distinctive known names inside a message's words, wherever they are: "like the end of a Kirk
 * Franklin thing", "a Grateful Dead sticker". Longest first, so "joan jett" is not also "jett".
 */
export function knownWithin(text: string, aboutSound = false): string[] {
  const words = text.split(/[^\p{L}\p{N}&'.-]+/u).filter(Boolean);
  const found: string[] = [];
  for (let i = 0; i < words.length; i++)
    for (let n = Math.min(MAX_WORDS, words.length - i); n >= 2; n--) {
      const typed = words.slice(i, i + n);
      const known = knownTable().get(nameKey(typed.join(' ')));
      // Typed with capitals it is a name ("Grateful Dead"); in lower case it needs a rare word.
      const capitals = typed.every((w) => /^[\p{Lu}\d&]/u.test(w) || /^(?:the|of|and)$/.test(w));
      // In a message about the sound, a known name of two words or one rare one counts in lower case
      // too ("like meat puppets, or calexico"); "the police" still needs its capitals.
      const key = nameKey(typed.join(' '));
      const sounded = aboutSound && (key.includes(' ') || rare(key));
      if (known && (known.distinctive || capitals || sounded)) {
        found.push(known.name);
        i += n - 1;
        break;
      }
    }
  return found;
}
