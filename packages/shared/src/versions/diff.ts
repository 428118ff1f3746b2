import { diffArrays } from 'diff';
import { lineWords } from '../lyrics/syllables';
import type { DiffLine } from './contracts';

/**
 * Beyond this many changed lines the two texts have little in common; Myers' diff is O(N·D), so it
 * stops there and the answer is "every old line removed, every new line added" (still true, just
 * not minimal) instead of holding the thread.
 */
const MAX_EDIT_LENGTH = 2000;

/** The lines of `from` against `to`, in order: kept, removed (only in `from`), added (only in `to`). */
export function lineDiff(from: string, to: string): DiffLine[] {
  const before = from.split('\n');
  const after = to.split('\n');
  const changes = diffArrays(before, after, { maxEditLength: MAX_EDIT_LENGTH });
  if (!changes) {
    return [
      ...before.map((text) => ({ kind: 'removed' as const, text })),
      ...after.map((text) => ({ kind: 'added' as const, text })),
    ];
  }
  return changes.flatMap((change) => {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    return change.value.map((text) => ({ kind, text }));
  });
}

function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of text.split('\n')) {
    for (const word of lineWords(line)) {
      const key = word.toLowerCase();
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * Words added and removed from `from` to `to`, counted as bags of words (linear, order-blind: a
 * moved line is neither added nor removed, which is how a writer sees it).
 */
export function wordChanges(from: string, to: string): { added: number; removed: number } {
  const before = wordCounts(from);
  const after = wordCounts(to);
  let added = 0;
  let removed = 0;
  for (const [word, count] of after) added += Math.max(0, count - (before.get(word) ?? 0));
  for (const [word, count] of before) removed += Math.max(0, count - (after.get(word) ?? 0));
  return { added, removed };
}
