import { COPY } from '@lyricist/shared/copy';
import { SEARCH_DEBOUNCE_MS } from '@lyricist/shared/web-constants';
import { Check } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { track } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import { chipLabel } from '../chip-label';
import type { PinnedList } from '../hooks/use-pinned-list';
import { EmptyState, PinnedChip, SelectedPills } from './pinned-chip';
import { SearchBox } from './search-box';

/** What differs between 'My Artists' and 'My Songs': names, copy and analytics events. */
export type PickerKind = {
  testId: string;
  title: string;
  icon: ReactNode;
  searchPlaceholder: string;
  empty: { title: string; hint: string };
  events: { open: string; clear: string; remove: string };
};

/** The dropdown's search text, and the same text after the 300 ms debounce (R-catalogue-3, R-catalogue-4). */
export function usePickerSearch() {
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  return { query, setQuery, debouncedQuery };
}

type ReferencePickerProps<T extends { id: string; name: string }> = {
  kind: PickerKind;
  pinned: PinnedList<T>;
  search: ReturnType<typeof usePickerSearch>;
  isLoading: boolean;
  hasItems: boolean;
  hasMatches: boolean;
  /** The list of matches; the frame adds the search box, the selected pills and the empty states. */
  children: ReactNode;
  /** Shown under the list or the empty state, whatever the matches. */
  footer?: ReactNode;
};

/** A reference chip's dropdown: search box, selected pills, empty states and the list of matches. */
export function ReferencePicker<T extends { id: string; name: string }>(props: ReferencePickerProps<T>) {
  const { kind, pinned, search, isLoading, hasItems, hasMatches, children, footer } = props;
  const [isOpen, setIsOpen] = useState(false);

  const handleOpenChange = (open: boolean) => {
    if (open) track(kind.events.open);
    setIsOpen(open);
  };

  return (
    <PinnedChip
      testId={kind.testId}
      title={kind.title}
      label={chipLabel(
        pinned.items.map((item) => item.name),
        kind.title,
      )}
      icon={kind.icon}
      isFilled={pinned.items.length > 0}
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      onClear={() => {
        track(kind.events.clear);
        pinned.clear();
      }}
    >
      {hasItems && (
        <SearchBox value={search.query} onChange={search.setQuery} placeholder={kind.searchPlaceholder} />
      )}
      <SelectedPills
        items={pinned.items}
        onRemove={(id) => {
          track(kind.events.remove);
          pinned.remove(id);
        }}
      />
      {!hasItems ? (
        isLoading ? (
          <EmptyState title={COPY.chat.loading} />
        ) : (
          <EmptyState title={kind.empty.title} hint={kind.empty.hint} />
        )
      ) : !hasMatches ? (
        <EmptyState title={COPY.chat.noMatches} />
      ) : (
        children
      )}
      {footer}
    </PinnedChip>
  );
}

type PickerOptionProps = {
  image: string | null | undefined;
  isRound: boolean;
  isSelected: boolean;
  onPick: () => void;
  testId?: string;
  children: ReactNode;
};

/** One pickable artist or song: its picture, its text, and a check once selected (then disabled). */
export function PickerOption({ image, isRound, isSelected, onPick, testId, children }: PickerOptionProps) {
  const thumb = cn('shrink-0 bg-surface-2', isRound ? 'size-7 rounded-full' : 'size-8 rounded-md');
  return (
    <li>
      <button
        type="button"
        data-testid={testId}
        disabled={isSelected}
        onClick={onPick}
        className="flex w-full cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-left text-sm hover:bg-surface-2 disabled:cursor-default disabled:opacity-50 disabled:hover:bg-transparent"
      >
        {image ? (
          <img src={image} alt="" className={cn(thumb, 'object-cover')} />
        ) : (
          <span className={thumb} />
        )}
        <span className="min-w-0 flex-1">{children}</span>
        {isSelected && <Check className="size-4 shrink-0 text-primary" />}
      </button>
    </li>
  );
}
