import { MAX_LYRICS_CHARS } from '@lyricist/shared/constants';
import { LRUCache } from 'lru-cache';

/**
 * A memo keyed by lines of text, bounded by the text it holds rather than by a count: every line of
 * the longest lyrics fits at once (a count of 5,000 was emptied over and over by a song of 8,000
 * short lines, re-reading every line for every candidate), and long lines cannot pile up memory.
 */
export function lineMemo<V extends {}>(): LRUCache<string, V> {
  return new LRUCache<string, V>({
    maxSize: 4 * MAX_LYRICS_CHARS,
    // Each entry costs its key plus a little for the entry itself.
    sizeCalculation: (_value, line) => line.length + 16,
  });
}
