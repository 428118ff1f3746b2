import type { DiffLine } from '@lyricist/shared/versions/contracts';
import { cn } from '@/lib/cn';

/** A version against the current text, line by line: removed lines are the version's own. */
const STYLE = {
  same: { sign: ' ', className: 'text-muted' },
  removed: { sign: '−', className: 'bg-red-500/15 text-red-200' },
  added: { sign: '+', className: 'bg-emerald-500/15 text-emerald-200' },
} as const;

const LABEL = { same: 'unchanged', removed: 'only in this version', added: 'only in the current text' };

export function VersionDiff({ lines }: { lines: DiffLine[] }) {
  if (lines.every((line) => line.kind === 'same')) {
    return <p className="px-4 py-3 text-sm text-muted">Same as the current text.</p>;
  }
  return (
    <ol className="font-serif text-sm leading-relaxed" aria-label="Differences from the current text">
      {lines.map((line, i) => (
        <li
          // Lines have no identity beyond their place in this diff.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole, never reordered
          key={i}
          data-kind={line.kind}
          aria-label={`${LABEL[line.kind]}: ${line.text}`}
          className={cn('flex gap-2 px-4 whitespace-pre-wrap break-words', STYLE[line.kind].className)}
        >
          <span aria-hidden className="w-3 shrink-0 select-none">
            {STYLE[line.kind].sign}
          </span>
          <span className="min-w-0">{line.text || '\u00a0'}</span>
        </li>
      ))}
    </ol>
  );
}
