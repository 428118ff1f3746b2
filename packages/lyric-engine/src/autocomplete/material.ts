import type { StorytellingDirector, StyleDirector } from '@lyricist/shared/ai/contracts';
import { END_ADJECTIVES } from '../banks/end-words';
import { GENRE_PROFILES } from '../banks/genres';
import { DEFAULT_PALETTE, MOOD_PALETTES, type Palette } from '../banks/moods';
import { ALL_VERBS, VERBS_BY_FEEL } from '../banks/verbs';
import type { Material } from '../compose/line-builder';
import { determinerFor, writerPhrases } from '../compose/phrases';
import { contentWords } from '../compose/quality';
import { unique, wordsOf } from '../util/text';
import { type Meaning, meaningOf } from '../vocabulary/word-vectors';

/** Which mood palette an emotion name draws on. */
const EMOTION_PALETTE: Record<string, string> = {
  sadness: 'sad',
  grief: 'melancholic',
  longing: 'melancholic',
  love: 'romantic',
  joy: 'happy',
  hope: 'uplifting',
  anger: 'angry',
  fear: 'dreamy',
  nostalgia: 'nostalgic',
  pride: 'confident',
  defiance: 'rebellious',
  calm: 'calm',
  gratitude: 'peaceful',
  desire: 'romantic',
  regret: 'sad',
  excitement: 'excited',
  melancholy: 'melancholic',
  wonder: 'dreamy',
  heartbreak: 'sad',
};

/** Feelings aimed at someone: the song can turn "he lied" into "you lied". */
const ACCUSING = new Set(['anger', 'defiance', 'heartbreak', 'betrayal']);

const KNOWN_ADJECTIVES = new Set([
  ...END_ADJECTIVES,
  ...Object.values(GENRE_PROFILES).flatMap((g) => g.adjectives),
  ...Object.values(MOOD_PALETTES).flatMap((p) => p.adjectives),
]);

function palettesFor(emotions: readonly string[]): Palette[] {
  const found = emotions
    .map((e) => MOOD_PALETTES[EMOTION_PALETTE[e.toLowerCase()] ?? e.toLowerCase()])
    .filter((p): p is Palette => p !== undefined);
  return found.length > 0 ? found : [DEFAULT_PALETTE];
}

/** Images as they will sit mid-line: lowercase, short, no trailing punctuation. */
function cleanImage(image: string): string | null {
  const text = image
    .toLowerCase()
    .replace(/[^a-z' -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const words = text.split(' ');
  return text === '' || words.length > 4 ? null : text;
}

/** Everything a suggestion may draw on, merged from both directors. */
export function materialFrom(story: StorytellingDirector | null, style: StyleDirector | null): Material {
  const palettes = palettesFor(story?.emotions ?? []);
  const imagery = (style?.imagery ?? []).map(cleanImage).filter((i): i is string => i !== null);
  const styleAdjectives = imagery.filter((i) => KNOWN_ADJECTIVES.has(i));
  const styleNouns = imagery.filter((i) => !KNOWN_ADJECTIVES.has(i));
  const images = unique((story?.images ?? []).map(cleanImage).filter((i): i is string => i !== null)).slice(
    0,
    8,
  );
  const nouns = unique([...styleNouns, ...palettes.flatMap((p) => p.nouns)]);
  const adjectives = unique([...styleAdjectives, ...palettes.flatMap((p) => p.adjectives)]);
  const verbs = unique(palettes.flatMap((p) => VERBS_BY_FEEL[p.feel] ?? []));
  const feel = palettes[0]?.feel ?? DEFAULT_PALETTE.feel;
  const accuse = feel === 'fire' || (story?.emotions ?? []).some((e) => ACCUSING.has(e.toLowerCase()));
  const phrases = writerPhrases(story, accuse);
  // A phrase with no verb ("his radio in the kitchen") is an image in the writer's own words.
  const phraseImages = phrases
    .filter((p) => !p.isClause && p.role === 'situation' && p.text.split(' ').length <= 6)
    .map((p) => p.text.toLowerCase());
  const all = unique([...images, ...phraseImages]).slice(0, 10);
  const determiners = new Map<string, string>();
  for (const image of all) {
    const det = determinerFor(image, story);
    if (det) determiners.set(image, det);
  }
  return {
    feel,
    phrases: phrases.filter((p) => p.isClause),
    determiners,
    images: all.length > 0 ? all : styleNouns.slice(0, 6),
    nouns: nouns.length > 0 ? nouns : DEFAULT_PALETTE.nouns,
    adjectives: adjectives.length > 0 ? adjectives : DEFAULT_PALETTE.adjectives,
    verbs: verbs.length > 0 ? verbs : ALL_VERBS,
  };
}

/** Words that make an end word feel on-topic. */
export function relevantWords(material: Material, story: StorytellingDirector | null): Set<string> {
  return new Set([
    ...material.images.flatMap(wordsOf),
    ...material.nouns.flatMap(wordsOf),
    ...material.adjectives,
    ...(story?.emotions ?? []).map((e) => e.toLowerCase()),
  ]);
}

/** What the song is about, as a vector: the writer's lines, images and situation (word-vectors.ts). */
export function songMeaning(
  lines: readonly string[],
  material: Material,
  story: StorytellingDirector | null,
): Meaning | null {
  return meaningOf([...lines, ...material.images, story?.situation ?? ''].flatMap(contentWords));
}
