import { COPY } from '@lyricist/shared/copy';
import { ChevronDown, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';

type PinnedChipProps = {
  testId: string;
  title: string;
  label: string;
  icon: ReactNode;
  isFilled: boolean;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onClear: () => void;
  children: ReactNode;
};

// On touch screens, focusing a search box on open would throw up the keyboard over the list.
const isCoarsePointer = () => typeof window !== 'undefined' && window.matchMedia('(pointer: coarse)').matches;

/** A chip of the row under the input: opens its dropdown, and has a clear-all x when filled. */
export function PinnedChip(props: PinnedChipProps) {
  const { testId, title, label, icon, isFilled, isOpen, onOpenChange, onClear, children } = props;
  return (
    <Popover open={isOpen} onOpenChange={onOpenChange}>
      <div
        data-testid={testId}
        className={cn(
          'flex h-9 shrink-0 items-center rounded-full border text-sm transition-colors',
          isFilled
            ? 'border-primary/40 bg-primary/10 text-foreground'
            : 'border-border bg-surface text-muted',
        )}
      >
        <PopoverTrigger asChild>
          <button
            type="button"
            className={cn(
              'flex h-full max-w-48 cursor-pointer items-center gap-1.5 rounded-full pl-3 hover:text-foreground',
              isFilled ? 'pr-1' : 'pr-2.5',
            )}
          >
            <span className="shrink-0 [&_svg]:size-3.5">{icon}</span>
            <span data-part="label" className="truncate">
              {label}
            </span>
            <ChevronDown className="size-3.5 shrink-0 opacity-60" />
          </button>
        </PopoverTrigger>
        {isFilled && (
          <button
            type="button"
            aria-label={COPY.chat.clear(title)}
            onClick={onClear}
            className="grid h-full w-8 shrink-0 cursor-pointer place-items-center rounded-full text-muted hover:text-foreground"
          >
            <X className="size-3.5" />
          </button>
        )}
      </div>
      <PopoverContent
        aria-label={title}
        onOpenAutoFocus={(event) => {
          if (isCoarsePointer()) event.preventDefault();
        }}
      >
        {children}
      </PopoverContent>
    </Popover>
  );
}

type Pill = { id: string; name: string; color?: string };

/** The selected items at the top of a dropdown, each removable. */
export function SelectedPills({ items, onRemove }: { items: Pill[]; onRemove: (id: string) => void }) {
  if (items.length === 0) return null;
  return (
    <ul
      className="flex shrink-0 flex-wrap gap-1.5 border-b border-border px-3 py-2.5"
      aria-label={COPY.chat.selected}
    >
      {items.map((item) => (
        <li
          key={item.id}
          className="inline-flex max-w-full items-center gap-1 rounded-full bg-surface-2 py-0.5 pl-2.5 pr-1 text-xs"
        >
          {item.color && (
            <span className="size-2 shrink-0 rounded-full" style={{ backgroundColor: item.color }} />
          )}
          <span className="truncate">{item.name}</span>
          <button
            type="button"
            aria-label={COPY.chat.remove(item.name)}
            onClick={() => onRemove(item.id)}
            className="grid size-5 shrink-0 cursor-pointer place-items-center rounded-full text-muted hover:text-foreground"
          >
            <X className="size-3" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The empty state of a library dropdown (R-pinned-6). */
export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="px-4 py-6 text-center">
      <p className="text-sm font-medium text-foreground">{title}</p>
      {hint && <p className="mt-1 text-xs text-muted">{hint}</p>}
    </div>
  );
}
