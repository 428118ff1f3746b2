import type { StyleDirector } from '@lyricist/shared/ai/contracts';

/**
 * How each genre tends to be written: line length, scheme, rhyme density, register, and the images
 * its songs keep returning to. These are writing habits, not rules; the style director blends them.
 */

export type GenreProfile = {
  syllables: [min: number, target: number, max: number];
  scheme: StyleDirector['rhymeScheme'];
  density: StyleDirector['rhymeDensity'];
  register: StyleDirector['register'];
  imagery: readonly string[];
  adjectives: readonly string[];
  note: string;
};

const g = (
  syllables: [number, number, number],
  scheme: GenreProfile['scheme'],
  density: GenreProfile['density'],
  register: GenreProfile['register'],
  imagery: string,
  adjectives: string,
  note: string,
): GenreProfile => ({
  syllables,
  scheme,
  density,
  register,
  imagery: imagery.split(' '),
  adjectives: adjectives.split(' '),
  note,
});

export const GENRE_PROFILES: Record<string, GenreProfile> = {
  pop: g(
    [6, 8, 10],
    'AABB',
    'high',
    'conversational',
    'phone mirror dancefloor headlights party summer text heartbeat',
    'bright sweet electric',
    'Short, direct lines and a hook you can sing after one listen.',
  ),
  rock: g(
    [6, 8, 10],
    'ABAB',
    'medium',
    'plain',
    'highway engine amplifier guitar thunder garage motel fire',
    'loud reckless wild',
    'Plain words with a push; let the verbs do the work.',
  ),
  'hip-hop': g(
    [10, 12, 14],
    'AABB',
    'high',
    'street',
    'block corner concrete chain sneakers skyline hustle mic',
    'cold fresh heavy',
    'Dense, internal rhymes; concrete detail from the block.',
  ),
  'r&b': g(
    [7, 9, 11],
    'ABAB',
    'medium',
    'conversational',
    'silk candle bedroom perfume midnight skin pillow velvet',
    'slow smooth warm',
    'Intimate and conversational; leave room for melisma.',
  ),
  country: g(
    [7, 9, 11],
    'ABCB',
    'medium',
    'storyteller',
    'truck porch dirt road tailgate church bar fiddle screen door',
    'dusty old small',
    'Tell it like a story: names, places, one twist.',
  ),
  indie: g(
    [6, 8, 11],
    'ABCB',
    'low',
    'poetic',
    'cardigan polaroid bicycle attic cassette thrift store lamp',
    'faded strange quiet',
    'Oblique, specific images over big statements.',
  ),
  electronic: g(
    [4, 6, 8],
    'AAAA',
    'high',
    'plain',
    'strobe neon signal static pulse satellite laser bassline',
    'electric bright blue',
    'Few words, repeated; rhythm before meaning.',
  ),
  folk: g(
    [7, 8, 10],
    'ABCB',
    'medium',
    'storyteller',
    'river mountain lantern cabin harvest railroad shawl well',
    'old gentle weary',
    'Ballad lines, plain speech, the land as a character.',
  ),
  jazz: g(
    [6, 8, 10],
    'ABAB',
    'medium',
    'poetic',
    'saxophone cigarette rain martini avenue moon piano smoke',
    'blue smoky slow',
    'Wry, late-night, a turn of phrase in every line.',
  ),
  blues: g(
    [7, 9, 11],
    'AAAA',
    'medium',
    'plain',
    'train crossroads whiskey levee river rent shoes mule',
    'low mean lonesome',
    'Say it, say it again, then answer it.',
  ),
  alternative: g(
    [6, 8, 10],
    'ABCB',
    'low',
    'poetic',
    'static billboard parking lot television suburb fluorescent',
    'hollow strange gray',
    'Off-centre images and a bruised honesty.',
  ),
  reggae: g(
    [6, 8, 10],
    'AABB',
    'medium',
    'conversational',
    'sun island drum yard sea riddim mountain fire',
    'easy warm righteous',
    'Easy rhythm, a message under the groove.',
  ),
  classical: g(
    [8, 10, 12],
    'ABAB',
    'medium',
    'poetic',
    'cathedral candle garden choir rose winter bell marble',
    'solemn pale gentle',
    'Formal, even lines and measured imagery.',
  ),
  punk: g(
    [4, 6, 8],
    'AABB',
    'high',
    'street',
    'fence siren alley brick basement van spray paint riot',
    'loud fast broken',
    'Short, shouted, no wasted words.',
  ),
  metal: g(
    [6, 8, 10],
    'ABAB',
    'high',
    'poetic',
    'iron storm blade fire throne serpent ash thunder',
    'black iron endless',
    'Mythic scale, heavy consonants.',
  ),
  soul: g(
    [7, 9, 11],
    'ABAB',
    'medium',
    'conversational',
    'church choir hands kitchen sunday record rain river',
    'sweet deep warm',
    'Testify: plain feeling, sung from the chest.',
  ),
};

export function genreProfile(genre: string): GenreProfile | undefined {
  return GENRE_PROFILES[genre.trim().toLowerCase().replace(/\s+/g, '-')];
}
