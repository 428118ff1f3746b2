import { readFileSync } from 'node:fs';
import { perplexity, senseScore } from '../src/language-model/bigram';
import { breaksGrammar } from '../src/language-model/clauses';
import { readSyntax } from '../src/language-model/syntax';
import type { Row } from './metrics';
import { round } from './metrics';

/**
 * The language model's own figures: perplexity on Brown fiction it was not trained on (every tenth
 * file, written out by scripts/build-language-data.ts) and on the held-out songs' lines, and the
 * share of suggestions it would reject: those whose sense score is below what 90% of the held-out
 * songs' own (human) lines reach. humanGrammarRejected: the share of those human lines the grammar
 * check (src/language-model/syntax.ts) would strike, its false alarms; the engine never offers a
 * line it strikes.
 */
export function languageModelFigures(humanLines: readonly string[], rows: readonly Row[]) {
  const brown = readFileSync(new URL('./brown-held-out.txt', import.meta.url), 'utf8')
    .trim()
    .split('\n');
  const human = humanLines.map(senseScore).sort((a, b) => a - b);
  const floor = human[Math.floor(human.length * 0.1)] ?? 0;
  const suggestions = rows.filter((r) => r.suggestion !== '').map((r) => r.full);
  return {
    brownHeldOutPerplexity: round(perplexity(brown), 1),
    lyricsPerplexity: round(perplexity(humanLines), 1),
    rejectFloor: round(floor),
    humanGrammarRejected: round(
      humanLines.filter((l) => breaksGrammar(readSyntax(l).tags)).length / Math.max(1, humanLines.length),
    ),
    rejectedShare: round(
      suggestions.filter((s) => senseScore(s) < floor).length / Math.max(1, suggestions.length),
    ),
  };
}
