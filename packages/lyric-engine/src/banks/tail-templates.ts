import { a, d, n, type Template, v } from './template-kit';

/** What the unfinished line ends with decides which constituent can follow it. */
export type TailContext =
  | 'determiner'
  | 'adjective'
  | 'preposition'
  | 'clause'
  | 'conjunction'
  | 'subject'
  | 'thing'
  | 'be'
  | 'quality'
  | 'participle'
  | 'gap'
  | 'modal'
  | 'complete'
  | 'object'
  | 'other';

/** Whether a line ending gives the writer's noun a verb of its own: "sun | comes up", "porch | is cold". */
export const hasOwnVerb = (t: Template) => /\{(PV|BEI)\}/.test(t.text);

/**
 * Line endings for finish-the-line, by what the writer's unfinished line ends with: "where" wants a
 * clause ("where the hay still hangs in the air"), "the" an adjective or a noun, "past" a noun
 * phrase. In the 'subject' group {XVO}, {XVE} and {XBE} agree with the writer's own pronoun.
 */
export const TAIL_TEMPLATES: Record<TailContext, readonly Template[]> = {
  determiner: [
    n('{IMGN} {TAIL}', { needs: 'tail' }),
    n('{IMGN} {PV} {TAIL}', { needs: 'tail' }),
    d('{IMGN} {PV} {END}'),
    n('{A} {END}', { needs: 'prep' }),
    n('{END}', { needs: 'prep' }),
  ],
  // After "an old" only the noun is missing: no second adjective.
  adjective: [
    n('{IMGN} {TAIL}', { needs: 'tail' }),
    n('{IMGN} {PV} {TAIL}', { needs: 'tail' }),
    n('{END}', { needs: 'prep' }),
  ],
  preposition: [
    n('{PTAIL}', { needs: 'prep' }),
    n('{NP} {TAIL}', { needs: 'tail' }),
    n('{NP} and the {END}', { needs: 'echo' }),
  ],
  clause: [
    a('{SBE} [still] {END}', { only: 'young free home' }),
    n('{SVO} {TAIL}', { needs: 'tail' }),
    n('{NP} [still] {PV} {TAIL}', { needs: 'tail' }),
    n('{SVE}', { needs: 'verb' }),
    n('{S} [never] {IDIOM}', { needs: 'idiom' }),
    a('{NP} {BEI} [still] {END}', { needs: 'thing' }),
    d('{SVO} {END}'),
    d('{NP} {PV} {END}'),
    v('{S} {END}'),
  ],
  conjunction: [
    n('{SVO} {TAIL}', { needs: 'tail' }),
    n('{NP} [still] {PV} {TAIL}', { needs: 'tail' }),
    n('{SVE}', { needs: 'verb' }),
    n('{SIDIOM}', { needs: 'idiom' }),
    a('{NP} {BEI} [still] {END}', { needs: 'thing' }),
    d('{SVO} {END}'),
    n('{SV=remember} the {END}', { plain: true }),
    v('(then|so) {S} {END}'),
  ],
  subject: [
    n('{XVO} {TAIL}', { needs: 'tail' }),
    n('[still] {XVE}', { needs: 'verb' }),
    n('[never] {XIDIOM}', { needs: 'idiom' }),
    d('{XVO} {END}'),
    a('{XBE} [still] {END}', { needs: 'person' }),
    v('[never] {END}'),
  ],
  // A thing waiting for its verb: what it does on its own ("the radio | still plays at night").
  thing: [n('[still] {PV} {TAIL}', { needs: 'tail' }), d('{PV} {END}')],
  be: [
    a('[still] {END}'),
    n('(out|still) {TAIL}', { needs: 'tail' }),
    a('{A} and {END}', { needs: 'thing' }),
  ],
  // How something is, after a word of degree or "get": "I've never been so | tired", "the nights get | colder".
  quality: [a('{END}')],
  // "I've never", "she has always": the participle ("| seen the light", "| kept the photograph").
  participle: [
    n('{VNO} {TAIL}', { needs: 'tail' }),
    n('{VNE}', { needs: 'verb' }),
    n('{VNIDIOM}', { needs: 'idiom' }),
    d('{VNO} {END}'),
  ],
  // "I'll take whatever", "the one who": a clause with a gap where its object or subject would be
  // ("| I can find"); the templates make whole clauses only, so nothing is offered rather than
  // "whatever | on the floor".
  gap: [],
  modal: [
    n('{VBO} {TAIL}', { needs: 'tail' }),
    n('{VBE}', { needs: 'verb' }),
    n('{VBIDIOM}', { needs: 'idiom' }),
    d('{VBO} {END}', { negative: true }),
    v('{END}', { form: 'base' }),
  ],
  // A whole clause already ("The porch light burns", "I hold your photograph"): a phrase or a
  // linked clause follows, never a second verb.
  complete: [
    n('{TAIL}', { needs: 'tail' }),
    // "And then I flip | again", never "| still again".
    d('{END}'),
    n('(and|while|as) {NP} [still] {PV} {TAIL}', { needs: 'tail' }),
    n('(and|until|while|because) {SVO} {TAIL}', { needs: 'tail' }),
    d('(and|until|while) {SVO} {END}'),
    n('(and|while|because) {SVE}', { needs: 'verb' }),
    n('(and|while|until|when) {SIDIOM}', { needs: 'idiom' }),
    n('and {SV=think} about the {END}', { plain: true }),
    v('(until|when|before) {S} {END}'),
  ],
  // A verb waiting for its object ("I miss", "She always brings"): the object, one the verb takes
  // ("| the porch light at night", "| the photograph").
  object: [
    n('{NP} {TAIL}', { needs: 'tail' }),
    n('the {END}', { needs: 'object' }),
    n('the {A} {END}', { needs: 'object' }),
  ],
  other: [n('{TAIL}', { needs: 'tail' }), d('{END}'), n('and {NP} {PV} {TAIL}', { needs: 'tail' })],
};
