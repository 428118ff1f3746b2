import { END_NOUNS } from '../src/banks/end-words';
import { CONCRETE_NOUNS } from '../src/banks/images';

/**
 * Readings of a suggestion for the quality metrics: its nouns, whether it is filler, whether it
 * has a verb. Own word lists (only the noun vocabulary is shared), so the engine is not judging
 * itself. Deliberately simple and strict: it flags "The farm and my sweet radio" (no verb) and
 * "I keep the kitchen and I'm blue" (filler), which a writer would strike.
 */

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .split(/[^a-z']+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
const set = (s: string) => new Set(s.split(/\s+/));

const NOT_NOUNS = set(
  'cold old new light fall still back home love well spring kind right sound fire rock cut hold play call fly sink mark fine watch dance sign park lay rest start turn fight run ring rain snow smile miss kiss walk shine wish dream drive ride past',
);
const NOUNS = new Set([...CONCRETE_NOUNS, ...END_NOUNS].filter((w) => !NOT_NOUNS.has(w)));

export function nounsIn(line: string): string[] {
  return words(line).filter((w) => NOUNS.has(w) || (w.endsWith('s') && NOUNS.has(w.slice(0, -1))));
}

/** The share of suggestions that say a noun the two lines above already said. */
export function reusesNoun(suggestion: string, previousTwo: readonly string[]): boolean {
  const before = new Set(previousTwo.flatMap(nounsIn));
  return nounsIn(suggestion).some((n) => before.has(n));
}

const AUX = set(
  "am is are was were be been being 'm 're 's 'll 'd 've has have had do does did don't doesn't didn't can can't could couldn't will won't would wouldn't should shouldn't must might may gonna wanna gotta ain't isn't wasn't aren't weren't let's",
);
const VERBS = set(
  'think hold keep find lose leave drive hide break light shake steal sing wear throw catch feel hear see write read build forget choose ride bring swing sell tell burn spin dig hang buy take give get run cut fight teach wake sit stand spit strike tear come swear ring know say pay lend go sleep miss carry touch save trace follow remember watch chase want open love walk smell play hum crackle linger drift glow flicker settle rust idle ache laugh call wait lean belong dance slam curse swallow count trust believe lie smile look need stay turn fall cry try move start stop live die grow roll pass cross close fade blow bleed kiss say seem breathe stare whisper shout scream hope wish pray dream shine burn spend owe hit kick spill drink pour gather paint pretend let face wonder sell hum ring ask make pick mention join smoke water lace clear grab meet lay lead put set win eat begin fly forgive shoot sink speak swim understand send bend jump climb push pull wash wipe fix learn speak answer change listen rise wrap dust shape flip dart pat knock drop kneel pack tape flash crack chase hug'.trim(),
);
const PASTS = set(
  'thought held kept found lost left drove hid broke lit shook stole sang wore threw caught felt heard saw wrote built forgot chose rode brought swung sold told spun dug hung bought took gave got ran fought taught woke sat stood spat struck tore came swore rang knew said paid lent went slept grew fell blew bled spent hit lied died cried tried dyed made met laid led won ate began flew shot sank spoke swam understood sent bent rose',
);

const BEFORE_VERB = set(
  "i you we they to still never just only always finally even don't didn't can can't could couldn't will won't would wouldn't 'll let and",
);

export function hasVerb(line: string): boolean {
  const ws = words(line);
  return ws.some((w, i) => {
    if (AUX.has(w) || PASTS.has(w) || /'(m|re|ll|d|ve)$/.test(w)) return true;
    if (/'s$/.test(w)) return i < ws.length - 1 && !NOUNS.has(ws[i + 1] ?? '');
    const prev = ws[i - 1] ?? '';
    // A bare verb only counts after a subject or an adverb, or first (an imperative): "porch light" is a noun.
    if (VERBS.has(w)) return i === 0 || BEFORE_VERB.has(prev);
    const base = w.replace(/(.{3})(ies|ied)$/, '$1y').replace(/(es|s|ed|d|ing)$/, '');
    const isVerbForm = VERBS.has(base) || VERBS.has(`${base}e`) || VERBS.has(base.slice(0, -1));
    return isVerbForm && !/^(the|a|an|my|your|his|her|our|their|this|that|of)$/.test(prev);
  });
}

const FILLER =
  /\b(and|with \w+( \w+)?,) (i'm|i am|i was|you're|you were|we're|we were|they're|she's|he's|she was|he was) (\w+ )?\w+$/i;

/** Filler: a mood word bolted on ("and I'm old"), or a fragment with no verb. */
export function isFiller(line: string): boolean {
  return FILLER.test(line.trim()) || !hasVerb(line);
}

/** Adverbs that can sit before a verb: "still hold my heart" starts with a verb all the same. */
const PRE_VERB = set('still never just only always really even often sometimes');
const MORE_VERBS = set('stand sit rest rust ache glow flicker fade keep go come stay leave wait');

/** Whether a continuation opens with a verb (after any adverbs): "still hold my heart", "drive past". */
export function startsWithVerb(line: string): boolean {
  const ws = words(line);
  let i = 0;
  while (i < ws.length - 1 && PRE_VERB.has(ws[i] ?? '')) i++;
  const w = ws[i] ?? '';
  if (VERBS.has(w) || MORE_VERBS.has(w) || PASTS.has(w) || AUX.has(w)) return true;
  if (/^\w{3,}ing$/.test(w)) return true;
  const base = w.replace(/(.{3})(ies|ied)$/, '$1y').replace(/(es|s|ed|d)$/, '');
  return !NOUNS.has(w) && (VERBS.has(base) || VERBS.has(`${base}e`));
}
