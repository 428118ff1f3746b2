/** How the chat bench judges a reply; independent of the engine's own word lists. */

const FUNCTION_WORDS = new Set(
  (
    'a an the and but or so of in on at to for by as with from into about over under up down out off ' +
    'i me my mine we us our you your he him his she her they them their it its this that these those ' +
    'is am are was were be been being do does did have has had will would can could should may might must ' +
    'not no yes what who where when why how which if then than there here just like more most very too ' +
    "i'm i've i'll i'd it's that's don't can't won't didn't isn't you're we're they're let's"
  ).split(' '),
);

const GENERIC_TITLE_WORDS = new Set(
  (
    'song songs music tune tunes thing things way time times day days life story moment moments feeling ' +
    'feelings words untitled love loss memory change home night work faith freedom distance friendship ' +
    'heartbreak leaving first light say it plain long somewhere start'
  ).split(' '),
);

export const wordsIn = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .split(/[^a-z0-9']+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);

/** The writer's content words: what a frame masks as X. */
export function writerVocabulary(messages: readonly string[], extra: readonly string[]): Set<string> {
  const vocab = new Set<string>();
  for (const w of [...messages, ...extra].flatMap(wordsIn)) if (!FUNCTION_WORDS.has(w)) vocab.add(w);
  return vocab;
}

/**
 * The sentence frames of a reply: quotes become Q, the writer's content words (and the Mood and Genre
 * names) become X, runs of X collapse. Two replies share a frame when a masked sentence is equal.
 */
export function framesOf(reply: string, vocab: ReadonlySet<string>): string[] {
  const unquoted = reply.replace(/["\u201c][^"\u201d]*["\u201d]/g, ' Q ');
  return unquoted
    .split(/(?<=[.?!;:])\s+|\s[\u2013\u2014-]\s/)
    .map((s) =>
      wordsIn(s)
        .map((w) => (w === 'q' ? 'Q' : vocab.has(w) || /^\d+$/.test(w) ? 'X' : w))
        .join(' ')
        .replace(/\bX( X)+\b/g, 'X'),
    )
    .filter((f) => f.split(' ').length >= 3);
}

export const questionsOf = (reply: string): string[] =>
  reply
    .split(/(?<=[.?!])\s+/)
    .filter((s) => s.trim().endsWith('?'))
    .map((s) => s.toLowerCase());

/** A question fits when it touches the story's own words and uses none of another story's wording. */
export function questionFits(question: string, fits: readonly string[], misfits: readonly string[]): boolean {
  const q = ` ${question.replace(/[^a-z0-9' ]/g, ' ')} `;
  if (misfits.some((m) => q.includes(m))) return false;
  return fits.some((f) => q.includes(` ${f}`));
}

/**
 * A generic title: every content word is a generic noun, a theme name, a fallback title's word, or a
 * Mood or Genre name (a title made of the writer's instruction, "The Soul Song", says nothing).
 */
export function isGenericTitle(title: string, listNames: readonly string[]): boolean {
  const names = new Set(listNames.flatMap(wordsIn));
  const content = wordsIn(title).filter((w) => !FUNCTION_WORDS.has(w));
  return content.length === 0 || content.every((w) => GENERIC_TITLE_WORDS.has(w) || names.has(w));
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}
