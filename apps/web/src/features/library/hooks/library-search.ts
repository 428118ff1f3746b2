import type { SessionSummary } from '@lyricist/shared/sessions/contracts';
import { useDeferredValue, useMemo } from 'react';

export type SearchEntry = { session: SessionSummary; haystack: string };

/** Lowercases every title and lyric once per list, so each keystroke is only substring checks. */
export function buildSearchIndex(sessions: readonly SessionSummary[]): SearchEntry[] {
  return sessions.map((session) => ({
    session,
    haystack: `${session.songTitle}\n${session.lyrics}`.toLowerCase(),
  }));
}

/** Sessions whose title or lyrics contain the term, case-insensitively; all of them for a blank term. */
export function filterSessions(index: readonly SearchEntry[], term: string): SessionSummary[] {
  const needle = term.trim().toLowerCase();
  if (needle === '') return index.map((entry) => entry.session);
  return index.filter((entry) => entry.haystack.includes(needle)).map((entry) => entry.session);
}

/**
 * The visible sessions for a search term, filtered off the typing path (deferred) so the input stays
 * responsive with a thousand sessions; `searchKey` is the term they were filtered by.
 */
export function useLibrarySearch(sessions: readonly SessionSummary[] | undefined, term: string) {
  const deferredTerm = useDeferredValue(term);
  const index = useMemo(() => buildSearchIndex(sessions ?? []), [sessions]);
  const visible = useMemo(() => filterSessions(index, deferredTerm), [index, deferredTerm]);
  return { visible, searchKey: deferredTerm.trim().toLowerCase() };
}
