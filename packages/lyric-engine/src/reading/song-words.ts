import { GENRES, MOODS } from '@lyricist/shared/moods-genres';

/** Words a writer uses about the song itself, mapped onto the shared Mood and Genre lists. */

const listed = (names: readonly string[]) => new Map(names.map((n) => [n.toLowerCase(), n]));

/** Genre words, each to the Genre list's name; unlisted genres point at the nearest listed one. */
export const GENRE_WORDS = new Map<string, string>([
  ...listed(GENRES.map((g) => g.name)),
  ['hip hop', 'Hip-Hop'],
  ['rap', 'Hip-Hop'],
  ['rnb', 'R&B'],
  ['r and b', 'R&B'],
  ['americana', 'Folk'],
  ['bluegrass', 'Country'],
  ['lo-fi', 'Electronic'],
  ['lofi', 'Electronic'],
  ['edm', 'Electronic'],
  ['synth', 'Electronic'],
  ['techno', 'Electronic'],
  ['house music', 'Electronic'],
  ['gospel', 'Soul'],
  ['motown', 'Soul'],
  ['grunge', 'Alternative'],
  ['emo', 'Alternative'],
  ['hardcore', 'Punk'],
  ['orchestral', 'Classical'],
]);

/** Genres the lists do not have, said as the writer said them ("gospel" is offered as Soul). */
export const UNLISTED_GENRES = new Set([
  'americana',
  'bluegrass',
  'gospel',
  'motown',
  'grunge',
  'emo',
  'lo-fi',
  'lofi',
]);

/** Mood words, each to the Mood list's name. */
export const MOOD_WORDS = new Map<string, string>([
  ...listed(MOODS.map((m) => m.name)),
  ['upbeat', 'Uplifting'],
  ['hopeful', 'Uplifting'],
  ['joyful', 'Happy'],
  ['cheerful', 'Happy'],
  ['melancholy', 'Melancholic'],
  ['wistful', 'Melancholic'],
  ['laid-back', 'Chill'],
  ['laid back', 'Chill'],
  ['mellow', 'Chill'],
  ['empowering', 'Powerful'],
  ['epic', 'Powerful'],
  ['furious', 'Angry'],
  ['pissed', 'Angry'],
  ['swagger', 'Confident'],
  ['cocky', 'Confident'],
  ['ethereal', 'Dreamy'],
  ['hazy', 'Dreamy'],
  ['sexy', 'Romantic'],
  ['love song', 'Romantic'],
  ['high energy', 'Energetic'],
]);

export const TEMPO_WORDS = [
  'slow',
  'fast',
  'uptempo',
  'mid-tempo',
  'waltz',
  'quiet',
  'soft',
  'stripped',
  'acoustic',
  'piano',
  'loud',
];

/** Song forms and sections a writer asks for. */
export const FORM_WORDS = [
  'chorus',
  'verse',
  'bridge',
  'hook',
  'lullaby',
  'ballad',
  'anthem',
  'road song',
  'first dance',
  'sing along',
  'sing-along',
  'duet',
  'love song',
  'refrain',
];

/** How it should feel, said as an adjective about the song. */
export const FEEL_WORDS = [
  'grateful',
  'thankful',
  'bitter',
  'funny',
  'playful',
  'warm',
  'raw',
  'gritty',
  'honest',
  'tender',
  'hopeful',
  'dark',
  'light',
  'sweet',
  'heavy',
  'cheesy',
  'dramatic',
  'sad',
  'angry',
  'happy',
  'loud',
  'gentle',
  'intimate',
  'defiant',
  'proud',
  'peaceful',
  'haunting',
  'sentimental',
  'sappy',
  'preachy',
  'bright',
  'moody',
  'sparse',
];

/** Words that say a sentence is about the song rather than the story. */
export const SONG_CUES =
  /\b(?:song|track|tune|make (?:it|this)|write (?:it|this)|keep (?:it|this)|want (?:it|this)|should (?:be|sound|feel)|feel like a|sounds? like|in the style of|kind of like|sort of like|like an? \w+ (?:song|ballad|anthem)|person|tense|tempo|lines|chorus|verse|lullaby|ballad|anthem|vibe|feel)\b/i;

export const NEGATORS = new Set([
  'not',
  'no',
  'never',
  'nothing',
  "don't",
  "doesn't",
  "isn't",
  "wasn't",
  'without',
  'less',
]);
