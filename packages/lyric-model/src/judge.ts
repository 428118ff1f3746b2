import { formTarget, withPronunciations } from '@lyricist/lyric-engine';
import type { AutocompleteInput } from '@lyricist/shared/ai/contracts';
import type { LineModel } from './line-model';
import { lyricSheet } from './prompt';
import { songScores } from './rank';

/** The line chosen and its score (higher is better). */
export type JudgedLine = { suggestion: string; score: number };

/**
 * The model as a judge (issue 32, item 3): the engine writes several lines that keep the form, and
 * the model picks the one it finds likeliest in the song, less how likely any song would make it.
 * Nothing is written by the model, so every line shown is one the engine stands behind.
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
