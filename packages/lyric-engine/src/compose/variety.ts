import { senseScore } from '../language-model/bigram';
import { wordsOf } from '../util/text';

/**
 * The sense and variety rules a suggestion must keep, shared by autocomplete and the chat's
 * suggestion lines: no two lines of a song open with the same two words, and among candidates the
 * one that reads most like English wins (see language-model/bigram.ts).
 */

/** The first two words, lowercased: "And still the…" -> "and still". */
export function openingOf(line: string): string {
  return wordsOf(line).slice(0, 2).join(' ');
}

/** The openings a new line of this song should not repeat. */
export function openingsOf(lines: readonly string[]): Set<string> {
  return new Set(lines.map(openingOf).filter((o) => o.includes(' ')));
}

/** Candidates that keep the variety rules against the song's other lines, in their original order. */
export function varietyFilter(candidates: readonly string[], songLines: readonly string[]): string[] {
  const taken = openingsOf(songLines);
  const out: string[] = [];
  for (const c of candidates) {
    const opening = openingOf(c);
    if (taken.has(opening)) continue;
    taken.add(opening);
    out.push(c);
  }
  return out;
}

/** Candidates best first by how much sense they make; ties keep their order. */
export function rankBySense(candidates: readonly string[]): string[] {
  return candidates
    .map((line, i) => ({ line, i, score: senseScore(line) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.line);
}

export { senseScore };
