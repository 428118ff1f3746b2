import { a, d, n, type Template, v } from './template-kit';

export type { EndClass, EndNeed, Template } from './template-kit';

const SOFT = 'tender sorrow story drift bright';

/** Whole lines, for the empty-line case and for chat suggestions. */
export const LINE_TEMPLATES: readonly Template[] = [
  n('[and] {SVO} {TAIL}', { needs: 'tail', roles: 'situation turn' }),
  n('{NP} [still] {PV} {TAIL}', { needs: 'tail', roles: 'situation turn', feels: SOFT }),
  n('{SVO}, {NP} {PV} {TAIL}', { needs: 'tail', roles: 'situation', feels: SOFT }),
  n('{NP} {PV} (while|as) {SVE}', { needs: 'verb', roles: 'situation', feels: SOFT }),
  a('{SVO}, {NP} {BEI} {END}', { needs: 'thing', roles: 'situation turn' }),
  a('[and] {NP} {BEI} [still] {END}', { needs: 'thing', roles: 'situation', feels: SOFT }),
  d('[and] {SVO} {END}', { roles: 'situation turn' }),
  n('{SVO} like a {END}', { needs: 'simile', roles: 'situation' }),
  n('{S} {V=feel} like a {END}', { needs: 'person', roles: 'turn message' }),
  d('{NP} [still] {PV} {END}', { roles: 'situation', feels: SOFT }),
  n('{S} {CAN} still {VBO} {TAIL}', { needs: 'tail', roles: 'situation message', feels: SOFT }),
  n('but {S} {CANT} {VBO} {TAIL}', { needs: 'tail', roles: 'turn' }),
  n('{ITS} never {NP}, {ITS} the {END}', { needs: 'echo', roles: 'turn message' }),
  n('now {NP} {BELONGS} to a {END}', { needs: 'person', roles: 'turn' }),
  d('{S} never {VO} {END}', { roles: 'turn', negative: true }),
  n('maybe {SVO} {TAIL}', { needs: 'tail', roles: 'turn', feels: SOFT }),
  n('and still {NP} {PV} {TAIL}', { needs: 'tail', roles: 'turn message' }),
  d("{S}'ll {VBO} {END}", { roles: 'message' }),
  n('{S} still {VO} {TAIL}', { needs: 'tail', roles: 'message turn' }),
  n('{SV=carry} {O} {TAIL}', { needs: 'tail', roles: 'message', feels: SOFT }),
  n('{SV=hold|miss} {O} {TAIL}', { needs: 'time', roles: 'message', feels: SOFT }),
  n('{S} still {VE}', { needs: 'verb', roles: 'message', feels: SOFT }),
  n('{SV=dance|wait|drive} with {O} {TAIL}', {
    needs: 'tail',
    roles: 'message situation',
    feels: 'bright tender',
  }),
  n('you can keep the {END}', { needs: 'object', roles: 'message turn', feels: 'fire' }),
  n("I'm done with {OP} {END}", { needs: 'grudge', roles: 'message turn', feels: 'fire' }),
  d("don't you ever {VB=lie to|call|look at} {ME} {END}", { roles: 'message turn', feels: 'fire' }),
  a("I won't be {END}", { needs: 'person', roles: 'message', feels: 'fire' }),
  a("you (think|thought) I'm {END}", { needs: 'person', roles: 'turn situation', feels: 'fire' }),
  n('I should have seen it in your {END}', {
    roles: 'situation turn',
    feels: 'fire sorrow',
    only: 'smile eyes face',
  }),
  n('you (lied|smiled) right to my {END}', { roles: 'situation', feels: 'fire', only: 'face' }),
  n('every word you said was a {END}', { roles: 'situation turn', feels: 'fire', only: 'lie' }),
  n('you (sold|traded) me out for a {END}', { roles: 'situation turn', feels: 'fire', only: 'dime song' }),
  n('I (gave|lent) you every {END}', { roles: 'situation', feels: 'fire sorrow', only: 'dime' }),
  n("you swore you'd pay me back by {END}", {
    roles: 'situation',
    feels: 'fire',
    only: 'spring summer fall winter',
  }),
  n("now you (can't|won't) look me in the {END}", {
    roles: 'turn situation',
    feels: 'fire',
    only: 'eye face',
  }),
  n('you (took|stole) my {END}', {
    roles: 'situation turn',
    feels: 'fire',
    only: 'time pride name word trust faith',
  }),
  d('{S} (trusted|believed) you {END}', { roles: 'situation turn', feels: 'fire', only: 'again anyway' }),
  n('{S} {CANT} (pay|buy) back the {END}', { roles: 'turn', feels: 'fire sorrow', only: 'time years debt' }),
  // Idioms Brown closes a clause on, ending on the rhyme word ("I lost my way", "we came home").
  n("(so|and then|that's when) {SIDIOM}", { needs: 'idiom', roles: 'situation turn' }),
  n('{S} (never|finally|just) {IDIOM}', { needs: 'idiom', roles: 'turn message' }),
  n('{NP} {PV} (when|as) {SIDIOM}', { needs: 'idiom', roles: 'situation turn', feels: SOFT }),
  // Frames any common noun or adjective can close, so a rhyme from the wide vocabulary still reads.
  n('{SV=remember} the {END}', { roles: 'situation turn message', plain: true }),
  n("{S} (can't|won't) forget the {END}", { roles: 'turn message', plain: true }),
  n('{SV=think} about the {END}', { roles: 'situation turn', plain: true }),
  // Ending on what a person did: "The porch light burned until you came", "but you never called".
  v('{NP} {PV} (until|when|before|as) {S} {END}', { roles: 'situation turn' }),
  v('(that|it) was the (night|day|year|summer) {S} {END}', { roles: 'turn message', form: 'past' }),
  v('(and|but) {S} never [really] {END}', { roles: 'turn message' }),
  a('and {ITS} all so {END}', { roles: 'turn message', plain: true }),
];

export { hasOwnVerb, TAIL_TEMPLATES, type TailContext } from './tail-templates';
