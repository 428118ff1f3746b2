import { kindOf } from '../banks/noun-kinds';
import { capitalize } from '../util/text';
import type { Frame } from './frames';
import type { Slots } from './slots';

/** Reflecting a detail back in new words: what a listener would hold on to. */
export const REFLECT: readonly Frame<Slots>[] = [
  {
    mark: 'is where I would start',
    say: (s) =>
      s.image
        ? `${capitalize(s.image)} is where I would start: a listener sees it before you explain a thing.`
        : null,
  },
  {
    mark: 'says more than a paragraph',
    say: (s) =>
      s.image && s.person
        ? `${capitalize(s.person)} and ${s.image}: that one picture says more than a paragraph about how it felt.`
        : null,
  },
  {
    mark: 'makes a song feel lived in',
    // A room or a bar is a setting, not a small detail.
    say: (s) =>
      s.image && kindOf(s.image) !== 'place'
        ? `Hold on to ${s.image}. A detail that small is what makes a song feel lived in.`
        : null,
  },
  {
    mark: 'its place and its hour',
    // A clock, a day or a season is an hour; "two years sober" is not.
    say: (s) =>
      s.time && s.image && !/\b(ago|sober|later|after|years?)\b/.test(s.time)
        ? `${capitalize(s.time)}, ${s.image}: the first verse already has its place and its hour.`
        : null,
  },
  {
    mark: 'nobody would make up',
    say: (s) =>
      s.image2 && s.image
        ? `${capitalize(s.image)} and ${s.image2} are the kind of thing nobody would make up, which is why they work.`
        : null,
  },
  {
    mark: 'the camera can stay on',
    say: (s) =>
      s.image
        ? `${capitalize(s.image)} is something the camera can stay on while the feeling builds underneath.`
        : null,
  },
  {
    mark: 'small and exact',
    say: (s) =>
      s.image ? `I like how small and exact ${s.image} is; songs live on details like that.` : null,
  },
  {
    mark: 'I can already see',
    say: (s) => (s.image ? `I can already see ${s.image}${s.place ? ` in ${s.place}` : ''}.` : null),
  },
];

/**
 * The newest message's strongest clause said back whole, as a co-writer would: "You shoveled the whole
 * drive in your bathrobe: that's a scene already." Both blind reads of 2026-11-28 marked down the
 * frames above when they praised a side noun ("Hold on to the inches").
 */
export const ECHO: readonly Frame<Slots>[] = [
  {
    mark: "that's a scene already",
    say: (s) =>
      s.said ? `${capitalize(s.said)}: that's a scene already, you don't have to dress it up.` : null,
  },
  {
    mark: 'a listener will too',
    say: (s) => (s.said ? `${capitalize(s.said)}. I can see it, and a listener will too.` : null),
  },
  {
    mark: 'exactly as you said it',
    say: (s) => (s.said ? `${capitalize(s.said)}: keep that exactly as you said it.` : null),
  },
  {
    mark: "that's the picture",
    say: (s) => (s.said ? `${capitalize(s.said)}. That's the picture; I'd keep it just like that.` : null),
  },
];

/** Naming a tension between two things the writer said. */
export type Tension = { a: string; b: string; kind: 'feelings' | 'numbers' | 'but'; both?: boolean };
export const TENSION: readonly Frame<Tension>[] = [
  {
    mark: 'that gap is the song',
    say: (t) =>
      t.kind === 'feelings' && !t.both
        ? `Not ${t.a}, but ${t.b}: that gap is the song. Most songs pick one feeling; this one lives between two.`
        : null,
  },
  {
    mark: 'both at once',
    say: (t) =>
      t.kind === 'feelings' && t.both
        ? `${capitalize(t.a)} and ${t.b}, both at once. Let the verses hold the first and the chorus admit the second.`
        : null,
  },
  {
    mark: 'in the same verse',
    say: (t) =>
      t.kind === 'numbers'
        ? `${capitalize(t.a)} against ${t.b}: put those two in the same verse and you barely need to say anything else.`
        : null,
  },
  {
    mark: 'sit right on that',
    say: (t) =>
      t.kind === 'but' ? `${capitalize(t.a)}, but ${t.b}. A chorus could sit right on that "but".` : null,
  },
  {
    mark: 'pull against each other',
    say: (t) =>
      `${capitalize(t.a)} and ${t.b} pull against each other, and that pull is what keeps a listener leaning in.`,
  },
];

/** Offering a hook or a title from the writer's own words. */
/** `title`: from a thing the newest message names; none when it names none (an older one is not news). */
export type HookSlots = { hook: string; title?: string };
export const HOOK: readonly Frame<HookSlots>[] = [
  {
    mark: 'could be your hook',
    say: (h) => `"${h.hook}" could be your hook: short enough to come back to, and it carries the story.`,
  },
  {
    mark: 'a title to try',
    say: (h) => (h.title ? `A title to try: "${h.title}". The chorus could land on it every time.` : null),
  },
  {
    mark: 'everything comes back to',
    say: (h) => `What if "${h.hook}" is the line everything comes back to?`,
  },
  {
    mark: 'is sitting right there',
    say: (h) => (h.title ? `If the song needs a name, "${h.title}" is sitting right there.` : null),
  },
];

/**
 * A short message the reading finds no turn, image or request in ("not answering. not yet."): said
 * back whole, in "you" words, and asked after. A point-of-view tip in its place was never read as an
 * answer (0 of 16 replies in the blind reads of sets 12 to 14).
 */
export const SAID_BACK: readonly Frame<Slots>[] = [
  {
    mark: "what's underneath it",
    say: (s) => (s.message ? `${s.message}. I hear that. What's underneath it?` : null),
  },
  {
    mark: "the part of that you haven't said",
    say: (s) =>
      s.message ? `${s.message}: I'm listening. What's the part of that you haven't said yet?` : null,
  },
];
