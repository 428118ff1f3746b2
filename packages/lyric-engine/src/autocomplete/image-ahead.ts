import { STOP_WORDS } from '../banks/function-words';
import { readSyntax } from '../language-model/syntax';
import { wordsOf } from '../util/text';

/**
 * What may stand before an image the writer has begun: an article, a possessive or other determiner,
 * a number, a preposition or a verb ("the power", "had masking", "past the old"), Brown's tags. After
 * "so" or "very" the word is an adjective of its own ("I feel so old"), not the start of "old guitar".
 */
const OPENS_A_NOUN = /^(at|ap|abn|dt|dti|dts|pp\$|cd|od|in|vb|vbd|vbz|vbg|vbn|hv|hvd|hvz)$/;
/** A word that can stand before a noun it qualifies ("masking tape", "kitchen door"), and a noun. */
const MODIFIER = /^(nn|jj|vbg)$/;
const NOUN = /^(nn|nns)$/;

/** The writer's words as word sequences: each image whole, each sentence with the nouns that follow a modifier. */
type Source = { words: readonly string[]; restAt: (end: number) => string | null };

function imageSource(image: string): Source {
  const words = wordsOf(image);
  return { words, restAt: (end) => (end < words.length - 1 ? words.slice(end + 1).join(' ') : null) };
}

/** In "each lid had masking tape with their name", the noun after "masking" is what it was masking. */
function sentenceSource(sentence: string): Source {
  const words = wordsOf(sentence);
  let tags: string[] | null = null;
  return {
    words,
    restAt: (end) => {
      tags ??= readSyntax(sentence).tags;
      if (tags.length !== words.length || !MODIFIER.test(tags[end] ?? '')) return null;
      let last = end;
      while (NOUN.test(tags[last + 1] ?? '') && last - end < 2) last++;
      return last > end ? words.slice(end + 1, last + 1).join(' ') : null;
    },
  };
}

/**
 * The rest of one of the writer's own images when their unfinished line has begun it: with the image
 * "masking tape", or the writer's "each lid had masking tape" in the story, "Each lid had masking"
 * waits for "tape"; with "power bill", "She pays the power" for "bill". The words it begins with must
 * say something ("the" begins nothing), and the longest overlap wins, images before sentences.
 */
export function imageAhead(partial: string, images: readonly string[], story = ''): string | null {
  if (/[,.;:!?]\s*$/.test(partial)) return null;
  const words = wordsOf(partial);
  const sources = [...images.map(imageSource), ...story.split(/[.!?]+/).map(sentenceSource)];
  let best: { rest: string; overlap: number } | null = null;
  for (const source of sources) {
    for (let k = Math.min(3, words.length); k >= 1 && k > (best?.overlap ?? 0); k--) {
      const tail = words.slice(-k);
      if (tail.every((w) => STOP_WORDS.has(w))) break;
      const rest = restAfter(source, tail);
      if (rest !== null) {
        best = { rest, overlap: k };
        break;
      }
    }
  }
  if (!best) return null;
  const before = words.length - best.overlap - 1;
  if (before < 0) return best.rest;
  const tag = readSyntax(partial).tags[before] ?? '';
  return OPENS_A_NOUN.test(tag) ? best.rest : null;
}

/** What follows `tail` in the source where it ends a modifier, or null. */
function restAfter(source: Source, tail: readonly string[]): string | null {
  const { words } = source;
  for (let end = tail.length - 1; end < words.length; end++) {
    if (tail.every((w, j) => words[end - tail.length + 1 + j] === w)) {
      const rest = source.restAt(end);
      if (rest !== null) return rest;
    }
  }
  return null;
}
