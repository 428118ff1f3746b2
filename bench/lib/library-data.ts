import { lyricsOf } from './lyrics';

/**
 * One writer's big library: `count` sessions of 300 words. Each title carries a code over letters
 * the lyrics never use, so typing a code narrows the search at every keystroke. One session in a
 * thousand also sings RARE_WORD, which no other lyric has; COMMON_WORD is in nearly every lyric.
 */
const CODE_LETTERS = 'qxzjkv';
export const COMMON_WORD = 'midnight';
export const RARE_WORD = 'tambourine';

export function titleCode(n: number): string {
  let code = '';
  for (let rest = n, i = 0; i < 6; i++, rest = Math.floor(rest / CODE_LETTERS.length)) {
    code += CODE_LETTERS[rest % CODE_LETTERS.length];
  }
  return code;
}

export type LibraryEntry = { title: string; lyrics: string };

export const libraryEntries = (count: number, words = 300): LibraryEntry[] =>
  Array.from({ length: count }, (_, n) => {
    const lyrics = lyricsOf(words, n + 1);
    const cut = lyrics.indexOf('\n', lyrics.length >> 1);
    return {
      title: `Song ${titleCode(n)}`,
      // Mid-line, mid-lyric: the search must find a word anywhere.
      lyrics: n % 1000 === 500 ? `${lyrics.slice(0, cut)} ${RARE_WORD}${lyrics.slice(cut)}` : lyrics,
    };
  });

/** Both databases' clients answer `query(text, params)`. */
export type SqlClient = { query: (text: string, params: unknown[]) => Promise<unknown> };

/**
 * Stores the entries as the writer's sessions in one INSERT ... SELECT (seconds, where ten thousand
 * POSTs would take minutes), the first entry saved last so the library lists them in entry order.
 */
export async function seedLibrary(
  db: SqlClient,
  userId: string,
  entries: readonly LibraryEntry[],
  options: { analyze: boolean },
) {
  await db.query(
    `insert into lyric_sessions (user_id, song_title, lyrics, style, created_at, last_saved)
     select $1::uuid, e.title, e.lyrics, 'Default Style', s.at, s.at
     from unnest($2::text[], $3::text[]) with ordinality as e(title, lyrics, n)
     cross join lateral (select now() - e.n * interval '1 second' as at) s`,
    [userId, entries.map((e) => e.title), entries.map((e) => e.lyrics)],
  );
  // What autovacuum does shortly after a bulk load on PostgreSQL. PGlite has no autovacuum; the
  // server analyses it when it opens it (db/client.ts), so the bench restarts the server instead.
  if (options.analyze) await db.query('analyze lyric_sessions', []);
}
