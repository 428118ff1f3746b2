import { MEMO_MAX_NAME_CHARS } from '@lyricist/shared/constants';
import type { PhraseSpan } from '@lyricist/shared/memos/phrases';
import { CloudOff, Loader2, Pause, Play, Repeat, RotateCw, Trash2 } from 'lucide-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { MemoItem } from '../hooks/use-memo-controller';
import { formatDuration } from '../lib/memo-names';
import { MemoMelody } from './memo-melody';

type MemoRowProps = {
  memo: MemoItem;
  isCurrent: boolean;
  isPlaying: boolean;
  isLoading: boolean;
  isLooping: boolean;
  positionMs: number;
  onPlay: () => void;
  onPause: () => void;
  onToggleLoop: () => void;
  onRename: (name: string) => void;
  onDelete: () => void;
  onRetry: () => void;
  onLink: () => void;
  onUnlink: () => void;
  onSpan: (span: PhraseSpan | null) => void;
};

/**
 * One memo: Play/Pause, its name (edited in place: Enter or leaving the field keeps it, Escape
 * puts it back), its length, Loop and Delete; a memo the server does not have yet says so.
 */
export function MemoRow({
  memo,
  isCurrent,
  isPlaying,
  isLoading,
  isLooping,
  positionMs,
  ...on
}: MemoRowProps) {
  const [draft, setDraft] = useState(memo.name);
  useEffect(() => setDraft(memo.name), [memo.name]);

  const commit = () => {
    const name = draft.trim();
    if (name && name !== memo.name) on.onRename(name);
    else setDraft(memo.name);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
    if (event.key === 'Escape') {
      // Escape here undoes the edit; it must not also close the panel.
      event.stopPropagation();
      setDraft(memo.name);
      requestAnimationFrame(() => event.currentTarget?.blur());
    }
  };

  const playing = isCurrent && isPlaying;
  const error = memo.pending?.error;
  const progress = isCurrent && memo.durationMs > 0 ? Math.min(1, positionMs / memo.durationMs) : 0;

  return (
    <li
      className={cn('relative border-b border-border/60 px-2 py-2', isCurrent && 'bg-surface-2/60')}
      aria-label={memo.name}
    >
      <div className="flex items-center gap-1">
        <Button
          variant={playing ? 'default' : 'secondary'}
          size="icon"
          className="size-9 rounded-full"
          aria-label={playing ? `Pause ${memo.name}` : `Play ${memo.name}`}
          disabled={isLoading}
          onClick={playing ? on.onPause : on.onPlay}
        >
          {isLoading ? <Loader2 className="animate-spin" /> : playing ? <Pause /> : <Play />}
        </Button>
        <div className="min-w-0 flex-1 pl-1">
          <input
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commit}
            onKeyDown={handleKeyDown}
            maxLength={MEMO_MAX_NAME_CHARS}
            aria-label={`Name of ${memo.name}`}
            className="w-full truncate rounded-md bg-transparent px-1 py-0.5 text-sm font-medium hover:bg-surface-2 focus-visible:bg-background"
          />
          <p className="flex items-center gap-1.5 px-1 text-xs text-muted">
            <span className="tabular-nums">
              {isCurrent && positionMs > 0 ? `${formatDuration(positionMs)} / ` : ''}
              {formatDuration(memo.durationMs)}
            </span>
            {memo.pending && (
              <span className={cn('flex items-center gap-1', error ? 'text-destructive' : 'text-primary')}>
                <CloudOff className="size-3" aria-hidden />
                Not uploaded yet
              </span>
            )}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className={cn('size-9', isLooping && 'bg-primary/15 text-primary hover:bg-primary/25')}
          aria-label={`Loop ${memo.name}`}
          aria-pressed={isLooping}
          title="Loop"
          onClick={on.onToggleLoop}
        >
          <Repeat />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-muted hover:text-destructive"
          aria-label={`Delete ${memo.name}`}
          title="Delete"
          onClick={on.onDelete}
        >
          <Trash2 />
        </Button>
      </div>
      {error && (
        <div className="mt-1 flex items-start gap-2 pl-11 text-xs">
          <p className="flex-1 text-destructive">{error}</p>
          <Button variant="outline" size="sm" className="h-7" onClick={on.onRetry}>
            <RotateCw />
            Retry upload
          </Button>
        </div>
      )}
      <MemoMelody memo={memo} onLink={on.onLink} onUnlink={on.onUnlink} onSpan={on.onSpan} />
      {isCurrent && (
        <div className="absolute inset-x-0 bottom-0 h-0.5 bg-border/60" aria-hidden>
          <div className="h-full bg-primary transition-[width]" style={{ width: `${progress * 100}%` }} />
        </div>
      )}
    </li>
  );
}
