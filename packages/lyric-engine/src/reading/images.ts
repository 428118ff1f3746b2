import { MAX_WORD_LETTERS } from '@lyricist/shared/constants';
import { STOP_WORDS } from '../banks/function-words';
import { CONCRETE_NOUNS, IMAGE_MODIFIERS } from '../banks/images';
import { trimChars } from '../util/text';

/** Pulls the writer's concrete images out of what they wrote: "my dad's old truck" -> "dad's old truck". */

const DETERMINERS = new Set(['the', 'my', 'his', 'her', 'our', 'their', 'your', 'a', 'an', 'that', 'this']);
const VERB_LIKE = /(ing|ed|ly)$/;
const SENSES = new Set(['smell', 'sound', 'taste', 'scent', 'hum', 'glow', 'weight', 'shape']);

function tokens(clause: string): string[] {
  return (
    clause
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .split(/[^a-z']+/)
      .map((t) => trimChars(t, "'"))
      // A "word" longer than any real one is no image, whatever stands before it.
      .filter((t) => t.length > 0 && t.length <= MAX_WORD_LETTERS)
  );
}

const isConcrete = (w: string) => CONCRETE_NOUNS.has(w);
const isModifier = (w: string | undefined, before: string | undefined) =>
  w !== undefined &&
  !STOP_WORDS.has(w) &&
  (IMAGE_MODIFIERS.has(w) ||
    w.endsWith("'s") ||
    (before !== undefined && DETERMINERS.has(before) && !VERB_LIKE.test(w)));

function imagesInClause(clause: string): string[] {
  const t = tokens(clause);
  const found: string[] = [];
  for (let i = 0; i < t.length; i++) {
    const w = t[i] as string;
    if (!isConcrete(w) || STOP_WORDS.has(w)) continue;
    let end = i;
    if (t[i + 1] !== undefined && isConcrete(t[i + 1] as string)) end = i + 1;
    let start = i;
    while (start > 0 && start > i - 2 && isModifier(t[start - 1], t[start - 2])) start--;
    // "the smell of hay", "the sound of rain": the sense is part of the image.
    if (start === i && SENSES.has(t[i - 2] as string) && t[i - 1] === 'of') start = i - 2;
    found.push(t.slice(start, end + 1).join(' '));
    i = end;
  }
  return found;
}

/** Images in reading order, most recent message first, without repeats or images contained in longer ones. */
export function extractImages(messagesNewestFirst: readonly string[], limit = 8): string[] {
  const all: string[] = [];
  for (const message of messagesNewestFirst) {
    for (const clause of message.split(/[.,;:!?\n()"]+/)) all.push(...imagesInClause(clause));
  }
  const contains = (long: string, short: string) => ` ${long} `.includes(` ${short} `);
  const kept: string[] = [];
  for (const image of all) {
    if (kept.some((k) => contains(k, image))) continue;
    const shorter = kept.findIndex((k) => contains(image, k));
    if (shorter >= 0) kept[shorter] = image;
    else kept.push(image);
  }
  return kept.slice(0, limit);
}
