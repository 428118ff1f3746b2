/**
 * Palettes per mood: nouns, adjectives and the verb family a line in that mood reaches for. Mood ids
 * follow R-moods-1 (happy … powerful, plus the restored names); unknown moods fall back to the default.
 */

export type Palette = { nouns: readonly string[]; adjectives: readonly string[]; feel: string };

const p = (nouns: string, adjectives: string, feel: string): Palette => ({
  nouns: nouns.split(' '),
  adjectives: adjectives.split(' '),
  feel,
});

export const MOOD_PALETTES: Record<string, Palette> = {
  happy: p(
    'sun morning kitchen radio summer window balloon parade garden',
    'golden bright easy sweet warm',
    'bright',
  ),
  sad: p(
    'rain window letter coat porch photograph hallway ashtray bed',
    'empty gray quiet heavy cold',
    'sorrow',
  ),
  energetic: p(
    'engine drum city strobe highway spark crowd thunder wheel',
    'electric loud wild fast bright',
    'fire',
  ),
  chill: p(
    'hammock porch tide breeze vinyl afternoon coffee balcony sea',
    'slow easy soft lazy warm',
    'drift',
  ),
  romantic: p(
    'candle dress dance perfume moonlight rose kiss satin pillow',
    'tender warm soft golden sweet',
    'tender',
  ),
  angry: p(
    'glass fist thunder smoke wire matches gasoline storm door',
    'bitter loud broken sharp cold',
    'fire',
  ),
  nostalgic: p(
    'photograph cassette bicycle porch summer yearbook attic jukebox polaroid',
    'faded old golden young sweet',
    'story',
  ),
  confident: p(
    'crown mirror spotlight stage skyline engine diamond gold throne',
    'bold bright golden sharp strong',
    'fire',
  ),
  melancholic: p(
    'fog harbor candle piano rain winter ghost hallway clock',
    'hollow gray blue quiet faded',
    'sorrow',
  ),
  uplifting: p(
    'sunrise mountain wing bridge sky river spring lantern horizon',
    'bright open golden free strong',
    'bright',
  ),
  dreamy: p(
    'cloud moon satellite ocean feather star mirror lantern velvet',
    'silver soft slow blue strange',
    'drift',
  ),
  powerful: p(
    'thunder mountain fire storm engine anthem iron flag hammer',
    'loud bold strong wild iron',
    'fire',
  ),
  excited: p(
    'ticket engine confetti city spark neon rollercoaster crowd',
    'electric bright wild new fast',
    'bright',
  ),
  calm: p('lake morning tea garden breeze candle meadow shore', 'still soft quiet slow clear', 'drift'),
  empowered: p(
    'crown mirror road mountain armor engine fire voice',
    'bold strong free unbroken bright',
    'fire',
  ),
  optimistic: p('sunrise window spring seed road morning door sky', 'bright open new golden clear', 'bright'),
  rebellious: p(
    'graffiti engine fence alley leather siren streetlight wire',
    'reckless loud wild sharp restless',
    'fire',
  ),
  peaceful: p(
    'meadow river lantern garden snow shore chapel morning',
    'still quiet gentle soft clear',
    'drift',
  ),
};

export const DEFAULT_PALETTE: Palette = p(
  'window street night heart road light door song sky',
  'quiet young restless bright slow',
  'tender',
);

/** What the mood means as an emotion in theme data. */
export const MOOD_EMOTION: Record<string, string> = {
  happy: 'joy',
  sad: 'sadness',
  energetic: 'excitement',
  chill: 'calm',
  romantic: 'love',
  angry: 'anger',
  nostalgic: 'nostalgia',
  confident: 'pride',
  melancholic: 'melancholy',
  uplifting: 'hope',
  dreamy: 'wonder',
  powerful: 'defiance',
  excited: 'excitement',
  calm: 'calm',
  empowered: 'pride',
  optimistic: 'hope',
  rebellious: 'defiance',
  peaceful: 'calm',
};

export function moodPalette(mood: string): Palette | undefined {
  return MOOD_PALETTES[mood.trim().toLowerCase()];
}
