/**
 * A writer's own syllable counts ("fire" as one syllable), for the length of one engine call. The
 * server passes them with a task; `withPronunciations` makes them what `wordSyllables` and
 * `wordStress` answer while the task runs, so the meter, the word panel and autocomplete's line-length
 * matching all read them through the one path. Tasks run synchronously, one per worker at a time.
 */
export type PronunciationOverrides = Readonly<Record<string, number>>;

let current: ReadonlyMap<string, number> | null = null;

export function withPronunciations<T>(overrides: PronunciationOverrides | undefined, run: () => T): T {
  if (overrides === undefined) return run();
  const previous = current;
  // A Map, so a word such as "constructor" or "__proto__" never reads an object's own machinery.
  current = new Map(Object.entries(overrides));
  try {
    return run();
  } finally {
    current = previous;
  }
}

/** The writer's syllable count for a cleaned, lowercase word, if they set one. */
export function overriddenSyllables(word: string): number | undefined {
  return current?.get(word);
}

/**
 * A stress pattern of `count` syllables from the dictionary's: unstressed syllables go first when
 * it is too long ("fire" 10 -> 1, "every" 100 -> 10), unstressed ones are added at the end when too
 * short ("fire" 1 -> 10); the main stress stays where the dictionary puts it.
 */
export function fitStress(stress: string, count: number): string {
  const digits = stress.split('');
  while (digits.length > count) {
    const weak = digits.lastIndexOf('0');
    digits.splice(weak === -1 ? digits.length - 1 : weak, 1);
  }
  while (digits.length < count) digits.push(digits.length === 0 ? '1' : '0');
  return digits.join('');
}
