import { EMOTION_TRIGGERS } from '../banks/emotions';
import { pronunciations } from '../phonetics/dictionary';
import { NEGATORS } from './song-words';

/** A feeling the writer named or implied; negated when they said it is not that ("not sad exactly"). */
export type Feeling = { name: string; negated: boolean; word: string };

/** Feeling words that stand on their own in a line or a reply: "not sad, just grateful". */
export const SAYABLE_FEELINGS = new Set(
  'sad grateful thankful happy scared afraid angry proud lucky guilty tired lonely heavy numb free bitter homesick nervous calm lost glad hopeful excited'.split(
    ' ',
  ),
);

/** Feelings said as adjectives that the emotion bank keys differently. */
const ALSO: Record<string, readonly string[]> = {
  gratitude: ['grateful', 'thankful'],
  // "i just feel gray": a colour said of the writer, never of a car.
  sadness: ['heavy', 'numb', 'sad', 'tired', 'exhausted', 'feel gray', 'feel grey', 'feel blah', 'feel flat'],
  fear: ['scared', 'afraid', 'terrified', 'nervous'],
  regret: ['guilty', 'guilt', 'ashamed'],
  pride: ['proud'],
  joy: ['happy', 'lucky'],
  calm: ['peaceful'],
  anger: ['furious', 'bitter', 'pissed', 'livid'],
  relief: ['relieved'],
  longing: ['homesick', 'lonely'],
};

/**
 * The endings a whole-word trigger may take ("hated", "smiles", "hopeful"): "mad" must not find
 * "made", "fun" must not find "funeral", nor "won" "won't". A trigger that is no word of its own
 * ("danc", "celebrat", "worr") is a stem and takes any ending.
 */
const INFLECTIONS = "(?:s|es|d|ed|ing|ful|ly|er|ers|ness)?(?![a-z'])";
const endingsOf = (trigger: string) =>
  pronunciations(trigger.split(' ').at(-1) ?? '') ? INFLECTIONS : "[a-z']*";

const TRIGGERS: [string, string][] = [
  ...Object.entries(EMOTION_TRIGGERS).flatMap(([name, ts]) => ts.map((t): [string, string] => [t, name])),
  ...Object.entries(ALSO).flatMap(([name, ts]) => ts.map((t): [string, string] => [t, name])),
];

/** Each trigger's pattern with its endings, built on the first message read, not on every one. */
let patterns: readonly { pattern: RegExp; name: string }[] | null = null;
function triggerPatterns(): readonly { pattern: RegExp; name: string }[] {
  patterns ??= TRIGGERS.map(([trigger, name]) => ({
    pattern: new RegExp(`(?<![a-z'])${trigger.replace(/[^a-z' ]/g, '')}${endingsOf(trigger)}`),
    name,
  }));
  return patterns;
}

const wordsBefore = (lower: string, at: number) =>
  lower
    .slice(Math.max(0, at - 30), at)
    .split(/[^a-z']+/)
    .filter(Boolean)
    .slice(-3);

/** Feelings in reading order; "not sad exactly, more like grateful" gives sadness (negated), gratitude. */
export function feelingsIn(text: string): Feeling[] {
  const lower = text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const hits: { at: number; feeling: Feeling }[] = [];
  for (const { pattern, name } of triggerPatterns()) {
    const found = pattern.exec(lower);
    if (!found) continue;
    const at = found.index;
    const before = wordsBefore(lower, at);
    // "more like grateful" and "never been so scared" affirm the feeling.
    const affirmed = before.includes('more') || (before.includes('never') && before.includes('so'));
    const negated = before.some((w) => NEGATORS.has(w) || w.endsWith("n't")) && !affirmed;
    hits.push({ at, feeling: { name, negated, word: found[0] } });
  }
  hits.sort((a, b) => a.at - b.at);
  const out: Feeling[] = [];
  for (const { feeling } of hits) {
    const same = out.find((f) => f.name === feeling.name);
    if (!same) out.push(feeling);
    else if (!feeling.negated) same.negated = false;
  }
  return out;
}
