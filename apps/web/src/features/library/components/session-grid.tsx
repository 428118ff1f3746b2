import type { SessionPreview } from '@lyricist/shared/sessions/contracts';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { SessionCard } from './session-card';

type SessionGridProps = {
  sessions: readonly SessionPreview[];
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  onDelete: (session: SessionPreview) => void;
  onStar: (session: SessionPreview) => void;
};

/**
 * The cards read so far; the next page is asked for as the writer scrolls near the end. Cards keep
 * their identity as pages arrive, so a page renders only its own 30 cards.
 */
export function SessionGrid({
  sessions,
  hasMore,
  isLoadingMore,
  onLoadMore,
  onDelete,
  onStar,
}: SessionGridProps) {
  const sentinelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!hasMore || isLoadingMore || !sentinel || typeof IntersectionObserver === 'undefined') return;
    // A fresh observer per page reports at once if the sentinel is still in reach after growing.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, isLoadingMore, onLoadMore]);

  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Saved lyrics">
        {sessions.map((session) => (
          <SessionCard key={session.sessionId} session={session} onDelete={onDelete} onStar={onStar} />
        ))}
      </ul>
      {hasMore && (
        <div ref={sentinelRef} className="flex justify-center py-6 text-muted">
          {isLoadingMore && <Loader2 className="animate-spin" aria-label="Loading more lyrics" />}
        </div>
      )}
    </>
  );
}
