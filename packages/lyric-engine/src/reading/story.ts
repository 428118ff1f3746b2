import { literalPattern } from '../util/text';
import { termsIn } from './instructions';
import { type NamedReferences, namedReferences } from './references';
import { ARRANGEMENT, SONG_CUES } from './song-words';
import { turnIn } from './turn';

/** The story inside a message's sentences: what a direction tells besides the direction, artists out. */

/** A sentence that tells what someone did: "she played Enya…", "we danced to…". */

/** Someone in a part of a sentence: a person word, or a name past its first word. */
const PERSON_WORD = /\b(?:i|i'm|i've|you|he|she|we|they|my|your|his|her|our|their|me|him|us|them)\b/i;
const hasSomeone = (part: string) => PERSON_WORD.test(part) || /\s[A-Z][a-z]+/.test(part);

/** A part of a directing sentence this short is the direction's own ("in the third person"). */
const MIN_STORY_WORDS = 4;

/**
 * The story told inside a sentence that also directs the song: "Second person: you are stuck in
 * traffic on the bridge, late for your own wedding" keeps everything after the colon. Its parts (cut
 * at colons, semicolons, commas and dashes) that neither direct, nor talk about the song or its
 * arrangement ("with a big choir at the end"), and are long enough to tell something, in their order;
 * null when none is.
 */
export function storyIn(sentence: string): string | null {
  const parts = sentence
    .split(/[:;]|,\s|\s[-\u2013\u2014]\s/)
    .map((p) => p.trim())
    .filter(
      (p) =>
        p.split(/\s+/).length >= MIN_STORY_WORDS &&
        !SONG_CUES.test(p) &&
        !ARRANGEMENT.test(p) &&
        // "a little rough around the edges": a part with nobody in it describes the sound.
        hasSomeone(p) &&
        // "stuck in traffic on the bridge": a form word in a part that tells a story is a thing in it, and
        // "she used to play her air supply cassette in the kitchen": so is an artist.
        termsIn(p).every((i) => i.kind === 'form' || i.kind === 'artist'),
    );
  return parts.length === 0 ? null : `${parts.join(', ').replace(/[.!?]$/, '')}.`;
}

/** What a name is the name of, after it: "her air supply cassette" is her cassette. */
const NAMED_THING =
  "(?:'s)?(?=\\s+(?:cassettes?|tapes?|records?|cds?|albums?|songs?|posters?|shirts?|t-shirts?|concerts?|shows?|vinyl)\\b)";
/** What a name is after a verb of playing: "she played Enya on a loop" played it on a loop. */
const PLAYED =
  '\\b(played|plays|play|playing|put on|blasted|blasting|sang|sings|singing|hummed|humming|listened to|heard)\\s+';

/**
 * "He played Bob Marley records", "he played los tigres del norte all day": an artist is a reference,
 * never an image, a hook or a title of the story. What the whole message names (`there`) goes too, so a name
 * listed beside style words in another sentence ("K-pop!! BLACKPINK, TWICE") does. The sentence stays
 * (set-13 read: a told sentence left out took the story with it): a name before its thing goes ("her
 * cassette"), one after a verb of playing becomes "it" ("she played it on a loop in the minivan"), any
 * other goes.
 */
export function withoutArtists(story: string, there: NamedReferences): string {
  const here = namedReferences(story);
  const artists = [...new Set([...here.artists, ...there.artists])];
  const songs = [...here.songs, ...there.songs];
  const names = [
    ...songs.map((s) => `${literalPattern(s.title)}(?: by ${literalPattern(s.artist ?? '')})?`),
    ...artists.map((a) => `\\b${literalPattern(a)}\\b`),
  ];
  let out = story;
  for (const pattern of names)
    out = out
      .replace(new RegExp(`${pattern}${NAMED_THING}`, 'gi'), '')
      .replace(new RegExp(`${PLAYED}${pattern}(?:'s)?`, 'gi'), '$1 it')
      .replace(new RegExp(`${pattern}(?:'s)?`, 'gi'), '');
  return out.replace(/\s{2,}/g, ' ');
}

/**
 * "the smoke alarm chirped all night. anyway. wierdest thing happened on the train": what comes before
 * "anyway" is small talk, and the story is what follows, unless the small talk carries a turn itself.
 */
export function afterSmallTalk(story: string): string {
  const marker = [...story.matchAll(/(?:^|[.!?,;]\s*)(?:so,?\s+|ok,?\s+)?anyways?[.,!:;]*\s+/gi)].at(-1);
  if (!marker) return story;
  const rest = story.slice((marker.index ?? 0) + marker[0].length);
  const before = story.slice(0, marker.index);
  return rest.split(/\s+/).length < 4 || turnIn(before) ? story : rest;
}
