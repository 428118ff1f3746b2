import { literalPattern } from '../util/text';
import type { Instruction } from './instructions';

/**
 * How the writer put the sound, in their own words, for a reply to say back whole: "early 2000s pop
 * punk", "fast and dumb and sincere", "a cello, maybe a harmonium". Said back term by term, a reply
 * kept "pop punk" and "fast" and dropped the rest; a writer who reads their own words back knows they
 * were heard.
 */

/** Words a direction starts with that a reply does not say back: "make it", "something", "maybe". */
const LEAD_IN =
  /^(?:(?:ok|okay|so|and|but|also|plus|oh|ooh|yeah|hmm|honestly|musically|sound[- ]wise|style[- ]wise|make it|make this|keep it|i want it|i want|i'd love|i think|it should be|should be|it's|its|something|somethin|some|kinda|kind of|sort of|maybe|like|think|just|definitely|def|probably|probly|more|a bit|lol)\b[\s,]*)+/i;
const TRAIL =
  /(?:\s+(?:maybe|though|tho|lol|haha|please|pls|ish|i think|probably|probly|too|obviously|obv))+$/i;
const MAX_WORDS = 8;
const STORY_WORDS = /\b(?:i|i'm|im|my|me|we|our|us|he|she|his|her|they|their|you're|youre)\b/i;

/** The parts of a directing sentence that carry its style words, as the writer typed them. */
export function styleSaidIn(
  sentence: string,
  found: readonly Instruction[],
  artists: readonly string[],
): string[] {
  const terms = found
    // "starts tiny and gets huge" is answered on its own (style-offer.ts), never named as a style.
    .filter(
      (i) =>
        !i.negated && i.kind !== 'artist' && i.kind !== 'pov' && i.kind !== 'tense' && i.value !== 'build',
    )
    .map((i) => (i.said ?? i.value).toLowerCase());
  if (terms.length === 0) return [];
  const out: string[] = [];
  for (const raw of sentence.split(/[,;:!?()]+|\.(?:\s|$)|\s+[-–]\s+/)) {
    // A part with an artist in it says the artist ("like an old nick drake record but slower"), a
    // quoted part is a line, and one with someone in it is story ("the bass rattles my spoons"): the
    // reply names their style words on their own.
    if (artists.some((name) => new RegExp(literalPattern(name), 'i').test(raw))) continue;
    if (/["']\s|\s["']|^["']|["']$/.test(raw.trim()) || STORY_WORDS.test(raw)) continue;
    const part = raw.replace(/\s+/g, ' ').trim().replace(LEAD_IN, '').replace(TRAIL, '').trim();
    const lower = ` ${part.toLowerCase()} `;
    const words = part.split(' ').filter(Boolean).length;
    // "not a dirge": what it is not is answered on its own; a part left with no style word is story.
    if (words === 0 || words > MAX_WORDS || /\b(?:not|no|nothing|never|without)\b/i.test(part)) continue;
    if (!terms.some((t) => lower.includes(` ${t} `) || lower.includes(t))) continue;
    if (/^(?:but|or|and|with|the|a|an)$/i.test(part)) continue;
    out.push(part);
  }
  return out;
}
