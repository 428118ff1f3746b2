import type { StorytellingDirector, ThemeData } from '@lyricist/shared/ai/contracts';
import { MAX_CHAT_SUGGESTIONS } from '@lyricist/shared/constants';
import { conjugatePhrase, isPluralPhrase, type Tense } from '../compose/grammar';
import { writerPhrases } from '../compose/phrases';
import { isFiller } from '../compose/quality';
import type { SongState } from '../conversation/song-state';
import { storyDirection } from '../conversation/storytelling';
import { SAYABLE_FEELINGS } from '../reading/feelings';
import type { Instruction } from '../reading/instructions';
import { pick, type Rng, rngFor } from '../util/random';
import { capitalize, TYPED_CONTRACTIONS } from '../util/text';
import { predicatesFor } from '../vocabulary/verb-frames';
import { chooseLines, type LineCandidate, rankLines } from './rank-lines';
import { isCutShort, singable } from './singable';
import { startsDone, toYou, withArticle } from './slots';

/** Lines from the writer's own images, in clauses the word banks know make sense. */

/** "I want the song to be my fare", "a song about…": a sentence about the song is no line of it. */
const ABOUT_THE_SONG =
  /^a song about|\b(?:the|this|my|a) (?:song|chorus|verse|hook|bridge|title)\b|\b(?:should|could|has to|needs to|got to|gotta) (?:be|feel|sound|say)\b|\bfeel like an? \w+|\bmake it\b|^(?:first|last|opening|closing) line\b|^it needs\b/i;

/** Where a clause can't stop: on an article, a possessive that is only one, or a conjunction. */
/** A clause cut from a longer subject: "my husband and | I are finally…" leaves "I are". */
const DISAGREES = /^(?:i (?:are|were)|(?:he|she|it) (?:are|were|have)|(?:we|you|they) (?:is|was|has|am))\b/i;

/** "My dad died on wednesday", "lost his mom monday": news, not a line to sing. */
const PLAIN_DEATH =
  /\b(?:died|passed away|passed on|lost (?:my|his|her|their|our) (?:mom|dad|mother|father|wife|husband|son|daughter|brother|sister|grandma|grandpa))\b/i;

/** A line as the writer would keep it: apostrophes back, and said rather than shouted. */
function asWritten(line: string): string {
  // Its first letter may have been lowered already ("gOT THE KEYS TODAY").
  const calm = line.slice(1) === line.slice(1).toUpperCase() ? line.toLowerCase() : line;
  // The apostrophes a writer's quick typing leaves out, put back; "i" said as "I".
  const word = (w: string) => (w.toLowerCase() === 'i' ? 'I' : (TYPED_CONTRACTIONS[w.toLowerCase()] ?? w));
  return capitalize(calm.replace(/\b[a-z]+\b/gi, word));
}

/** What any building sits and any object gathers: a line with one says nothing about this story. */
const ANY_IMAGE_DOES = new Set([
  'sit empty',
  'gather dust',
  'come down',
  'hang in the air',
  'drift in',
  'roll in',
  'linger',
  'fill the room',
]);

const imagesIn = (text: string, images: readonly string[]) =>
  images.filter((i) => text.toLowerCase().includes(i));

/**
 * The writer's own phrases, reworked by the ghost text's phrase rules ("he swore" becomes "you swore"
 * in an angry song): the strongest lines are often already there. Those of the message just sent
 * (`newest`) rank first: in both blind reads the lines writers clicked were their own vivid sentences
 * handed back ("she pretended not to cry in the cereal aisle").
 */
function said(
  data: ThemeData,
  asked: readonly Instruction[],
  images: readonly string[],
  newest: string,
): LineCandidate[] {
  const story = storyDirection(data);
  // "he lied" becomes "you lied" only when the story itself is angry, not when the writer asked for an angry sound.
  const accuse =
    data.emotions[0]?.name === 'anger' && !asked.some((i) => i.kind === 'mood' && i.value === 'Angry');
  const clauses = (director: StorytellingDirector, isNewest: boolean) =>
    writerPhrases(director, accuse)
      .filter((p) => p.role === 'situation' && (p.isClause || startsDone(p.text)) && !p.cut)
      .map((p) => p.text)
      .filter((p) => {
        const n = p.split(/\s+/).length;
        return (
          n >= 4 &&
          n <= 10 &&
          !/\?$/.test(p) &&
          !ABOUT_THE_SONG.test(p) &&
          !DISAGREES.test(p) &&
          !PLAIN_DEATH.test(p) &&
          // "He was the bhangra guy at", "The kind that makes the old guys": a line that stops short.
          !/\b(?:at|in|on|of|to|for|with|from|by|and|then|the|a|an|that|who|which|makes|was)\s*$/i.test(p) &&
          !/^the kind\b/i.test(p)
        );
      })
      .map((p) => ({
        text: asWritten(p.replace(/[,;:.!]+$/, '').trim()),
        images: imagesIn(p, images),
        kind: 'said' as const,
        isNewest,
      }));
  return [...clauses({ ...story, situation: singable(newest) }, true), ...clauses(story, false)];
}

/**
 * "The old red barn stands empty", "The smell of hay lingers": an image doing what it can do. Never
 * "The X was empty/quiet/still": any image takes those, so they say nothing about this story.
 */
function scenes(images: readonly string[], tense: Tense, rng: Rng): LineCandidate[] {
  const out: LineCandidate[] = [];
  for (const image of images) {
    const plural = isPluralPhrase(image);
    // "The van sits idle", never a bare "The note sat", nor what any room or thing does ("sits empty").
    const predicate = pick(
      rng,
      predicatesFor(image).filter((p) => p.includes(' ') && !ANY_IMAGE_DOES.has(p)),
    );
    if (predicate)
      out.push({
        text: capitalize(`${withArticle(image)} ${conjugatePhrase(predicate, tense, !plural)}`),
        images: [image],
        kind: 'scene',
      });
  }
  return out;
}

/** "Not sad, just grateful": the writer's own mixed feeling, said as plainly as they said it. */
function feelingLines(state: SongState): LineCandidate[] {
  const denied = state.feelings.find((f) => f.negated);
  const held = state.feelings.filter((f) => !f.negated);
  const out: LineCandidate[] = [];
  if (denied && held[0] && SAYABLE_FEELINGS.has(denied.word) && SAYABLE_FEELINGS.has(held[0].word))
    out.push({ text: `Not ${denied.word}, just ${held[0].word}`, images: [], kind: 'feeling' });
  return out;
}

/** The turn of the newest message in the writer's own words: "I didn't say a word at the closing". */
function turnLine(state: SongState): LineCandidate[] {
  const clause = state.latest.turn?.clause;
  // "My dad died on wednesday" is news, not a line to sing.
  if (!clause || state.latest.turn?.kind === 'death') return [];
  const n = clause.split(/\s+/).length;
  if (n < 4 || n > 10 || /\?$/.test(clause) || ABOUT_THE_SONG.test(clause)) return [];
  return [{ text: asWritten(clause.replace(/[,;:.!]+$/, '')), images: [], kind: 'said', isNewest: true }];
}

/** The words the writer asked a part of the song to say ("you'll be fine, you always are"): a line first. */
function requestedLine(state: SongState): string[] {
  const words = state.latest.request?.words;
  return words && words.split(/\s+/).length >= 2 ? [capitalize(words)] : [];
}

/**
 * A message that tells of a death gets lines about it: an older line only when it shares a thing with
 * it ("The furnace guy finally came" is no line for "my dad died on wednesday", set-6 readers).
 */
function belongsToNews(c: LineCandidate, state: SongState): boolean {
  if (c.isNewest || state.latest.turn?.kind !== 'death') return true;
  const latest = state.latest.images.map((i) => i.toLowerCase());
  return c.images.some((i) => latest.includes(i.toLowerCase()));
}

/** Up to four lines from the writer's material; none when there is nothing of theirs to build on. */
export function suggestionLines(state: SongState | null, data: ThemeData, seed: string): string[] {
  if (!state) return [];
  const asked = requestedLine(state);
  if (data.images.length === 0 && state.feelings.length === 0) return asked;
  const rng = rngFor('chat', seed, data.images);
  const images = data.images.slice(0, 6);
  const second = data.pointOfView === 'second';
  const candidates = [
    ...turnLine(state),
    ...said(data, state.instructions, images, state.latest.story),
    ...scenes(images, data.tense === 'future' ? 'present' : data.tense, rng),
    ...feelingLines(state),
  ]
    .filter((c) => !isFiller(c.text) && !isCutShort(c.text) && belongsToNews(c, state))
    .map((c) => (second ? { ...c, text: capitalize(toYou(c.text)) } : c));
  return chooseLines(rankLines(candidates), MAX_CHAT_SUGGESTIONS, asked);
}
