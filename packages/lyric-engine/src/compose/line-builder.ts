import { MAX_SUGGESTION_WORDS } from '@lyricist/shared/constants';
import type { Template } from '../banks/templates';
import type { EndWord } from '../phonetics/rhyme-index';
import { lineSyllables } from '../phonetics/syllables';
import { pick, pickFront, type Rng } from '../util/random';
import { countWords, normalizeLine, wordsOf } from '../util/text';
import {
  beAfter,
  beFor,
  conjugate,
  isPluralPhrase,
  negation,
  nounPhrase,
  subjectBe,
  subjectVerb,
  type Voice,
} from './grammar';

/** What a line can be made of: the writer's images first, then the palette of the mood and genre. */
export type Material = {
  images: readonly string[];
  nouns: readonly string[];
  adjectives: readonly string[];
  verbs: readonly string[];
};

/** An end word and how much we would rather not use it (slant rhymes, weak relevance). */
export type RankedEnd = { entry: EndWord; penalty: number };

export type BuildRequest = {
  templates: readonly Template[];
  ends: readonly RankedEnd[];
  target: number;
  voice: Voice;
  /** The voice of a pronoun the writer already typed, for finishing "and I …". */
  writerVoice?: Voice;
  material: Material;
  existing: ReadonlySet<string>;
  prefix: string;
  attempts: number;
  rng: Rng;
  needsVowelStart?: boolean;
  needsConsonantStart?: boolean;
  /** Chat suggestions must show the writer their own images. */
  requireImage?: boolean;
};

export type Built = { text: string; end: string; syllables: number; score: number };

type FillState = { lastPlural: boolean; used: Set<string> };

function pickFresh(rng: Rng, items: readonly string[], state: FillState): string {
  for (let i = 0; i < 4; i++) {
    const item = pick(rng, items);
    if (item !== undefined && !state.used.has(item)) {
      state.used.add(item);
      return item;
    }
  }
  return pick(rng, items) ?? '';
}

function imagePhrase(req: BuildRequest, state: FillState): string {
  const { images, nouns } = req.material;
  const useWriter = images.length > 0 && req.rng() < 0.85;
  const phrase = nounPhrase(pickFresh(req.rng, useWriter ? images : nouns, state));
  state.lastPlural = isPluralPhrase(phrase);
  return phrase;
}

function fill(template: Template, end: EndWord, req: BuildRequest): string {
  const { rng, voice, material } = req;
  const state: FillState = { lastPlural: false, used: new Set([end.word]) };
  const writer = req.writerVoice ?? voice;
  const expanded = template.text
    .replace(/\(([^()]*)\)/g, (_, alts: string) => pick(rng, alts.split('|')) ?? '')
    .replace(/\[([^\]]*)\]/g, (_, opt: string) => (rng() < 0.5 ? opt : ''));
  const verb = () => pickFresh(rng, material.verbs, state);
  const out = expanded.replace(/\{(\w+)\}/g, (_, token: string) => {
    switch (token) {
      case 'S':
        return voice.subject;
      case 'SV':
      case 'SV2':
        return subjectVerb(verb(), voice);
      case 'V':
        return conjugate(verb(), voice);
      case 'V2':
        return voice.tense === 'future' ? verb() : conjugate(verb(), voice);
      case 'XV':
        return conjugate(verb(), writer);
      case 'XBE':
        return beAfter(writer);
      case 'VB':
        return verb();
      case 'SBE':
        return subjectBe(voice);
      case 'DONT':
        return negation(voice);
      case 'O':
        return voice.object;
      case 'P':
        return voice.possessive;
      case 'OP':
        return voice.otherPossessive;
      case 'IMG':
        return imagePhrase(req, state);
      case 'BEI':
        return beFor(state.lastPlural, voice.tense);
      case 'IS':
        return beFor(false, voice.tense);
      case 'N':
        return pickFresh(rng, material.nouns, state);
      case 'A':
        return pickFresh(rng, material.adjectives, state);
      case 'END':
        return end.word;
      default:
        return '';
    }
  });
  return out.replace(/\s+/g, ' ').replace(/\s+,/g, ',').replace(/,$/, '').trim();
}

function hasRepeatedWord(text: string): boolean {
  const words = wordsOf(text);
  for (let i = 1; i < words.length; i++) if (words[i] === words[i - 1]) return true;
  return false;
}

/**
 * Generates candidate lines from templates and keeps the one closest to the syllable target, with
 * seeded jitter so the choice varies between songs but not between calls.
 */
export function buildLine(req: BuildRequest): Built | null {
  const byClass = (t: Template) =>
    req.ends.filter((e) => e.entry.cls === t.end && (t.negative || !e.entry.isNegativeOnly));
  const usable = req.templates.map((t) => ({ t, ends: byClass(t) })).filter((u) => u.ends.length > 0);
  if (usable.length === 0) return null;
  const prefixSyllables = req.prefix.trim() === '' ? 0 : lineSyllables(req.prefix);
  const imageWords = new Set(req.material.images.flatMap((i) => wordsOf(i)));
  let best: Built | null = null;
  for (let i = 0; i < req.attempts; i++) {
    const u = pick(req.rng, usable);
    const ranked = u && pickFront(req.rng, u.ends);
    if (!u || !ranked) continue;
    const text = fill(u.t, ranked.entry, req);
    if (text === '' || countWords(text) >= MAX_SUGGESTION_WORDS || hasRepeatedWord(`${req.prefix} ${text}`))
      continue;
    if (req.needsVowelStart && !/^[aeiou]/i.test(text)) continue;
    if (req.needsConsonantStart && /^[aeiou]/i.test(text)) continue;
    const full = `${req.prefix} ${text}`;
    if (req.existing.has(normalizeLine(full))) continue;
    const fullWords = wordsOf(full);
    // The rhyme word said twice in one line sounds like a stumble, not a rhyme.
    if (fullWords.indexOf(ranked.entry.word) !== fullWords.length - 1) continue;
    if (req.requireImage && imageWords.size > 0 && !fullWords.some((w) => imageWords.has(w))) continue;
    const syllables = prefixSyllables + lineSyllables(text);
    const usesImage = wordsOf(text).some((w) => imageWords.has(w));
    const score =
      Math.abs(syllables - req.target) * 2 + ranked.penalty - (usesImage ? 1 : 0) + req.rng() * 0.8;
    if (!best || score < best.score) best = { text, end: ranked.entry.word, syllables, score };
  }
  return best;
}
