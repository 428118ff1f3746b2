/**
 * What a noun is, as far as a line needs to know: which verbs can take it ("hold" a photograph,
 * "drive past" a barn, "hear" a radio) and which prepositions can put it at the end of a line
 * ("at night", "in the rain", "down the road", "on the porch").
 */

export type NounKind =
  | 'place'
  | 'time'
  | 'weather'
  | 'light'
  | 'sound'
  | 'scent'
  | 'object'
  | 'vehicle'
  | 'body'
  | 'person'
  | 'abstract';

const words = (s: string) => s.trim().split(/\s+/);

/** Places by the prepositions they take; the first is the most natural. */
const PLACE_PREPS: [preps: string, nouns: string][] = [
  [
    'in|past|outside|behind',
    'kitchen barn house room church bar motel hotel station cafe saloon shed shack chapel garage town hometown downtown city diner hospital school cabin tower',
  ],
  // Inside a house, up or down: nobody drives past the attic.
  ['in|up in', 'attic'],
  ['in|down in', 'basement'],
  ['down|in', 'hallway hall aisle corridor'],
  [
    'on|across|past|out on',
    'farm field fields yard porch deck pier dock bridge stage shore coast beach hill lawn',
  ],
  // What one stands on is crossed, not passed: "across the floor", never "walk past the floor".
  ['on|across|out on', 'floor roof land ground grass sand'],
  ['down|along|on', 'road highway lane street avenue track stairs railroad line trail'],
  ['at|by|through', 'door doorway window gate fence'],
  // A sill is something to sit on or by, not to go through.
  ['on|at|by', 'windowsill sill'],
  ['by|across|into|down by', 'sea ocean bay river lake stream water tide lagoon cove creek harbor'],
  // Open ground is crossed, not lain under: "across the park", never "under the park".
  ['in|through|across', 'garden grove meadow park countryside wasteland playground alley parking'],
];

/** Times take their own words: "at night", "all summer", "in the morning". */
const TIME_TAILS: Record<string, readonly string[]> = {
  night: ['at night', 'all night', 'into the night', 'every night'],
  midnight: ['at midnight', 'past midnight', 'till midnight'],
  noon: ['at noon', 'till noon'],
  dawn: ['at dawn', 'till dawn', 'before the dawn'],
  morning: ['in the morning', 'till morning', 'every morning'],
  afternoon: ['all afternoon', 'in the afternoon'],
  day: ['all day', 'every day', 'by the end of the day'],
  daylight: ['by daylight', 'till daylight'],
  year: ['all year', 'every year', 'one more year'],
  spring: ['last spring', 'in the spring', 'all spring'],
  summer: ['last summer', 'all summer', 'in the summer'],
  winter: ['last winter', 'all winter', 'in the winter'],
  fall: ['last fall', 'in the fall'],
  twilight: ['at twilight', 'in the twilight'],
  nightfall: ['at nightfall', 'by nightfall'],
  weekend: ['all weekend', 'every weekend'],
  evening: ['in the evening', 'every evening'],
  yesterday: ['like yesterday'],
  hour: ['at this hour', 'every hour'],
  time: ['one more time', 'all the time', 'every time'],
};

const OTHER_KINDS: [NounKind, string][] = [
  ['weather', 'rain snow wind storm fog heat thunder hurricane monsoon breeze dust smoke weather air cold'],
  [
    'light',
    'light moonlight headlight headlights streetlight streetlights firelight spotlight sunlight glow shine beam flame fire campfire candle neon',
  ],
  [
    'sound',
    'radio song tune chime bell bells choir drum guitar piano record jukebox voice silence refrain thunder telephone phone',
  ],
  ['scent', 'hay smell smoke perfume coffee whiskey wine bread lemonade rain pine'],
  [
    'object',
    'ring coat glove letter letters photograph photo picture key keys glass bottle stone bone chain knife gun dime coin thread sheet suitcase clock ticket shoe shoes dress shirt hat scarf locket necklace note map book page pages kite wire match matches money cash receipt receipts check rope blade brick lock mirror candle cup plate chair bed blanket pillow yearbook cassette polaroid bicycle apron',
  ],
  ['vehicle', 'truck car train plane boat ship van bus bike canoe tractor'],
  [
    'body',
    'heart hand hands chest bones bone knees eyes face skin lip lips throat neck spine head feet arm arms fingertips teeth shoulder shoulders',
  ],
  [
    'person',
    'friend stranger liar thief lover brother mother father daughter fool king bride crew crowd man girl ghost dad mom',
  ],
  [
    'abstract',
    'pride shame grace truth trust love fate fear grief belief blame desire despair glory devotion emotion distance youth dream soul life name word plan game score debt promise lie lies prayer faith chance peace alibi regret threat bet goodbye',
  ],
];

const KIND = new Map<string, NounKind>();
const PREPS = new Map<string, readonly string[]>();
for (const [preps, nouns] of PLACE_PREPS) {
  for (const noun of words(nouns)) {
    KIND.set(noun, 'place');
    PREPS.set(noun, preps.split('|'));
  }
}
for (const noun of Object.keys(TIME_TAILS)) KIND.set(noun, 'time');
for (const [kind, nouns] of OTHER_KINDS)
  for (const noun of words(nouns)) if (!KIND.has(noun)) KIND.set(noun, kind);
/** The bank's nouns of one kind ("person": friend, stranger, mom …). */
export const nounsOfKind = (kind: NounKind): string[] =>
  [...KIND].filter(([, k]) => k === kind).map(([w]) => w);

const LOOSE_PREPS: Partial<Record<NounKind, readonly string[]>> = {
  weather: ['in the', 'out in the'],
  light: ['in the', 'under the', 'by the'],
};

const INNER_PREP = /^(of|in|on|at|by|from|with|under|behind|past|near|across|through)$/;

/** The noun an image is about: "smell of hay" -> smell, "radio in the kitchen" -> radio, "old red barn" -> barn. */
export function headOf(image: string): string {
  const words = image.trim().toLowerCase().split(/\s+/);
  const prep = words.findIndex((w, i) => i > 0 && INNER_PREP.test(w));
  return (prep > 0 ? words[prep - 1] : words[words.length - 1]) ?? '';
}

/** The kind of a noun or of an image's head; plurals fall back to their singular. */
export function kindOf(noun: string): NounKind | undefined {
  const word = headOf(noun);
  return KIND.get(word) ?? (word.endsWith('s') ? KIND.get(word.slice(0, -1)) : undefined);
}

const tailMemo = new Map<string, readonly string[]>();

/** Ways a line can end on this noun as a place or a time: "down the road", "at night". */
export function tailsFor(noun: string): readonly string[] {
  let found = tailMemo.get(noun);
  if (!found) {
    found = findTails(noun);
    tailMemo.set(noun, found);
  }
  return found;
}

function findTails(noun: string): readonly string[] {
  const time = TIME_TAILS[noun];
  if (time) return time;
  const preps = PREPS.get(noun) ?? (noun.endsWith('s') ? PREPS.get(noun.slice(0, -1)) : undefined);
  if (preps) return preps.map((p) => `${p} the ${noun}`);
  const kind = KIND.get(noun);
  const loose = kind ? LOOSE_PREPS[kind] : undefined;
  return loose ? loose.map((p) => `${p} ${noun}`) : [];
}

export const canEndATail = (noun: string) => tailsFor(noun).length > 0;

/** Prepositions any place or light can follow: "beneath the streetlight", "near the barn". */
const PLACE_PREPOSITIONS = new Set(
  'by beneath under below beside behind near toward towards around outside over past from to into'.split(' '),
);
const LOOSE_PREPOSITIONS = new Set([
  'with',
  'like',
  'of',
  'for',
  'from',
  'about',
  'without',
  'near',
  'beside',
  'by',
]);

/** Whether a noun can follow this preposition: "on the farm" yes, "in the farm" no. */
export function takesPrep(noun: string, prep: string): boolean {
  const head = headOf(noun);
  const tails = tailsFor(head);
  if (tails.length === 0) return LOOSE_PREPOSITIONS.has(prep);
  if (tails.some((t) => t.startsWith(`${prep} `))) return true;
  const kind = KIND.get(head);
  return (kind === 'place' || kind === 'light') && PLACE_PREPOSITIONS.has(prep);
}
