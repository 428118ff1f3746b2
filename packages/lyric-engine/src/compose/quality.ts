import { STOP_WORDS } from '../banks/function-words';
import { CONCRETE_NOUNS } from '../banks/images';
import { kindOf } from '../banks/noun-kinds';
import { lineMemo } from '../util/memo';
import { wordsOf } from '../util/text';
import { PERSON_ADJECTIVES, THING_ADJECTIVES, VERB_FRAMES } from '../vocabulary/verb-frames';

/** Checks that keep a line from reading like template fill. The benchmark measures the same things. */

const NOT_NOUNS = new Set([
  ...THING_ADJECTIVES,
  ...PERSON_ADJECTIVES,
  ...VERB_FRAMES.map((v) => v.verb.split(' ')[0] as string),
  'back',
  'home',
  'still',
]);

/** The nouns of a line: what a listener would notice if the next line said it again. */
export function nounsOf(text: string): string[] {
  return contentWords(text).filter(
    (w) => !NOT_NOUNS.has(w) && (CONCRETE_NOUNS.has(w) || kindOf(w) !== undefined),
  );
}

/** "…and I'm old": a mood word bolted on where the line ran out of things to say. */
const FILLER =
  /\b(and|with \w+( \w+)?,) (i'm|i am|i was|you're|you were|we're|we were|they're|she's|he's|she was|he was) (\w+ )?\w+$/i;

export function isFiller(line: string): boolean {
  return FILLER.test(line.trim());
}

const wordsMemo = lineMemo<string[]>();

/** Words that carry meaning: what "uses the writer's image" and "says it again" look at. */
export function contentWords(line: string): string[] {
  let found = wordsMemo.get(line);
  if (!found) {
    found = wordsOf(line).filter((w) => !STOP_WORDS.has(w));
    wordsMemo.set(line, found);
  }
  return found;
}
const content = (line: string) => new Set(contentWords(line));

// An echo shares at least three content words, so only lines with three or more can be echoed.
// Read once per set of existing lines (a request's, never changed), not once per candidate line.
const echoable = new WeakMap<ReadonlySet<string>, Set<string>[]>();
function echoableLines(existing: ReadonlySet<string>): Set<string>[] {
  let found = echoable.get(existing);
  if (!found) {
    found = [...existing].map(content).filter((words) => words.size >= 3);
    echoable.set(existing, found);
  }
  return found;
}

/** A line that says most of what an existing line already says, in other words or none. */
export function echoes(line: string, existing: ReadonlySet<string>): boolean {
  const mine = content(line);
  if (mine.size === 0) return false;
  for (const theirs of echoableLines(existing)) {
    let shared = 0;
    for (const w of mine) if (theirs.has(w)) shared++;
    if (shared >= 3 && shared / mine.size >= 0.6) return true;
  }
  return false;
}
