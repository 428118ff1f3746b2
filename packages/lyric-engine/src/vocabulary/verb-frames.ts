import { headOf, kindOf, type NounKind } from '../banks/noun-kinds';
import { keepsIdiom } from './verb-objects';

/**
 * Verbs with the objects they can take, so a line holds a photograph and drives past a barn but
 * never holds the rain. `feels` are the mood families (see verbs.ts) a verb suits; `only` narrows
 * a verb to the nouns it really goes with ("slam" a door, "strike" a match).
 */
export type VerbFrame = {
  verb: string;
  kinds: readonly NounKind[];
  feels: readonly string[];
  only?: Set<string>;
};

const f = (verb: string, kinds: string, feels: string, only?: string): VerbFrame => ({
  verb,
  kinds: kinds.split(' ') as NounKind[],
  feels: feels.split(' '),
  ...(only ? { only: new Set(only.split(' ')) } : {}),
});

export const VERB_FRAMES: readonly VerbFrame[] = [
  f('drive past', 'place', 'story sorrow drift'),
  f('walk past', 'place', 'sorrow drift story tender'),
  f('miss', 'place sound scent object vehicle person', 'sorrow tender story drift'),
  f('hold', 'object body', 'tender sorrow bright'),
  f('keep', 'object abstract', 'tender sorrow story'),
  f('carry', 'object abstract', 'tender sorrow story'),
  f('hear', 'sound', 'sorrow drift story tender'),
  f('smell', 'scent', 'story drift sorrow tender'),
  f('find', 'object', 'bright story tender'),
  f('lose', 'object abstract', 'sorrow story'),
  f('remember', 'place sound scent object vehicle', 'sorrow story tender drift'),
  f(
    'leave',
    'place',
    'sorrow story fire',
    'town hometown house farm city station church bar kitchen porch room road field',
  ),
  f(
    'sell',
    'place object vehicle',
    'story fire',
    'farm house car truck ring guitar land van home barn tractor boat',
  ),
  f(
    'burn',
    'object place',
    'fire',
    'letter letters photograph photo picture money cash bridge house barn note receipts map bed',
  ),
  f('break', 'object abstract', 'fire sorrow', 'glass bottle mirror promise word chain lock plate heart'),
  f('slam', 'place', 'fire', 'door gate window'),
  f(
    'tear up',
    'object',
    'fire sorrow',
    'letter letters photograph photo picture note check receipt map page',
  ),
  f('throw', 'object', 'fire', 'glass bottle ring key keys stone brick plate cup phone'),
  f('count', 'object', 'fire story', 'money cash dime coin receipts'),
  f('spit out', 'abstract', 'fire', 'name lie lies truth'),
  f('strike', 'object', 'fire', 'match matches'),
  f('curse', 'person abstract', 'fire', 'name liar thief fate'),
  f('swallow', 'abstract', 'fire sorrow', 'pride shame lie lies'),
  f('tell', 'abstract', 'fire tender', 'truth lie lies'),
  f('chase', 'vehicle light abstract', 'bright fire', 'train car truck light headlights dream glory'),
  f(
    'watch',
    'light weather vehicle',
    'drift sorrow tender',
    'rain snow storm fog train headlights moon sun sunset tide trains',
  ),
  f('turn up', 'sound', 'bright story', 'radio record jukebox song'),
  f('play', 'sound', 'bright tender story', 'radio record jukebox song guitar piano'),
  f('sing', 'sound', 'bright tender', 'song refrain tune'),
  f('drive', 'vehicle', 'story drift bright', 'truck car van'),
  f('wear', 'object', 'tender bright story', 'coat dress shirt hat scarf ring locket necklace'),
  f('read', 'object', 'sorrow tender', 'letter letters note book page pages'),
  f('light', 'light object', 'tender fire', 'candle match fire lantern'),
  f('open', 'place object', 'bright', 'door window gate letter'),
  f('breathe', 'scent weather', 'drift bright', 'hay smoke pine air'),
  f('feel', 'weather', 'drift tender', 'rain heat breeze wind cold'),
];

const byFeel = new Map<string, VerbFrame[]>();

const memo = new Map<string, VerbFrame[]>();

/** Verbs that can take `noun`, the mood's own first; empty when nothing fits. */
export function verbsFor(noun: string, feel: string): VerbFrame[] {
  const key = `${noun}|${feel}`;
  let found = memo.get(key);
  if (!found) {
    found = findVerbs(noun, feel);
    memo.set(key, found);
  }
  return found;
}

function findVerbs(noun: string, feel: string): VerbFrame[] {
  const head = headOf(noun);
  const kind = kindOf(head);
  if (!kind) return [];
  const fits = VERB_FRAMES.filter(
    (v) =>
      v.kinds.includes(kind) &&
      !v.verb.startsWith(head) &&
      (v.only
        ? v.only.has(head) || v.only.has(head.replace(/s$/, ''))
        : // Brown's writers never held a spine: a verb keeps only the objects people use it with.
          keepsIdiom(v.verb, head)),
  );
  const own = fits.filter((v) => v.feels.includes(feel));
  return own.length > 0 ? own : fits;
}

export function framesOf(feel: string): VerbFrame[] {
  let list = byFeel.get(feel);
  if (!list) {
    list = VERB_FRAMES.filter((v) => v.feels.includes(feel) && !v.only);
    byFeel.set(feel, list);
  }
  return list;
}

/** What a noun does on its own: "the radio plays", "the barn still stands", "the hay hangs". */
const PREDICATES: Partial<Record<NounKind, readonly string[]>> = {
  sound: ['play', 'hum', 'crackle'],
  scent: ['hang in the air', 'linger', 'drift in'],
  place: ['stand', 'sit empty', 'lean'],
  light: ['burn', 'flicker', 'glow'],
  weather: ['roll in', 'come down', 'settle'],
  object: ['gather dust', 'sit'],
  vehicle: ['rust', 'sit', 'idle'],
  body: ['shake', 'ache'],
  person: ['wait', 'laugh', 'call'],
};

/** Nouns that do their own thing: a phone rings, it doesn't play. */
const OWN_PREDICATES: Record<string, readonly string[]> = {
  phone: ['ring'],
  telephone: ['ring'],
  bell: ['ring'],
  bells: ['ring'],
  choir: ['sing'],
  voice: ['crackle', 'fade'],
  silence: ['hang in the air'],
  thunder: ['roll in'],
  rain: ['come down', 'fall'],
  snow: ['fall', 'come down'],
  wind: ['blow'],
  breeze: ['blow'],
  fog: ['roll in', 'settle'],
  dust: ['settle'],
  smoke: ['hang in the air', 'drift in'],
};
/** Only buildings stand, lean or sit empty; a field or a road does nothing on its own. */
const BUILDINGS = new Set(
  'kitchen barn house room church bar motel hotel station cafe saloon shed shack chapel attic garage basement diner cabin tower'.split(
    ' ',
  ),
);

/** A place you are inside: "in the hotel" cannot follow "we rode the meadow". */
export const isBuilding = (noun: string): boolean => BUILDINGS.has(headOf(noun));

export function predicatesFor(noun: string): readonly string[] {
  const head = headOf(noun);
  const own = OWN_PREDICATES[head];
  if (own) return own;
  const kind = kindOf(head);
  if (kind === 'place' && !BUILDINGS.has(head)) return [];
  return (kind && PREDICATES[kind]) || [];
}

/** Adjectives a thing of each kind can take: the barn is empty, the radio is quiet, never "blue". */
const ADJ_BY_KIND: Partial<Record<NounKind, Set<string>>> = {
  place: new Set('empty quiet cold gone still hollow'.split(' ')),
  sound: new Set('quiet gone low soft still'.split(' ')),
  scent: new Set('gone sweet strong faint'.split(' ')),
  object: new Set('old broken gone cold empty stolen frozen heavy new'.split(' ')),
  vehicle: new Set('old broken gone cold empty stolen'.split(' ')),
  light: new Set('low bright gone cold warm'.split(' ')),
  weather: new Set('cold warm heavy wild slow'.split(' ')),
  body: new Set('cold numb heavy tired'.split(' ')),
  abstract: new Set('gone broken cold old'.split(' ')),
};
export const THING_ADJECTIVES = new Set(Object.values(ADJ_BY_KIND).flatMap((s) => [...s]));

/** Whether "the <image> is <adjective>" makes sense. */
export function describes(image: string, adjective: string): boolean {
  const kind = kindOf(headOf(image));
  return kind !== undefined && (ADJ_BY_KIND[kind]?.has(adjective) ?? false);
}
export const PERSON_ADJECTIVES = new Set(
  'free lost numb brave proud tired restless reckless ready steady lonely shy kind blind sure alive awake young strong wrong done calm safe true gone cold quiet'.split(
    ' ',
  ),
);
