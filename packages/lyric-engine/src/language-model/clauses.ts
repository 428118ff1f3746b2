/**
 * Reading clauses from a line's part-of-speech tags (Brown's tag set, as `readSyntax` gives them):
 * what a trigram model cannot see because the words that matter stand three or more apart.
 */

/** Tags that open a new clause: conjunctions, "where/which/who", a comma, a subject pronoun. */
const CLAUSE_START = /^(cc|cs|wrb|wdt|wps|wpo|,|ppss|pps|ex)(\+|$)/;
/** A clause opened right after a noun is a relative one ("every song I played", "the things we had"). */
const RELATIVE_START = /^(wdt|wps|wpo|ppss|pps)(\+|$)/;
const NOUN = /^(nn|nns|np|nps)$/;
/** Tags that carry a clause's tense: "burns", "was", "can't", "I'm" (the contraction's second half). */
const FINITE = /(^|\+)(vbz|vbd|bez|bedz|ber|bed|bem|hvz|hvd|md|doz|dod)\*?$/;
/** A verb's plain form: the clause's own verb only when it comes first ("The sirens scream"), not in "let it be". */
const BARE = /^(vb|hv|be|do)\*?$/;

/** A plural noun and a singular verb, adverbs aside, or the other way: "the morning people (still) feels". */
const DISAGREE = new Set(['nns vbz', 'nns bez', 'nns hvz', 'nns doz', 'nns bedz*', 'nn ber', 'nn hv']);

/**
 * Whether some clause of the line has two verbs of its own with nothing joining them: "And calls
 * me back drives past the sand", "The sirens scream still sells the van". A line must read as
 * clauses a person could say; this is what a part-of-speech model cannot see three words apart.
 * A relative clause ("every word I wrote | is gold") carries its own verb besides the main one. A
 * plural subject with a singular verb next to it fails too.
 */
export function breaksGrammar(tags: readonly string[]): boolean {
  let finite = 0;
  let limit = 1;
  let previous = '';
  // The word before, past any adverbs: "the morning people | still feels".
  let head = '';
  for (const tag of tags) {
    if (CLAUSE_START.test(tag)) {
      limit = RELATIVE_START.test(tag) && NOUN.test(previous) ? 2 : 1;
      finite = 0;
    }
    if (FINITE.test(tag) || (BARE.test(tag) && finite === 0)) finite++;
    if (DISAGREE.has(`${head} ${tag}`)) return true;
    if (finite > limit) return true;
    previous = tag;
    if (!/^(rb|ql|\*)$/.test(tag)) head = tag;
  }
  return false;
}

/** Tags after which the clause still waits for its next word: "the", "my", "in", "and", "can", "is". */
const WAITING =
  /^(at|ap|abn|dt|dti|dts|pp\$|in|cc|cs|to|md|do|doz|dod|be|bez|ber|bedz|bed|bem|ben|hv|hvz|hvd|wdt|wrb|wps|ql|,)\*?$|\+(md|be[zmr]?|bedz|hv[zd]?)$/;

/**
 * Whether an unfinished line already holds a whole clause at its end: a verb of its own, and
 * nothing left hanging ("The sirens scream", "He watered every acre", "The boss is driving"; not
 * "I'm wearing my", "The moon is", "We couldn't hold"). `needsObject` names the verbs that cannot end
 * a clause without their object ("I miss").
 */
export function endsWholeClause(
  tags: readonly string[],
  words: readonly string[],
  needsObject: (verb: string) => boolean,
): boolean {
  const last = tags[tags.length - 1];
  if (last === undefined || WAITING.test(last)) return false;
  // An adjective after a determiner is a noun still to come: "every reckless".
  const before = tags[tags.length - 2] ?? '';
  if (last === 'jj' && /^(at|ap|abn|dti|dts|pp\$)$/.test(before)) return false;
  // "My heels are barely": the adverb waits for what they are.
  if (/^(rb|ql)$/.test(last) && /^(bez|ber|bedz|bed|bem|be|ben)$|\+be[zmr]$/.test(before)) return false;
  let start = 0;
  tags.forEach((t, i) => {
    if (CLAUSE_START.test(t)) start = i;
  });
  const clause = tags.slice(start);
  const verb = clause.findIndex((t, i) => FINITE.test(t) || (BARE.test(t) && i <= 2) || t === 'vbg');
  if (verb < 0) return false;
  const isVerb = /^(vb|vbz|vbd|vbg)$/.test(last);
  return !(isVerb && needsObject(words[words.length - 1] ?? ''));
}
