import type { Client } from './http';
import { lyricsOf } from './lyrics';
import { createSession, type Writer } from './writers';

/**
 * One writer's big library: `count` sessions of 300 words. Each title carries a four-letter code
 * over letters the lyrics never use, so typing a code narrows the grid at every keystroke.
 */
const CODE_LETTERS = 'qxzjkv';

export function titleCode(n: number): string {
  let code = '';
  for (let rest = n, i = 0; i < 4; i++, rest = Math.floor(rest / CODE_LETTERS.length)) {
    code += CODE_LETTERS[rest % CODE_LETTERS.length];
  }
  return code;
}

export type LibraryEntry = { title: string; lyrics: string };

export const libraryEntries = (count: number, words = 300): LibraryEntry[] =>
  Array.from({ length: count }, (_, n) => ({
    title: `Song ${titleCode(n)}`,
    lyrics: lyricsOf(words, n + 1),
  }));

/** Stores the entries as the writer's sessions, eight requests at a time. */
export async function seedLibrary(
  client: Client,
  writer: Writer,
  entries: readonly LibraryEntry[],
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < entries.length) {
      const entry = entries[next++] as LibraryEntry;
      await createSession(client, writer, { songTitle: entry.title, lyrics: entry.lyrics });
    }
  };
  await Promise.all(Array.from({ length: 8 }, lane));
}
