import { MAX_TITLE_CHARS } from '@lyricist/shared/constants';
import { REGENERATE_BUTTON_DELAY_MS, TITLE_TEXTAREA_ROWS } from '@lyricist/shared/web-constants';
import { RefreshCw } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * The editable title (R-title-1): a 2-row textarea. A single click shows the regenerate button
 * after REGENERATE_BUTTON_DELAY_MS (so a double click does not flash it); a double click edits;
 * Enter commits, Escape cancels; leaving the field commits too, so a typed title is never dropped.
 */
type SongTitleProps = {
  title: string;
  isBusy: boolean;
  onCommit: (next: string) => void;
  onRegenerate: () => Promise<void>;
};

export function SongTitle({ title, isBusy, onCommit, onRegenerate }: SongTitleProps) {
  const [isEditing, setEditing] = useState(false);
  const [draft, setDraft] = useState(title);
  const [showRegenerate, setShowRegenerate] = useState(false);
  const clickTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  const cancelClickTimer = () => {
    if (clickTimer.current !== null) clearTimeout(clickTimer.current);
    clickTimer.current = null;
  };
  useEffect(
    () => () => {
      if (clickTimer.current !== null) clearTimeout(clickTimer.current);
    },
    [],
  );

  const startEditing = () => {
    cancelClickTimer();
    setShowRegenerate(false);
    setDraft(title);
    setEditing(true);
    requestAnimationFrame(() => field.current?.select());
  };

  const finishEditing = (commit: boolean) => {
    setEditing(false);
    if (commit) onCommit(draft);
  };

  const handleClick = () => {
    if (isEditing) return;
    cancelClickTimer();
    clickTimer.current = setTimeout(() => setShowRegenerate(true), REGENERATE_BUTTON_DELAY_MS);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isEditing) {
      if (event.key === 'Enter' || event.key === 'F2') {
        event.preventDefault();
        startEditing();
      }
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      finishEditing(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finishEditing(false);
    }
  };

  const handleBlur = (event: FocusEvent<HTMLTextAreaElement>) => {
    if (isEditing) {
      finishEditing(true);
      return;
    }
    if (event.relatedTarget?.hasAttribute('data-regenerate-title')) return;
    cancelClickTimer();
    setShowRegenerate(false);
  };

  return (
    <div className="flex min-w-0 flex-1 items-center gap-1">
      {/* The page's level-one heading for assistive technology; the textarea is how it is seen and edited. */}
      <h1 className="sr-only">{title}</h1>
      <textarea
        ref={field}
        aria-label="Song title"
        rows={TITLE_TEXTAREA_ROWS}
        readOnly={!isEditing}
        value={isEditing ? draft : title}
        maxLength={MAX_TITLE_CHARS}
        onChange={(event) => setDraft(event.target.value.replace(/\n/g, ' '))}
        onClick={handleClick}
        onDoubleClick={startEditing}
        onKeyDown={handleKeyDown}
        onBlur={handleBlur}
        title={isEditing ? undefined : 'Double-click to edit'}
        className={cn(
          // Sized to its text, up to its two rows, so a short title sits level with the header's icons.
          'field-sizing-content max-h-[calc(2lh+0.5rem+2px)] min-w-0 flex-1 resize-none overflow-hidden rounded-lg border bg-transparent px-2 py-1 font-serif text-base font-semibold leading-snug sm:text-lg',
          isEditing ? 'border-border bg-surface-2' : 'cursor-pointer border-transparent hover:bg-surface/60',
          isBusy && 'animate-pulse',
        )}
      />
      {showRegenerate && !isEditing && (
        <Button
          variant="ghost"
          size="icon"
          data-regenerate-title=""
          aria-label="Regenerate title"
          title="Regenerate title"
          disabled={isBusy}
          onClick={async () => {
            await onRegenerate();
            setShowRegenerate(false);
          }}
          className="shrink-0 text-primary"
        >
          <RefreshCw className={cn(isBusy && 'animate-spin')} />
        </Button>
      )}
    </div>
  );
}
