/**
 * Line templates. Tokens: {S} subject, {V}/{V2} conjugated verb, {SV} subject+verb, {VB} base verb,
 * {SBE} subject+be, {DONT} negation, {O} object, {P}/{OP} possessives, {IMG} an image phrase,
 * {BEI} "be" agreeing with the last image, {IS} singular "be", {N} palette noun, {A} palette
 * adjective, {END} the rhyme word. (a|b) picks one, [x] is optional: both vary the syllable count.
 */

export type EndClass = 'noun' | 'adjective' | 'adverb';
export type Template = { end: EndClass; text: string; negative?: boolean };

const n = (text: string): Template => ({ end: 'noun', text });
const a = (text: string): Template => ({ end: 'adjective', text });
const d = (text: string, negative = false): Template => ({ end: 'adverb', text, negative });

/** Whole lines, for the empty-line case and for chat suggestions. */
export const LINE_TEMPLATES: readonly Template[] = [
  n('[and] {SV} {IMG} (down by|out by|under|beneath) the {END}'),
  n('{SV} {IMG} (into|through|across|toward) the {END}'),
  n('{IMG} and the {A} {END}'),
  n('[oh,] {IMG} (in|by|under) the {A} {END}'),
  n('[and] {SV} {O} (in|by|under) the {END}'),
  n("{S} (can't|couldn't) {VB} {IMG} from the {END}"),
  n('{SV} {IMG}, {SV2} the {END}'),
  n("(when|while|since|'cause) {SV} {IMG} (at|by|in) the {END}"),
  n('{SBE} [still] {A} (in|by|under) the {END}'),
  n('{SBE} {A} like the {END}'),
  n('{IMG} and {P} {A} {END}'),
  n('there (is|was) no {N} (on|in|by) the {END}'),
  n('{S} {DONT} {VB} the {N} (in|on) {OP} {END}'),
  n('all {SV} {IS} {IMG} and the {END}'),
  n('[and] {SV} {P} {N} (under|by|in) the {END}'),
  n('{SV} {IMG} for the {END}'),
  n('{IMG} {BEI} {A} (in|under) the {END}'),
  n('[so] {SV} {O} one more time by the {END}'),
  n('(like|just like) {IMG} in the {END}'),
  n('{SV} {IMG} and {V2} the {END}'),
  n('{P} {N} (in|on) {OP} {END}'),
  n('[oh,] {IMG} (was|is) all (I|we) had (in|of) the {END}'),
  a('[and] {SBE} [so] {END}'),
  a('{IMG} {BEI} [still] {END}'),
  a('[and] the {N} {IS} {END}'),
  a('{SV} {IMG} and {SBE} {END}'),
  a('with {IMG}, {SBE} {END}'),
  a('[but] {OP} {N} {IS} [never] {END}'),
  a('{SBE} {A} and {END}'),
  a('[oh,] {SV} {O} and {SBE} {END}'),
  d('[and] {SV} {IMG} {END}'),
  d('[and] {SV} {O} {END}'),
  d('{SBE} {A} and {A} {END}'),
  d('with {IMG}, {SV} {O} {END}'),
  d('{S} {DONT} {VB} {IMG} {END}', true),
  d("{S} (can't|couldn't) {VB} {IMG} {END}", true),
  d('[oh,] {IMG} {BEI} {A} {END}'),
  d('{SV} {P} {N} and {IMG} {END}'),
  d('[and] {SV} the {N} {END}'),
];

export type TailContext = 'determiner' | 'preposition' | 'conjunction' | 'subject' | 'be' | 'modal' | 'other';

/**
 * Line endings, by what the writer's unfinished line ends with. In the 'subject' group {XV} and
 * {XBE} agree with the writer's own pronoun.
 */
export const TAIL_TEMPLATES: Record<TailContext, readonly Template[]> = {
  determiner: [
    n('{A} {END}'),
    n('{END}'),
    n('{N} and the {END}'),
    n('{A} {N} by the {END}'),
    n('{N} (in|on) the {END}'),
  ],
  preposition: [
    n('the {END}'),
    n('the {A} {END}'),
    n('{IMG} and the {END}'),
    n('{IMG} (in|by) the {END}'),
    n('{P} {END}'),
    n('the {N} and the {END}'),
  ],
  conjunction: [
    n('{SV} {IMG} (in|by) the {END}'),
    a('{SBE} {END}'),
    n('{SV} the {END}'),
    d('{SV} {O} {END}'),
    d('{SV} {IMG} {END}'),
    a('the {N} {IS} {END}'),
  ],
  subject: [
    n('{XV} {IMG} (in|by) the {END}'),
    n('{XV} the {END}'),
    a('{XBE} [so] {END}'),
    d('{XV} {O} {END}'),
    d('{XV} {IMG} {END}'),
    n('{XV} {IMG} and the {END}'),
  ],
  be: [
    a('{END}'),
    a('{A} and {END}'),
    n('{A} in the {END}'),
    n('still {A} by the {END}'),
    n('(lost|alone|out) in the {END}'),
  ],
  modal: [
    d('{VB} {IMG} {END}', true),
    n('{VB} the {END}'),
    n('{VB} {IMG} (in|by) the {END}'),
    d('{VB} {O} {END}', true),
  ],
  other: [
    n('(in|by|under|through) the {END}'),
    n('in the {A} {END}'),
    n('and {SV} the {END}'),
    n('like {IMG} in the {END}'),
    d('{END}'),
    d('and {SV} {O} {END}'),
    n('with {IMG} and the {END}'),
    a('and the {N} {IS} {END}'),
  ],
};
