import { autocomplete, formTarget, withDraw, withPronunciations } from '@lyricist/lyric-engine';
import type { AutocompleteInput } from '@lyricist/shared/ai/contracts';
import type { LineModel } from '../src/line-model';
import { lyricSheet } from '../src/prompt';
import { songScores } from '../src/rank';

/**
 * The engine's line and up to `count - 1` others it would write for the same song with its choices
 * seeded differently (`withDraw`), each keeping the same form; duplicates and empty answers left out.
 * The first is always the engine's own answer.
 */
export function autocompleteDraws(input: AutocompleteInput, count: number): string[] {
  const lines: string[] = [];
  for (let n = 0; n < count; n++) {
    const { suggestion } = withDraw(n, () => autocomplete(input));
    if (suggestion.trim() !== '' && !lines.includes(suggestion)) lines.push(suggestion);
  }
  return lines;
}

/** The line chosen and its score (higher is better). */
export type JudgedLine = { suggestion: string; score: number };

/**
 * The model as a judge (issue 32, item 3; `bench:model -- --strategy judge`): the engine writes several
 * lines that keep the form, and the model picks the one it finds likeliest in the song, less how
 * likely any song would make it. Two blind readers found the picks no better than the engine's own
 * (bench/keep-read/runs/issue-32-judge), so the product does not use it.
 */
export async function judgeLines(
  input: AutocompleteInput,
  lines: readonly string[],
  model: LineModel,
): Promise<JudgedLine | null> {
  const target = withPronunciations(input.pronunciations, () => formTarget(input));
  const sheet = lyricSheet(input);
  const stem = target.partial === '' ? sheet : sheet.trimEnd();
  const join = target.partial === '' ? '' : ' ';
  const options = [...new Set(lines.map((l) => l.trim()).filter((l) => l !== ''))];
  if (options.length <= 1) return options[0] === undefined ? null : { suggestion: options[0], score: 0 };
  const scores = await songScores(model, { stem, join, partial: target.partial }, options);
  let best: JudgedLine | null = null;
  for (const [i, line] of options.entries()) {
    const score = scores[i] ?? Number.NEGATIVE_INFINITY;
    if (!best || score > best.score) best = { suggestion: line, score };
  }
  return best;
}
