import { COPY } from '@lyricist/shared/copy';
import { NotebookPen, Plus, SearchX, Star } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { track } from '@/lib/analytics';
import { currentSession } from '@/lib/current-session';

const STATES = {
  search: { Icon: SearchX, title: COPY.library.noResults, hint: COPY.library.noResultsHint },
  starred: { Icon: Star, title: COPY.library.noStarred, hint: COPY.library.noStarredHint },
  none: { Icon: NotebookPen, title: COPY.library.empty, hint: COPY.library.emptyHint },
};

/** The empty states: nothing matches the search, nothing starred, or nothing written yet. */
export function LibraryEmptyState({ filter }: { filter: keyof typeof STATES }) {
  const [, navigate] = useLocation();

  const handleCreate = () => {
    // Library 'create' starts a fresh session (R-session-7).
    currentSession.startFresh();
    track('clicked_create_first_lyrics');
    navigate('/theme-chat');
  };

  const { Icon, title, hint } = STATES[filter];
  return (
    <section className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-16 text-center">
      <div className="grid size-14 place-items-center rounded-2xl bg-surface-2 text-muted">
        <Icon className="size-7" aria-hidden />
      </div>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-sm text-muted">{hint}</p>
      {filter === 'none' && (
        <Button className="mt-3" onClick={handleCreate}>
          <Plus aria-hidden />
          {COPY.library.createFirst}
        </Button>
      )}
    </section>
  );
}
