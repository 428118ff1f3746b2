import { MAX_TITLE_WORDS } from '@lyricist/shared/constants';
import { titleCase, wordsOf } from '../util/text';
import { nounPhrase } from './grammar';

/** An image that names a sense of something ("smell of hay"): the strongest kind of title. */
export const SENSE_PHRASE = /^(smell|sound|taste|scent|hum|glow|weight|shape) of /;

/**
 * "smell of hay" -> "The Smell of Hay", "old red barn" -> "Red Barn", "radio" -> "The Radio": the
 * title task's and the chat's hook name an image the same way.
 */
export function imageTitle(image: string): string {
  let words = wordsOf(image);
  if (words.length >= 3 && /^(old|little|same|whole)$/.test(words[0] as string)) words = words.slice(1);
  const phrase =
    words.length === 1 || SENSE_PHRASE.test(words.join(' ')) ? nounPhrase(words.join(' ')) : words.join(' ');
  return titleCase(wordsOf(phrase).slice(0, MAX_TITLE_WORDS).join(' '));
}
