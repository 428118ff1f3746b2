import { STOP_WORDS } from '../banks/function-words';
import { INSTRUMENT } from './song-words';

/**
 * How a sentence says style besides its style words: a fragment made of nothing else ("confident and
 * smooth"), what the record is played with ("just a banjo and a cello"), a sentence that tells a
 * story instead ("I picked up…", "Dad was quiet"), and sayings that only look like style ("all that
 * jazz").
 */

/** Words a fragment of style words may hold besides them: "a little", "kinda", "but not", "obviously". */
const FRAGMENT_FILLER = new Set(
  'and but or not no nor a an the little lil bit lot kinda kind of sort sorta more less very really super so too just obviously maybe something somehow good way with though yet mostly pretty slightly quite all also even plus than lol haha tbh honestly definitely probably'.split(
    ' ',
  ),
);

/**
 * The style terms of a sentence made of nothing else (a fragment), else 0; a sentence whose first part
 * is one ("bouncy and bright but gentle, its for a baby") counts that part's.
 */
export function styleFragment(
  lower: string,
  found: readonly { kind: string; value: string; said?: string }[],
): number {
  const terms = found.filter((i) => i.kind !== 'artist' && i.kind !== 'pov' && i.kind !== 'tense');
  if (terms.length === 0) return 0;
  const spoken = terms.map((i) => (i.said ?? i.value).toLowerCase()).sort((a, b) => b.length - a.length);
  const inPart = (part: string) => {
    let rest = ` ${part.replace(/[^a-z0-9&'\s-]+/g, ' ')} `;
    let count = 0;
    for (const said of spoken) {
      const pieces = rest.split(` ${said} `);
      count += pieces.length - 1;
      rest = pieces.join('  ');
    }
    return rest
      .split(/\s+/)
      .filter(Boolean)
      .every((w) => FRAGMENT_FILLER.has(w))
      ? count
      : 0;
  };
  const whole = inPart(lower);
  if (whole > 0) return terms.length;
  const first = lower.split(/[,;:]\s*/)[0] ?? '';
  return first === lower ? 0 : Math.min(inPart(first), terms.length);
}

/** A sentence about what someone did or felt: "I picked up…", "He played…", "My dad…". */
export const TELLS_STORY =
  /^\s*(?:i|i'm|i've|i'd|i'll|we|we're|we've|he|she|they|my|our|his|her|their|me)\b/i;

/** A sentence this short beside a direction, with style words in it, goes on with the direction. */
export const CONTINUES_WORDS = 8;

/** A verb that tells what happened or how things were: "Dad was quiet", "it got loud". */
export const STORY_VERB =
  /\b(?:was|were|is|are|am|had|has|have|did|does|got|gets|went|goes|said|says|told|made|came|sat|stood|looked|felt)\b/i;

/**
 * Everyday sayings that hold a style word and mean something else: "all that jazz", "the baby blues",
 * "pop the question". Blanked (same length) before the sentence's style words are looked for.
 */
const SAYINGS =
  /\b(?:all that jazz|(?:the )?baby blues|pop the question|pop quiz|pops? up|rock salt|rock solid|soul ?mates?|heart and soul|country mile|swing (?:batter|set|shift)|chill in the air|heavy lifting|happy hour|happy birthday|metal detector|rock the boat|rock and a hard place|(?:the )?bluegrass state|gospel truth|soft serve|bless (?:his|her|their|your|my) (?:little )?(?:heart and )?soul|roller disco)\b/g;
export const blankSayings = (lower: string) => lower.replace(SAYINGS, (m) => ' '.repeat(m.length));

/** Verbs before an instrument in a story: "played guitar", "bought a banjo". */
const PLAYS = new Set(
  'play plays played playing learn learned learning bought sold broke tuned picked grabbed had got took brought carried held fixed restrung practiced practicing'.split(
    ' ',
  ),
);
/** What the record is played with, said with its kind: "quiet piano", "walking bass", "just a banjo". */
const ARRANGEMENT_PHRASE = new RegExp(
  `(?<![a-z0-9'-])((?:(?!(?:a|an|the|and|with|just|some|my|his|her|on|of|in|no)\\s)[a-z-]+\\s+)?(?:${INSTRUMENT}|choir|harmon(?:y|ies)))(?![a-z-])`,
  'g',
);

/** What the record is played with in a sentence, as the writer said it ("quiet piano", "cello"). */
export function soundsIn(lower: string, sentence: string): string[] {
  const out: string[] = [];
  for (const m of lower.matchAll(ARRANGEMENT_PHRASE)) {
    let at = m.index ?? 0;
    const end = at + (m[1] as string).length;
    // "played guitar", "my guitar": the word before is the sentence's, not the sound's.
    const first = /^([a-z-]+)\s+(?=\S)/.exec(m[1] as string);
    if (first?.[1] && (STOP_WORDS.has(first[1]) || PLAYS.has(first[1]))) at += first[0].length;
    out.push(sentence.slice(at, end));
  }
  return out;
}
