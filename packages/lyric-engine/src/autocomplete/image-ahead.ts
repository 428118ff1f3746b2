import { STOP_WORDS } from '../banks/function-words';
import { readSyntax } from '../language-model/syntax';
import { wordsOf } from '../util/text';

/**
 * What may stand before an image the writer has begun: an article, a possessive or other determiner,
 * a number, a preposition or a verb ("the power", "had masking", "past the old"), Brown's tags. After
 * "so" or "very" the word is an adjective of its own ("I feel so old"), not the start of "old guitar".
 */
const OPENS_A_NOUN = /^(at|ap|abn|dt|dti|dts|pp\$|cd|od|in|vb|vbd|vbz|vbg|vbn|hv|hvd|hvz)$/;

/**
 * The rest of one of the writer's own images when their unfinished line has begun it: with the image
 * "masking tape", "Each lid had masking" waits for "tape"; with "power bill", "She pays the power"
 * for "bill". The words it begins with must say something ("the" begins nothing), and the image that
 * overlaps the line most wins.
 */
export function imageAhead(partial: string, images: readonly string[]): string | null {
  if (/[,.;:!?]\s*$/.test(partial)) return null;
  const words = wordsOf(partial);
  let best: { rest: string; overlap: number } | null = null;
  for (const image of images) {
    const parts = wordsOf(image);
    for (let k = Math.min(parts.length - 1, words.length); k >= 1; k--) {
      if (parts.slice(0, k).join(' ') !== words.slice(-k).join(' ')) continue;
      if (parts.slice(0, k).every((w) => STOP_WORDS.has(w))) break;
      if (!best || k > best.overlap) best = { rest: parts.slice(k).join(' '), overlap: k };
      break;
    }
  }
  if (!best) return null;
  const before = words.length - best.overlap - 1;
  if (before < 0) return best.rest;
  const tag = readSyntax(partial).tags[before] ?? '';
  return OPENS_A_NOUN.test(tag) ? best.rest : null;
}
