import { Square } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ElapsedTime } from './elapsed-time';

/** The pulsing dot of a live recording. */
export function RecordingDot({ className }: { className?: string }) {
  return (
    <span className={cn('relative flex size-2.5 shrink-0', className)} aria-hidden>
      <span className="absolute inline-flex size-full animate-ping rounded-full bg-destructive opacity-75 motion-reduce:animate-none" />
      <span className="relative inline-flex size-2.5 rounded-full bg-destructive" />
    </span>
  );
}

/**
 * A recording under way: the dot, the elapsed time and Stop (R-memo-6). The header shows it while
 * the memo panel is closed, so a recording is never out of sight: the compact one among a wide
 * header's icons, the whole one on a row of its own under a phone's.
 */
export function RecordingIndicator({
  startedAt,
  onStop,
  isCompact = false,
  className,
}: {
  startedAt: number;
  onStop: () => void;
  isCompact?: boolean;
  className?: string;
}) {
  return (
    <fieldset
      aria-label="Recording a memo"
      className={cn(
        'flex shrink-0 items-center rounded-xl border border-destructive/40 bg-destructive/10',
        // The compact one keeps to the dot, the clock and Stop, beside a wide header's icons.
        isCompact ? 'h-10 gap-2 pl-3 pr-1' : 'w-full gap-2 px-4 py-2',
        className,
      )}
    >
      <RecordingDot />
      {!isCompact && <span className="text-sm font-medium">Recording</span>}
      <ElapsedTime since={startedAt} className="font-mono text-sm tabular-nums" />
      <Button
        variant={isCompact ? 'ghost' : 'outline'}
        size={isCompact ? 'icon' : 'sm'}
        className={isCompact ? 'size-8' : 'ml-auto'}
        aria-label="Stop recording"
        title="Stop recording"
        onClick={onStop}
      >
        <Square className="fill-current" />
        {!isCompact && 'Stop'}
      </Button>
    </fieldset>
  );
}
