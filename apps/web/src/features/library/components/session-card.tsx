import type { SessionPreview } from '@lyricist/shared/sessions/contracts';
import { CalendarClock, Star, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { track } from '@/lib/analytics';
import { currentSession } from '@/lib/current-session';
import { displayPreview, displayTitle, formatSavedDate } from '../hooks/card-text';

type SessionCardProps = {
  session: SessionPreview;
  onDelete: (session: SessionPreview) => void;
  onStar: (session: SessionPreview) => void;
};

/**
 * One saved session. Memoised and skipped by the browser while off-screen (content-visibility), so
 * a library of a thousand sessions stays quick.
 */
export const SessionCard = memo(function SessionCard({ session, onDelete, onStar }: SessionCardProps) {
  const title = displayTitle(session.songTitle);
  const isEmpty = session.preview === '';

  const handleOpen = () => {
    // Opening a session from the library makes it the current one (R-session-7).
    currentSession.open(session.sessionId);
    track('clicked_lyrics_card');
  };

  return (
    <li className="group relative [contain-intrinsic-size:auto_10rem] [content-visibility:auto]">
      <Link
        href={`/theme-writer?sessionId=${encodeURIComponent(session.sessionId)}`}
        onClick={handleOpen}
        className="flex h-full min-h-40 flex-col gap-3 rounded-2xl border border-border bg-surface p-5 transition-colors hover:border-primary/40 hover:bg-surface-2/60"
      >
        <h2 className="line-clamp-2 pr-16 text-lg font-semibold leading-snug [overflow-wrap:anywhere]">
          {title}
        </h2>
        <p
          className={
            isEmpty
              ? 'flex-1 text-sm italic text-muted'
              : 'line-clamp-3 flex-1 font-serif text-[0.95rem] leading-relaxed text-foreground/80 [overflow-wrap:anywhere]'
          }
        >
          {displayPreview(session.preview)}
        </p>
        <p className="flex items-center gap-1.5 text-xs text-muted">
          <CalendarClock className="size-3.5" aria-hidden />
          <time dateTime={session.lastSaved}>{formatSavedDate(session.lastSaved)}</time>
        </p>
      </Link>
      {/* No tooltips here: a Radix tooltip per card is too heavy for a long library. */}
      <div className="absolute right-2 top-2 flex">
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Star ${title}`}
          aria-pressed={session.starred}
          className={
            session.starred ? 'text-amber-300 hover:text-amber-200' : 'text-muted hover:text-foreground'
          }
          onClick={() => onStar(session)}
        >
          <Star aria-hidden className={session.starred ? 'fill-current' : undefined} />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${title}`}
          className="text-muted hover:bg-destructive/15 hover:text-red-300"
          onClick={() => onDelete(session)}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
});
