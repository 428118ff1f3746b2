import { ARTICLES, CONJUNCTIONS } from '../banks/function-words';

/** How much of a writer's sentence a line can carry, and where a line may end. */

const OPEN_ENDED = new Set([...ARTICLES, ...CONJUNCTIONS, 'my', 'your', 'our', 'their', 'its', 'of']);

/** "He made me a", "She ate two pieces and said 'baby": a line cut off before it ends. */
export function isCutShort(line: string): boolean {
  const last = line.toLowerCase().match(/[a-z']+$/)?.[0] ?? '';
  const quotes = (line.match(/(?<![a-z])'|'(?![a-z])|"/gi) ?? []).length;
  return OPEN_ENDED.has(last) || quotes % 2 === 1;
}

const PHRASE_BREAK = /^(?:in|on|at|every|with|from|for|since|like|when|after|before|while|until|by)$/i;
const MAX_LINE_WORDS = 10;

/**
 * Long clauses cut to lines that can be sung, each at a phrase's start: "my grandpa grew rock candy on
 * strings in mason jars on the kitchen windowsill every august" -> "my grandpa grew rock candy on
 * strings in mason jars". Shorter clauses, and ones with no place to cut, stay as they are.
 */
export function singable(text: string): string {
  return text.replace(/[^.;!?,]+/g, (clause) => {
    const words = clause.trim().split(/\s+/);
    if (words.length <= MAX_LINE_WORDS) return clause;
    for (let end = MAX_LINE_WORDS; end >= 5; end--) {
      const line = words.slice(0, end).join(' ');
      if (PHRASE_BREAK.test(words[end] ?? '') && !isCutShort(line)) return ` ${line}`;
    }
    return clause;
  });
}
