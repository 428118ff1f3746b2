import type { StyleDirector, StyleInput } from '@lyricist/shared/ai/contracts';
import { MAX_DIRECTOR_TEXT_CHARS } from '@lyricist/shared/constants';
import { type GenreProfile, genreProfile } from '../banks/genres';
import { moodPalette, type Palette } from '../banks/moods';
import { isOwnKeySafe } from '../util/own-key';
import { clipText, unique } from '../util/text';
import { type StatedStyle, statedStyle } from './stated-style';

/** Used when the writer has pinned nothing: mid-length lines, couplets, everyday words. */
const DEFAULT_STYLE: StyleDirector = {
  syllablesPerLine: { min: 6, max: 10, target: 8 },
  rhymeScheme: 'AABB',
  rhymeDensity: 'medium',
  register: 'conversational',
  imagery: ['window', 'street', 'night', 'road', 'light', 'door', 'quiet', 'restless'],
  notes: 'No references pinned: plain, conversational lines in couplets; let the story choose the images.',
};

const MOOD_REGISTER: Record<string, StyleDirector['register']> = {
  romantic: 'poetic',
  dreamy: 'poetic',
  melancholic: 'poetic',
  nostalgic: 'storyteller',
  angry: 'street',
  rebellious: 'street',
  confident: 'street',
  sad: 'plain',
  peaceful: 'poetic',
  calm: 'plain',
};

const interleave = (lists: readonly (readonly string[])[]) => {
  const out: string[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) for (const l of lists) if (l[i] !== undefined) out.push(l[i] as string);
  return out;
};

/** The pinned names, then the stated ones not pinned already (in any case). */
const withStated = (pinned: readonly string[], stated: readonly string[], lower = true) => [
  ...pinned,
  ...stated
    .filter((s) => !pinned.some((p) => p.toLowerCase() === s.toLowerCase()))
    .map((s) => (lower ? s.toLowerCase() : s)),
];

function referenceNote(input: StyleInput, statedArtists: readonly string[]): string {
  const names = withStated(input.artists, statedArtists, false);
  const artists = names.length > 0 ? ` Borrow the phrasing and point of view of ${names.join(', ')}.` : '';
  const songs =
    input.songs.length > 0
      ? ` Aim for the feel of ${input.songs.map((s) => `"${s.name}"${s.artists.length ? ` by ${s.artists.join(', ')}` : ''}`).join('; ')}.`
      : '';
  return `${artists}${songs}`;
}

/** Lines shorter or longer by the stated tempo and length, never below 3 syllables. */
function shifted(style: StyleDirector, stated: StatedStyle): StyleDirector {
  const by = (n: number) => Math.max(3, n + stated.syllableShift);
  const { min, target, max } = style.syllablesPerLine;
  return {
    ...style,
    syllablesPerLine: { min: by(min), target: by(target), max: by(max) },
    register: stated.register ?? style.register,
    notes: clipText(`${style.notes}${stated.note}`, MAX_DIRECTOR_TEXT_CHARS),
  };
}

/**
 * How to write it, blended from the genres (form) and moods (imagery and register): the pinned ones
 * first, then what the writer asked for in the chat, which also sets tempo, length and notes.
 */
export function styleDirector(input: StyleInput): StyleDirector {
  const stated = statedStyle(input.chatMessages ?? []);
  const genreNames = withStated(input.genres.filter(isOwnKeySafe), stated.genres);
  const moodNames = withStated(input.moods.filter(isOwnKeySafe), stated.moods);
  return shifted(pinnedStyle({ ...input, genres: genreNames, moods: moodNames }, stated.artists), stated);
}

function pinnedStyle(input: StyleInput, statedArtists: readonly string[]): StyleDirector {
  const genres = input.genres
    .filter(isOwnKeySafe)
    .map(genreProfile)
    .filter((g): g is GenreProfile => g !== undefined);
  const moods = input.moods
    .filter(isOwnKeySafe)
    .map(moodPalette)
    .filter((m): m is Palette => m !== undefined);
  const refs = referenceNote(input, statedArtists);
  if (genres.length === 0 && moods.length === 0) {
    return { ...DEFAULT_STYLE, notes: clipText(`${DEFAULT_STYLE.notes}${refs}`, MAX_DIRECTOR_TEXT_CHARS) };
  }
  const avg = (i: 0 | 1 | 2, fallback: number) =>
    genres.length === 0
      ? fallback
      : Math.round(genres.reduce((s, g) => s + g.syllables[i], 0) / genres.length);
  const min = avg(0, 6);
  const target = Math.max(min, avg(1, 8));
  const max = Math.max(target, avg(2, 10));
  const lead = genres[0];
  const firstMood = input.moods.find((m) => MOOD_REGISTER[m.toLowerCase()]);
  const register =
    lead?.register ?? (firstMood ? MOOD_REGISTER[firstMood.toLowerCase()] : undefined) ?? 'conversational';
  const imagery = unique(
    interleave([
      ...moods.map((m) => m.nouns),
      ...genres.map((g) => g.imagery),
      ...moods.map((m) => m.adjectives),
      ...genres.map((g) => g.adjectives),
    ]),
  ).slice(0, 20);
  const moodNote = input.moods.length > 0 ? ` Mood: ${input.moods.join(', ')}.` : '';
  const notes = `${genres.map((g) => g.note).join(' ')}${moodNote}${refs}`.trim();
  return {
    syllablesPerLine: { min, max, target },
    rhymeScheme: lead?.scheme ?? 'AABB',
    rhymeDensity: lead?.density ?? 'medium',
    register,
    imagery,
    notes: clipText(notes, MAX_DIRECTOR_TEXT_CHARS),
  };
}
