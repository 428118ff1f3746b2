import { IDIOMS } from './idioms-data.gen';

/**
 * Verb phrases Brown's writers close a clause on, by the word they end on (generated table, see
 * scripts/idioms.ts): a rhyme word can end a line the way people talk ("I made a mistake", "I caught
 * my breath", "we came home") instead of in a place tail chosen for its sound. Read on first use.
 */
export type Idiom = {
  /** The verb's base form, with its particle: "make", "pick up". */
  verb: string;
  /**
   * What stands between the verb and the end word: "a", "the", "a deep", "my" (the subject's own:
   * "caught my breath") or "your" (someone else's: "grabbed your arm").
   */
  between: readonly string[];
};

let table: Map<string, readonly Idiom[]> | null = null;

function idioms(): Map<string, readonly Idiom[]> {
  if (table) return table;
  table = new Map();
  for (const line of IDIOMS.trim().split('\n')) {
    const [word = '', phrases = ''] = line.split('|');
    table.set(
      word,
      phrases.split(';').map((phrase) => {
        const [verb = '', ...between] = phrase.split(' ');
        return { verb: verb.replace('+', ' '), between };
      }),
    );
  }
  return table;
}

/** The idioms that end on `word`, strongest first; [] for a word Brown never closed one on. */
export function idiomsFor(word: string): readonly Idiom[] {
  return idioms().get(word) ?? [];
}

/**
 * The idiom as a verb phrase in its base form, ending on `word`, with the line's voice's possessives
 * (`own` for the singer's, `other` for the one sung to): "catch our breath", "grab my arm". The caller
 * conjugates its first word.
 */
export function idiomPhrase(idiom: Idiom, word: string, own: string, other: string): string {
  const between = idiom.between.map((w) => (w === 'my' ? own : w === 'your' ? other : w));
  return [idiom.verb, ...between, word].join(' ');
}
