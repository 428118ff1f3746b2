import { KNOWN_PASTS } from '../banks/verbs';
import type { SongState } from '../conversation/song-state';
import { capitalize, hasTypedContraction, TYPED_CONTRACTIONS } from '../util/text';
import { singable } from './singable';

/** The writer's material in the words a reply uses: "my dad" becomes "your dad". */
export type Slots = {
  person?: string;
  pronoun?: 'he' | 'she' | 'they';
  image?: string;
  image2?: string;
  place?: string;
  time?: string;
  event?: string;
  /** What the newest message itself tells happened: a reply that says it back says back the news. */
  news?: string;
  /** The newest message's strongest clause with someone doing something in it, in "you" words. */
  said?: string;
  /** The newest message whole, in "you" words, when it is short and asks nothing. */
  message?: string;
  phrase?: string;
  theme?: string;
};

const YOU: Record<string, string> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  we: 'you',
  us: 'you',
  our: 'your',
  ours: 'yours',
  "i'm": "you're",
  "i've": "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  "we're": "you're",
  "we've": "you've",
  am: 'are',
};

/** "her" as the one who does something: "so she should know", "what she will miss". */
export const AS_SUBJECT: Record<string, string> = { her: 'she', him: 'he', them: 'they' };

/**
 * The writer's words turned to address them: "I keep my dad's radio" -> "you keep your dad's radio",
 * with the apostrophes quick typing leaves out put back ("i havent told him" -> "you haven't told him").
 */
export function toYou(text: string): string {
  // A title typed in capitals keeps its own words: "he sang Im So Lonesome I Could Cry".
  let out = '';
  let last = 0;
  for (const m of text.matchAll(TITLE_RUN)) {
    out += youWords(text.slice(last, m.index)) + m[0];
    last = (m.index ?? 0) + m[0].length;
  }
  return out + youWords(text.slice(last));
}

/** Three or more capitalised words in a row, not at the start: a song's or a book's title. */
const TITLE_RUN = /(?<=\S\s)(?:[A-Z][\w']*\s+){2,}[A-Z][\w']*/g;

function youWords(text: string): string {
  return (
    text
      .replace(/\b[a-z]+\b/gi, (w) => TYPED_CONTRACTIONS[w.toLowerCase()] ?? w)
      // "so were getting divorced": a typed "we're" before what is going on.
      .replace(/(?<!\b(?:we|you|they|who|there) )\bwere (?=\w+ing\b)/gi, "we're ")
      .replace(/\b[Ii] was\b/g, 'you were')
      // "I-40" is a road, not the writer.
      .replace(/\b[A-Za-z']+\b(?!-\d)/g, (w) => {
        const key = w.toLowerCase();
        return Object.hasOwn(YOU, key) ? (YOU[key] as string) : w;
      })
  );
}

const KIN_POSSESSOR = /^(mom|dad|mama|grandpa|grandma|nana|mother|father|brother|sister|wife|husband)'s /i;

/** "tire swing" -> "the tire swing", "roommate's tv" -> "the roommate's tv"; "grandpa's farm" and names stay. */
export function withArticle(image: string): string {
  return /^(the|a|an|my|your|his|her|our|their)\s|^[A-Z]/.test(image) || KIN_POSSESSOR.test(image)
    ? image
    : `the ${image}`;
}

const TIME_WORDS =
  /^(morning|night|evening|afternoon|day|days|week|weeks|year|years|month|spring|summer|fall|autumn|winter|tonight|today)$/;

/** Images by the sentence they are in, the message's last sentence first; in their order within it. */
function lastSaidFirst(images: readonly string[], story: string): string[] {
  const sentences = story.toLowerCase().split(/(?<=[.!?])\s+/);
  const sentenceOf = (image: string) => {
    for (let i = sentences.length - 1; i >= 0; i--) if (sentences[i]?.includes(image.toLowerCase())) return i;
    return -1;
  };
  return images
    .map((image, order) => ({ image, order, at: sentenceOf(image) }))
    .sort((a, b) => b.at - a.at || a.order - b.order)
    .map((x) => x.image);
}

/** A word an image can't start with, or be: "up old coach", "says bus", "little". */
const NOT_AN_IMAGE_START =
  /^(?:up|down|out|off|over|in|on|at|to|for|from|with|by|of|about|into|onto|says|said|is|was|are|were|has|had|gets|got|makes|made|honks|does)\s/;
const NOT_AN_IMAGE =
  /^(?:little|big|old|new|young|whole|same|other|last|next|only|own|real|good|bad|nice|great|hell|heck)$/;

/**
 * Images worth naming back: several words before one, never a bare time of day, a lone "the city's",
 * a phrase cut from its noun ("up old coach", "little") or letters split from a word ("t a's kitchen").
 */
function namable(images: readonly string[]): string[] {
  const kept = images.filter(
    (i) =>
      !TIME_WORDS.test(i) &&
      !/'s$/.test(i) &&
      !NOT_AN_IMAGE_START.test(i) &&
      !NOT_AN_IMAGE.test(i) &&
      !/(?:^|\s)[b-hj-z](?:'s)?(?:\s|$)/i.test(i) &&
      !hasTypedContraction(i),
  );
  return [...kept.filter((i) => i.includes(' ')), ...kept.filter((i) => !i.includes(' '))];
}

/**
 * A clause told without its "I", as writers text: "found a tennis ball up there from like 2015",
 * "finally cleaned the gutters". A line as it stands.
 */
/** Pasts the verb bank leaves out, as writers start a clause with them. */
const MORE_PASTS = new Set(['became', 'had', 'quit', 'sent', 'began']);

export const startsDone = (text: string) => {
  const first = /^(?:(?:finally|just|always|never|still|then|also)\s+)?([a-z]+)\s/i
    .exec(text)?.[1]
    ?.toLowerCase();
  return (
    first !== undefined &&
    (KNOWN_PASTS.has(first) || MORE_PASTS.has(first) || /^[a-z]{3,}ed$/.test(first)) &&
    first !== 'was'
  );
};

/**
 * A clause told without its "I" that is the writer's own, so a reply says it back with "you":
 * "became a grandma at 6:40" -> "you became a grandma at 6:40". Only one that opens a sentence of the
 * story: in "Dario, lost his mom" or "she got up and asked if it counted" someone else did it.
 */
export function toldWithoutI(clause: string, story: string): boolean {
  if (!startsDone(clause) || /\b(?:he|she|they|his|her|their|him|them)\b/i.test(clause)) return false;
  const at = story.toLowerCase().indexOf(clause.toLowerCase());
  return at >= 0 && /(?:^|[.!?\n]\s*)$/.test(story.slice(0, at));
}

/** The writer's clause in "you" words, its "you" given back when it was told without its "I". */
export const saidToYou = (clause: string, story: string) =>
  `${toldWithoutI(clause, story) ? 'you ' : ''}${toYou(clause)}`;

/** A whole clause with someone in it: "I shoveled the whole drive in my bathrobe". */
const CLAUSE_START = /^(?:i|i'm|i've|we|he|she|they|my|our|his|her|their|the)\s/i;

/** The message's last whole clause of its strongest: what it ends on ("she pretended not to cry…"). */
function saidClause(phrases: readonly string[], story: string): string | undefined {
  const lower = story.toLowerCase();
  // "PASSED MY JOURNEYMAN TEST" is said back in sentence case; a clause told without its "I" gets its
  // "you", or is no whole clause ("asked if it counted", after "she got up and").
  const said = (p: string) => {
    const plain = p === p.toUpperCase() ? p.toLowerCase() : p;
    const you = saidToYou(plain.charAt(0).toLowerCase() + plain.slice(1), story);
    return CLAUSE_START.test(p) || you.startsWith('you ') ? you : null;
  };
  // The story's own long sentences count too, cut where a line can end ("she tipped in two dollar bills
  // and hummed Peggy Lee under the dryer" -> "she tipped in two dollar bills").
  const cut = singable(story)
    .split(/[.;!?]+|,\s/)
    .map((c) => c.trim())
    .filter((c) => c !== '' && !phrases.includes(c));
  return (
    [...phrases, ...cut]
      .filter((p) => {
        const n = p.split(/\s+/).length;
        // "he sang Im So Lonesome I Could Cry at": a clause cut before its place is no whole one.
        const cut = /\b(?:at|in|on|of|to|for|with|from|by|and|the|a|an)$/i.test(p);
        return n >= 4 && n <= 12 && !/["?]/.test(p) && !cut && said(p) !== null;
      })
      .sort((a, b) => lower.lastIndexOf(b.toLowerCase()) - lower.lastIndexOf(a.toLowerCase()))
      .map(said)[0] ?? undefined
  );
}

/** Longest message said back whole. */
const WHOLE_WORDS = 14;

/** "not answering. not yet." -> "Not answering. Not yet": a short message said back whole, or undefined. */
export function wholeMessage(story: string): string | undefined {
  const words = story.split(/\s+/).filter(Boolean).length;
  if (words === 0 || words > WHOLE_WORDS || story.includes('?')) return undefined;
  return story
    .trim()
    .split(/(?<=[.!])\s+/)
    .map((s) => capitalize(toYou(s === s.toUpperCase() ? s.toLowerCase() : s).replace(/[.!]+$/, '')))
    .join('. ');
}

export function slotsOf(state: SongState, offset: number): Slots {
  const person = state.people[offset % Math.max(1, state.people.length)];
  // The newest message's images first, so a reply names what was just said; the last thing it says
  // first ("took my mom shopping. she pretended not to cry in the cereal aisle": the cereal aisle).
  const images = [
    ...namable(lastSaidFirst(state.latest.images, state.latest.story)),
    ...namable(state.images),
  ];
  return slotsFrom(state, person, images, state.latest.events[0] ?? state.firstEvent);
}

/**
 * Only what the newest message itself holds: its people, images and events. A question asks about
 * what was just said, never about an image from three messages ago ("who would notice first if the
 * single bulb were gone?" after the writer named their artists).
 */
export function newestSlots(state: SongState): Slots {
  const { latest } = state;
  const person = latest.people[0];
  const images = namable(lastSaidFirst(latest.images, latest.story));
  return slotsFrom(state, person, images, latest.events[0]);
}

function slotsFrom(
  state: SongState,
  person: SongState['people'][number] | undefined,
  images: readonly string[],
  event: string | undefined,
): Slots {
  const image = images[0];
  const image2 = images.find((i) => i !== image && !i.includes(image ?? '') && !(image ?? '').includes(i));
  // "THE BABY SLEPT 7 HOURS" is asked about in sentence case.
  const unshouted = (clause: string) => (clause === clause.toUpperCase() ? clause.toLowerCase() : clause);
  const shortClause = (clause: string | undefined) =>
    clause && clause.split(' ').length <= 9
      ? toYou(unshouted(clause).charAt(0).toLowerCase() + unshouted(clause).slice(1))
      : undefined;
  const timeSlot = state.latest.times[0] ?? state.times[0];
  return {
    person: person ? toYou(person.name) : undefined,
    pronoun: person?.pronoun,
    image: image ? withArticle(toYou(image)) : undefined,
    image2: image2 ? withArticle(toYou(image2)) : undefined,
    place: state.places[0],
    time: timeSlot ? toYou(timeSlot) : undefined,
    // A question can carry a short event; a long one reads like a transcript.
    event: shortClause(event),
    news: shortClause(state.latest.events[0]),
    said: saidClause(state.latest.phrases, state.latest.story),
    message: wholeMessage(state.latest.story),
    phrase: state.latest.phrases[0] ?? state.phrases[0],
    theme: state.theme,
  };
}
