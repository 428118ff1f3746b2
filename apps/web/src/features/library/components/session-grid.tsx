import type { SessionSummary } from '@lyricist/shared/sessions/contracts';
import { useEffect, useRef, useState } from 'react';
import { SessionCard } from './session-card';

// A multiple of 2 and 3, so the last row of a page is full on every layout.
const PAGE_SIZE = 30;

type SessionGridProps = {
  sessions: readonly SessionSummary[];
  /** The search the sessions were filtered by: a new search starts again from the first page. */
  searchKey: string;
  onDelete: (session: SessionSummary) => void;
};

/**
 * The cards, rendered a page at a time as the user scrolls: a library of a thousand sessions opens
 * and filters as fast as one of sixty. Cards keep their identity across searches, so a keystroke
 * re-renders only the cards that appear or go.
 */
export function SessionGrid({ sessions, searchKey, onDelete }: SessionGridProps) {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [pagedKey, setPagedKey] = useState(searchKey);
  if (pagedKey !== searchKey) {
    // Adjusting state while rendering (React's documented pattern) avoids a second pass with stale pages.
    setPagedKey(searchKey);
    setLimit(PAGE_SIZE);
  }
  const sentinelRef = useRef<HTMLDivElement>(null);
  const hasMore = sessions.length > limit;

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!hasMore || !sentinel || typeof IntersectionObserver === 'undefined') return;
    // A fresh observer per page reports at once if the sentinel is still in reach after growing.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLimit(limit + PAGE_SIZE);
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, limit]);

  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Saved lyrics">
        {sessions.slice(0, limit).map((session) => (
          <SessionCard key={session.sessionId} session={session} onDelete={onDelete} />
        ))}
      </ul>
      {hasMore && <div ref={sentinelRef} aria-hidden className="h-px" />}
    </>
  );
}
