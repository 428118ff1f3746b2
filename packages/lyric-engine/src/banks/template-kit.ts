/**
 * Line shapes. Each is a small phrase grammar whose slots are typed, so the verb fits its object
 * and the last word fits its frame:
 *   {S} subject, {O} the other person, {ME} me, {P}/{OP} possessives, {CAN}/{CANT}/{ITS} by tense
 *   {SVO} subject + verb + an object it can take, {VO}/{XVO}/{VBO} the same without the subject
 *   (conjugated, in the writer's voice, base form; {VNO} the participle, after "have"), {NP} an image, {IMGN} an image without "the",
 *   {PV} what that image does ("plays", "still stands"), {BEI} "be" agreeing with it
 *   {TAIL} a place or time ending on the rhyme word ("at night", "down the road"); {PTAIL} the
 *   same after the writer's own preposition ("past" + "the barn")
 *   {SVE}/{VE}/{XVE}/{VBE}/{VNE} a verb that can take the rhyme word as its object, then the word
 *   {SV=a|b}/{V=a|b}/{VB=a|b} a fixed verb, conjugated; {A} an adjective; {END} the rhyme word
 *   {SIDIOM}/{IDIOM}/{XIDIOM}/{VBIDIOM}/{VNIDIOM} an idiom Brown closes a clause on, ending on the rhyme word
 *   ("I made a mistake", "caught your breath"), like {SVE}/{VE}/{XVE}/{VBE}; its possessive follows the voice
 * (a|b) picks one and [x] is optional: both vary the syllable count. `needs` narrows the end word.
 */

/** Every slot a template may name, as described above; `fill` has one case for each. */
export const TOKENS = [
  'S',
  'O',
  'ME',
  'P',
  'OP',
  'CAN',
  'CANT',
  'ITS',
  'DONT',
  'SVO',
  'VO',
  'XVO',
  'VBO',
  'VNO',
  'SVE',
  'VE',
  'XVE',
  'VBE',
  'VNE',
  'SIDIOM',
  'IDIOM',
  'XIDIOM',
  'VBIDIOM',
  'VNIDIOM',
  'NP',
  'IMGN',
  'PV',
  'BELONGS',
  'BEI',
  'SBE',
  'XBE',
  'TAIL',
  'PTAIL',
  'SV',
  'V',
  'VB',
  'A',
  'N',
  'END',
] as const;
export type Token = (typeof TOKENS)[number];
const TOKEN_SET: ReadonlySet<string> = new Set(TOKENS);
export const isToken = (name: string): name is Token => TOKEN_SET.has(name);

/** The slots a template's text names: "{SV=carry} {O} {TAIL}" -> SV, O, TAIL. */
export function tokensOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)(?:=[^}]*)?\}/g)].map((m) => m[1] as string);
}

/** Where a line sits in the song's story (compose/section.ts reads it off the song). */
export type Role = 'situation' | 'turn' | 'message';
export type EndClass = 'noun' | 'adjective' | 'adverb' | 'verb';
export type EndNeed =
  | 'tail'
  | 'verb'
  | 'thing'
  | 'person'
  | 'echo'
  | 'object'
  | 'grudge'
  | 'prep'
  | 'time'
  | 'simile'
  | 'idiom';
export type Template = {
  end: EndClass;
  text: string;
  negative?: boolean;
  needs?: EndNeed;
  roles?: readonly Role[];
  feels?: readonly string[];
  /** The only rhyme words this shape can close on ("I should have seen it in your eyes"). */
  only?: ReadonlySet<string>;
  /** A plain frame any common word can close: a last resort that keeps the rhyme, never a first pick. */
  plain?: true;
  /**
   * A verb ending's form whatever the song's tense: the past ("that was the night I knew"), the base
   * after a modal ("I can't | forget"); otherwise the form its subject takes.
   */
  form?: 'past' | 'base';
};
export type Opts = {
  needs?: EndNeed;
  roles?: string;
  feels?: string;
  negative?: boolean;
  only?: string;
  plain?: true;
  form?: 'past' | 'base';
};

const make = (end: EndClass, text: string, o: Opts = {}): Template => ({
  end,
  text,
  ...(o.needs ? { needs: o.needs } : {}),
  ...(o.negative ? { negative: true } : {}),
  ...(o.roles ? { roles: o.roles.split(' ') as Role[] } : {}),
  ...(o.feels ? { feels: o.feels.split(' ') } : {}),
  ...(o.only ? { only: new Set(o.only.split(' ')) } : {}),
  ...(o.plain ? { plain: true as const } : {}),
  ...(o.form ? { form: o.form } : {}),
});
export const n = (text: string, o: Opts = {}) => make('noun', text, o);
export const a = (text: string, o: Opts = {}) => make('adjective', text, o);
export const d = (text: string, o: Opts = {}) => make('adverb', text, o);
/** A line ending on a verb of END_VERBS, in the form the subject before it takes. */
export const v = (text: string, o: Opts = {}) => make('verb', text, o);
