import { LIBRARY_PREVIEW_WORDS } from '@lyricist/shared/constants';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The card text of R-library-2 (the first 10 words of the lyrics, with '...' when there are more), as SQL
 * expression over the lyrics: the library stores it when it derives a saved session and computes it
 * while the session is due (features/sessions/library-derive.ts, ADR 043), and reads it instead of
 * the lyrics. This is its only implementation.
 *
 * "Whitespace" is JavaScript's `\s` spelled out, so it splits exactly as `text.split(/\s+/)` would and
 * does not depend on the database's locale (PostgreSQL's own `\s` does).
 */
const SPACE = String.raw`\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff`;
const W = `[${SPACE}]`;
const N = `[^${SPACE}]`;

// Anchored, and the classes never overlap: the regex engine runs in time linear in the lyrics.
const firstWords = `^${W}*(${N}+(?:${W}+${N}+){0,${LIBRARY_PREVIEW_WORDS - 1}})`;
const moreWords = `^${W}*${N}+(?:${W}+${N}+){${LIBRARY_PREVIEW_WORDS}}`;

export const lyricsPreviewSql = (): SQL =>
  sql.raw(
    `coalesce(regexp_replace((regexp_match("lyrics", '${firstWords}'))[1], '${W}+', ' ', 'g')` +
      ` || case when "lyrics" ~ '${moreWords}' then '...' else '' end, '')`,
  );
