import type { LineModel } from './line-model';
import { blankPage } from './prompt';

/** How much the song's own pull on a line counts beside the line's likelihood in it. */
const CONTEXT_WEIGHT = 1;

/** Where a line goes: the prompt it follows, what joins them, and the words typed on its line. */
export type Place = { stem: string; join: string; partial: string };

/**
 * Each line's score in the song: its likelihood there (mean log-probability per token), plus how
 * much likelier the song makes it than a blank page does, so a line any song could hold ("I'm gonna
 * go with the flow") gains nothing from this one. All lines are read in the song first, then all on
 * the blank page: the model keeps one prompt's state at a time.
 */
export async function songScores(
  model: LineModel,
  place: Place,
  lines: readonly string[],
): Promise<number[]> {
  const inSong: number[] = [];
  for (const line of lines) inSong.push(await model.likelihood(place.stem, `${place.join}${line}\n`));
  const scores: number[] = [];
  for (const [i, line] of lines.entries()) {
    const anywhere = await model.likelihood(`${blankPage()}${place.partial}`, `${place.join}${line}\n`);
    const fit = inSong[i] ?? Number.NEGATIVE_INFINITY;
    scores.push(fit + CONTEXT_WEIGHT * (fit - anywhere));
  }
  return scores;
}
