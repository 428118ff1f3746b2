import { KNOWN_PASTS, SAME_FORM_VERBS } from '../banks/verbs';
import type { Tense } from '../compose/grammar';
import { readSyntax } from '../language-model/syntax';
import { wordsOf } from '../util/text';

/** The tense a line or a song is told in, read from its own verbs and its time words. */

const PAST_WORDS = new Set(['was', 'were', 'had', 'did', "didn't", "wasn't", "weren't"]);
/** Whether the writer is telling it in the past: "I drove past the barn where …". */
function isPastTold(words: readonly string[]): boolean {
  return words.some(
    (w, i) =>
      i > 0 && !SAME_FORM_VERBS.has(w) && (PAST_WORDS.has(w) || KNOWN_PASTS.has(w) || /^\w{3,}ed$/.test(w)),
  );
}

/** Brown's tags of a verb that tells the tense: "burns", "is", "I'm", "don't"; "drove", "was", "she'd". */
const PRESENT_TAG = /(^|\+)(vbz|bez|ber|bem|hvz|doz|do|hv)\*?$/;
const PAST_TAG = /(^|\+)(vbd|bedz|bed|hvd|dod)\*?$/;
/** A plain verb right after its plural subject is present too: "the parents holler", "they run". */
const PLURAL_SUBJECT = /^(nns|nps|ppss)$/;

/** Words that set a clause in what is to come: "Tomorrow we | 'll drive", never "| drove". */
const FUTURE_WORDS = new Set(['tomorrow', 'someday']);

/**
 * The tense the writer's own verbs tell the line in, by its first verb that shows one: "The pills
 * are lined up" is now, whatever the song's director says, so its ending is too ("| on the sill",
 * not "| while you walked past"). With no such verb, a past form among the words still tells it.
 */
export function toldTense(words: readonly string[], tags: readonly string[]): Tense | undefined {
  for (const [i, tag] of tags.entries()) {
    if (FUTURE_WORDS.has(words[i] ?? '')) return 'future';
    // "I read it twice", "we put the bottle down": the same in both tenses, so the song's tense holds.
    if (SAME_FORM_VERBS.has(words[i] ?? '')) continue;
    if (PAST_TAG.test(tag)) return 'past';
    if (PRESENT_TAG.test(tag) || (tag === 'vb' && PLURAL_SUBJECT.test(tags[i - 1] ?? ''))) return 'present';
    if (/(^|\+)md$/.test(tag)) return undefined;
  }
  return isPastTold(words) ? 'past' : undefined;
}

/** How many of the song's last lines tell its tense, each by its opening words (a line may be long). */
const TENSE_LINES = 8;
const TENSE_CHARS = 120;

/**
 * The tense the song's own lines are told in, for when no storytelling director sets one: after "I
 * waited on the platform" and "the last train rattled past", the next line is told in the past too.
 * Undefined when none of their verbs shows a tense.
 */
export function songTense(lines: readonly string[]): 'past' | 'present' | undefined {
  let past = 0;
  let present = 0;
  for (const line of lines.slice(-TENSE_LINES)) {
    const text = line.slice(0, TENSE_CHARS);
    const told = toldTense(wordsOf(text), readSyntax(text).tags);
    if (told === 'past') past++;
    else if (told === 'present') present++;
  }
  if (past + present === 0) return undefined;
  return past > present ? 'past' : 'present';
}
