import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

/**
 * A large text file of sorted lines (WordNet's index files) read by binary search over byte offsets,
 * and lines read at a known offset (its data files): nothing is loaded into memory, and a lookup
 * costs a few dozen small reads from the page cache.
 */
export type SortedFile = {
  /** The lines whose text starts with `prefix`, in file order. */
  linesStartingWith(prefix: string): string[];
  /** The line that starts at byte `offset`. */
  lineAt(offset: number): string;
  close(): void;
};

const CHUNK = 1024;

export function openSortedFile(path: string): SortedFile {
  const fd = openSync(path, 'r');
  const size = fstatSync(fd).size;
  const buffer = Buffer.alloc(64 * CHUNK);

  /** The line starting at `start` (or null past the end), and where the next one starts. */
  function readLine(start: number): { text: string; next: number } | null {
    if (start >= size) return null;
    let length = CHUNK;
    for (;;) {
      const read = readSync(fd, buffer, 0, Math.min(length, buffer.length), start);
      const end = buffer.indexOf(10, 0);
      if (end !== -1 && end < read) return { text: buffer.toString('latin1', 0, end), next: start + end + 1 };
      if (read < length || length >= buffer.length)
        return { text: buffer.toString('latin1', 0, read), next: size };
      length *= 4;
    }
  }

  /** Where the first line starting at or after byte `position` begins. */
  function lineStartFrom(position: number): number {
    if (position === 0) return 0;
    const before = readLine(position - 1);
    return before ? before.next : size;
  }

  return {
    linesStartingWith(prefix) {
      let lo = 0;
      let hi = size;
      while (lo < hi) {
        const mid = Math.floor((lo + hi) / 2);
        const line = readLine(lineStartFrom(mid));
        if (line === null || line.text >= prefix) hi = mid;
        else lo = mid + 1;
      }
      const lines: string[] = [];
      let line = readLine(lineStartFrom(lo));
      while (line?.text.startsWith(prefix)) {
        lines.push(line.text);
        line = readLine(line.next);
      }
      return lines;
    },
    lineAt(offset) {
      return readLine(offset)?.text ?? '';
    },
    close() {
      closeSync(fd);
    },
  };
}
