import { COPY } from '@lyricist/shared/copy';
import type { SessionPreview } from '@lyricist/shared/sessions/contracts';
import { AlertCircle, Search, Settings, Star } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Tooltip } from '@/components/ui/tooltip';
import { toast } from '@/hooks/use-toast';
import { track } from '@/lib/analytics';
import { errorMessage } from '@/lib/api';
import { currentSession } from '@/lib/current-session';
import { browserLocalDrafts } from '@/lib/local-drafts';
import { useDeleteLyrics } from '../api/delete-lyrics';
import { useLibraryPages } from '../api/sessions';
import { useStarLyrics } from '../api/star-lyrics';
import { displayTitle } from '../hooks/card-text';
import { DeleteLyricsDialog } from './delete-lyrics-dialog';
import { LibraryEmptyState } from './library-empty-state';
import { SessionGrid } from './session-grid';

/** `/library`: every saved session, searchable, each openable and deletable. */
export function LibraryScreen() {
  const [, navigate] = useLocation();
  const [term, setTerm] = useState('');
  const [starredOnly, setStarredOnly] = useState(false);
  const [toDelete, setToDelete] = useState<SessionPreview | null>(null);
  const { query: pages, sessions, q } = useLibraryPages(term, starredOnly);
  const deleteLyrics = useDeleteLyrics();
  const { mutate: star } = useStarLyrics();
  const handleDelete = useCallback((session: SessionPreview) => setToDelete(session), []);
  const handleStar = useCallback(
    (session: SessionPreview) => star({ sessionId: session.sessionId, starred: !session.starred }),
    [star],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const handleLoadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const handleConfirmDelete = async () => {
    if (!toDelete) return;
    const { sessionId } = toDelete;
    try {
      await deleteLyrics.mutateAsync(sessionId);
      track('deleted_lyrics');
      // A deleted song leaves nothing behind on this device either.
      browserLocalDrafts().forget(sessionId);
      // Deleting the current session forgets it and its chat (R-session-8).
      if (currentSession.id() === sessionId) {
        currentSession.leave();
        navigate('/library');
      }
    } catch (error) {
      console.error('Failed to delete lyrics', error);
      toast({ title: COPY.errors.title, description: COPY.library.deleteFailed, variant: 'destructive' });
    } finally {
      setToDelete(null);
    }
  };

  return (
    <main className="mx-auto w-full max-w-6xl px-4 pb-32 pt-8 sm:px-6 sm:pt-12">
      <header className="mb-6 flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{COPY.library.heading}</h1>
        <Tooltip label="Settings">
          <Link
            href="/settings"
            aria-label="Settings"
            className={buttonVariants({ variant: 'ghost', size: 'icon' })}
          >
            <Settings aria-hidden />
          </Link>
        </Tooltip>
      </header>
      <div className="mb-6 flex gap-2">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
            aria-hidden
          />
          <Input
            type="search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder={COPY.library.searchPlaceholder}
            aria-label={COPY.library.searchPlaceholder}
            className="pl-9"
          />
        </div>
        <Button
          variant="outline"
          aria-pressed={starredOnly}
          className={starredOnly ? 'h-auto border-amber-300/60 text-amber-200' : 'h-auto'}
          onClick={() => setStarredOnly((only) => !only)}
        >
          <Star aria-hidden className={starredOnly ? 'fill-current' : undefined} />
          {COPY.library.starredFilter}
        </Button>
      </div>
      {pages.isPending ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading lyrics">
          {[0, 1, 2, 3, 4, 5].map((n) => (
            <li key={n}>
              <Skeleton className="h-40" />
            </li>
          ))}
        </ul>
      ) : pages.isError && sessions.length === 0 ? (
        <Alert variant="destructive" className="items-center">
          <AlertCircle aria-hidden />
          <span className="flex-1">{errorMessage(pages.error)}</span>
          <Button variant="outline" size="sm" onClick={() => void pages.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : sessions.length === 0 ? (
        <LibraryEmptyState filter={q !== '' ? 'search' : starredOnly ? 'starred' : 'none'} />
      ) : (
        <SessionGrid
          sessions={sessions}
          hasMore={hasNextPage && !pages.isError}
          isLoadingMore={isFetchingNextPage}
          onLoadMore={handleLoadMore}
          onDelete={handleDelete}
          onStar={handleStar}
        />
      )}
      <DeleteLyricsDialog
        title={toDelete ? displayTitle(toDelete.songTitle) : null}
        isDeleting={deleteLyrics.isPending}
        onConfirm={() => void handleConfirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </main>
  );
}
