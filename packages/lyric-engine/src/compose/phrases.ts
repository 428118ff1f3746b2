import type { StorytellingDirector } from '@lyricist/shared/ai/contracts';
import { CONCRETE_NOUNS } from '../banks/images';
import { kindOf } from '../banks/noun-kinds';
import { KNOWN_PASTS } from '../banks/verbs';
import { unique } from '../util/text';
import { VERB_FRAMES } from '../vocabulary/verb-frames';
import type { Role } from './section';

/**
 * The writer's own phrases, reworked to sit in a line: "I keep driving past the old red barn at
 * night" is a line already; "I keep driving past the old red barn" can take a new rhyming tail;
 * in an angry song "he swore he would pay it back" becomes "you swore you'd pay it back".
 */
export type Phrase = {
  text: string;
  role: Role;
  isClause: boolean;
  /** What was cut off the end to make room for a new tail: a time ("last spring") or a place. */
  cut?: 'time' | 'place';
};

const META = /^(a song (about|called)|anchor it|told through|carrying|say the one true)/i;
const SUBJECT_START = /^(i|you|we|they|he|she|it|my \w+|his \w+|her \w+|our \w+|the \w+)\s/i;
const VERBISH = new Set([
  ...VERB_FRAMES.map((v) => v.verb.split(' ')[0] as string),
  ...KNOWN_PASTS,
  ...'is was were are am be been has had have keep kept miss sold feel felt want wanted need needed lied swore said laughed stayed left'.split(
    ' ',
  ),
]);
const TRAILING_TIME =
  /\s(?:last|every|this|next|one) (?:spring|summer|winter|fall|night|year|week|morning|time)$/i;
const CUT_PREPS = new Set('at in on by through under behind across into around'.split(' '));

/** Drops the last adverbial so a new rhyming tail can take its place; null when nothing to drop. */
function trimmedOf(text: string): { text: string; cut: 'time' | 'place' } | null {
  const timeless = text.replace(TRAILING_TIME, '');
  if (timeless !== text) return { text: timeless, cut: 'time' };
  const words = text.split(' ');
  for (let i = words.length - 2; i >= 3; i--) {
    if (!CUT_PREPS.has((words[i] as string).toLowerCase())) continue;
    const head = (words[i - 1] as string).toLowerCase();
    return kindOf(head) || CONCRETE_NOUNS.has(head)
      ? { text: words.slice(0, i).join(' '), cut: 'place' }
      : null;
  }
  return null;
}
const KIN = /\b(?:my|his|her|our) (dad|mom|father|mother|grandpa|grandma)\b/i;

function clausesOf(text: string): string[] {
  return (
    text
      .replace(/\s*\(.*?\)/g, '')
      // "at 5:40", "3.5 miles": a point or a colon between digits is no break.
      .split(/(?:[;!?\n"]|[.:](?!\d)|(?<!\d)[.:])+|,\s|\s[-\u2013\u2014]\s|\s(?:but|so|because)\s/i)
      .map((c) => c.trim().replace(/^(and|but|so|then)\s+/i, ''))
      .filter((c) => !META.test(c))
  );
}

const hasVerb = (words: readonly string[]) =>
  words.some((w, i) => i > 0 && (VERBISH.has(w) || /^\w{3,}(ed|s)$/.test(w)) && !/'s$/.test(w));

/** Third person past becomes an accusation to "you": only past tense, so agreement holds. */
function toYou(clause: string): string | null {
  const m = /^(he|she|my (?:best )?friend|my \w+) (\w+)\b/i.exec(clause);
  if (!m) return null;
  const verb = (m[2] as string).toLowerCase();
  if (!(KNOWN_PASTS.has(verb) || verb.endsWith('ed')) || verb === 'was') return null;
  return `you${clause.slice((m[1] as string).length)}`
    .replace(/\b(he|she) would\b/gi, "you'd")
    .replace(/\b(he|she)\b/gi, 'you')
    .replace(/\b(his|her)\b/gi, 'your')
    .replace(/\bhim\b/gi, 'you');
}

function lowerFirst(text: string): string {
  return /^I\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

function variants(raw: string, role: Role, accuse: boolean): Phrase[] {
  const base = lowerFirst(raw.replace(/\s+/g, ' ').trim());
  const words = base.toLowerCase().split(' ');
  if (words.length < 3 || words.length > 11 || /^not\b/.test(base)) return [];
  const isClause = SUBJECT_START.test(base) && hasVerb(words);
  const forms = [base];
  if (accuse && isClause) {
    // "I lent him everything" -> "I lent you everything": the song talks to the one who did it.
    const you =
      toYou(base) ??
      (/^i\b/i.test(base) ? base.replace(/\bhim\b/g, 'you').replace(/\bhis\b/g, 'your') : null);
    if (you) forms[0] = you;
  }
  const kin = KIN.exec(base);
  if (kin) forms.push(base.replace(KIN, capitalizeName(kin[1] as string)));
  const out: Phrase[] = [];
  for (const text of unique(forms)) {
    out.push({ text, role, isClause });
    const trimmed = trimmedOf(text);
    if (trimmed !== null && trimmed.text.split(' ').length >= 3)
      out.push({ text: trimmed.text, role, isClause, cut: trimmed.cut });
  }
  return out;
}

function capitalizeName(kin: string): string {
  return kin.charAt(0).toUpperCase() + kin.slice(1).toLowerCase();
}

/** Phrases from the story: the situation in the writer's words, then the turn and the chorus. */
export function writerPhrases(story: StorytellingDirector | null, accuse: boolean): Phrase[] {
  if (!story) return [];
  const sources: [string, Role][] = [
    [story.situation, 'situation'],
    [story.turn, 'turn'],
    [story.chorusMessage, 'message'],
  ];
  return sources.flatMap(([text, role]) => clausesOf(text).flatMap((c) => variants(c, role, accuse)));
}

/** "his radio" when the writer said "his radio": the determiner they used for an image. */
export function determinerFor(image: string, story: StorytellingDirector | null): string | null {
  const text = `${story?.situation ?? ''} ${story?.chorusMessage ?? ''}`.toLowerCase();
  for (const det of ['my', 'his', 'her', 'our', 'their', 'your']) {
    const at = text.indexOf(`${det} ${image.toLowerCase()}`);
    if (at >= 0 && (at === 0 || !/[a-z]/.test(text.charAt(at - 1)))) return det;
  }
  return null;
}
