import type { MelodyTarget } from '@lyricist/shared/ai/contracts';
import type { Template } from '../banks/templates';
import type { Rng } from '../util/random';
import type { EndWord } from '../vocabulary/line-ends';
import type { Meaning } from '../vocabulary/word-vectors';
import type { Voice } from './grammar';
import type { Phrase } from './phrases';
import type { Role } from './section';

/** What a line can be made of: the writer's images and phrases first, then the mood's palette. */
export type Material = {
  images: readonly string[];
  nouns: readonly string[];
  adjectives: readonly string[];
  verbs: readonly string[];
  /** The mood family (tender, sorrow, fire, bright, drift, story) the verbs come from. */
  feel: string;
  phrases: readonly Phrase[];
  /** The determiner the writer used for an image: "radio" -> "his". */
  determiners: ReadonlyMap<string, string>;
};

/** An end word and how much we would rather not use it (slant rhymes, weak relevance). */
export type RankedEnd = { entry: EndWord; penalty: number };

export type BuildRequest = {
  templates: readonly Template[];
  ends: readonly RankedEnd[];
  target: number;
  /** The memo phrase the line is sung to: it sets the length (the whole line's) and where stress falls. */
  melody?: MelodyTarget;
  voice: Voice;
  /** The voice of a pronoun the writer already typed, for finishing "and I …". */
  writerVoice?: Voice;
  material: Material;
  existing: ReadonlySet<string>;
  prefix: string;
  attempts: number;
  rng: Rng;
  /** Where the line sits in the story; whole lines only. */
  role?: Role;
  /** Nouns of the two lines above: a line that says them again sounds stuck. */
  avoid?: ReadonlySet<string>;
  /** Nouns anywhere else in the stanza: fine to return to, better not to lean on. */
  stale?: ReadonlySet<string>;
  /** The line above, so two lines in a row don't open the same way. */
  previous?: string;
  /** Two-word openings the song's other lines already use (see variety.ts). */
  openings?: ReadonlySet<string>;
  /** The preposition the writer's unfinished line ends on ("past", or "past" in "past the"). */
  prep?: string;
  /** What we offered for the line above (normalized): the writer passed it over, so it costs more now. */
  offered?: string;
  /** The thing the writer's unfinished line is about: what {PV} says it does. */
  subjectNoun?: string;
  /** Whether the writer's unfinished line already names a place: a second one reads as nonsense. */
  namesPlace?: boolean;
  /** The writer's verb whose object the line now names ("wearing" in "I'm wearing my"). */
  objectVerb?: string;
  /** The scheme asks this line to rhyme, so every candidate must end on one of `ends`. */
  mustRhyme?: boolean;
  needsVowelStart?: boolean;
  needsConsonantStart?: boolean;
  /** The writer's determiner counts one ("a", "every", "each"): the noun that follows is singular. */
  needsSingular?: boolean;
  /** Rejects an ending that opens with a verb (the writer's line is already a whole clause). */
  opensWithVerb?: (text: string) => boolean;
  /** The song's meaning (vocabulary/word-vectors.ts): a written line must name something near it. */
  meaning?: Meaning | null;
  /**
   * The writer's unfinished line waits for a whole clause ("I drove past the barn where", "It's
   * midnight here and"): a written line can be that clause.
   */
  takesClause?: boolean;
  /** Chat suggestions must show the writer their own images. */
  requireImage?: boolean;
};

export type Built = { text: string; end: string; syllables: number; score: number };
