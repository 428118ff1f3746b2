import { Check } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { track } from '@/lib/analytics';
import { chipLabel } from '../chip-label';
import type { PinnedList } from '../hooks/use-pinned-list';
import { PinnedChip, SelectedPills } from './pinned-chip';

type Tag = { id: string; name: string; color?: string };

type TagDropdownProps<T extends Tag> = {
  kind: 'mood' | 'genre';
  title: string;
  icon: ReactNode;
  options: readonly T[];
  pinned: PinnedList<T>;
};

/** 'Mood' and 'Genre': a fixed list; a pick adds (a repeat is ignored) and closes the dropdown. */
export function TagDropdown<T extends Tag>({ kind, title, icon, options, pinned }: TagDropdownProps<T>) {
  const [isOpen, setIsOpen] = useState(false);
  const selectedIds = new Set(pinned.items.map((t) => t.id));
  const first = pinned.items[0];

  const handleOpenChange = (open: boolean) => {
    if (open) track(`clicked_${kind}_dropdown`);
    setIsOpen(open);
  };
  const handlePick = (option: T) => {
    track(`clicked_${kind}`, { [kind]: option.id });
    pinned.add(option);
    setIsOpen(false);
  };

  return (
    <PinnedChip
      testId={`chip-${kind}`}
      title={title}
      label={chipLabel(
        pinned.items.map((t) => t.name),
        title,
      )}
      icon={
        first?.color ? (
          <span className="block size-2.5 rounded-full" style={{ backgroundColor: first.color }} />
        ) : (
          icon
        )
      }
      isFilled={pinned.items.length > 0}
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      onClear={() => {
        track(`clicked_clear_${kind}s`);
        pinned.clear();
      }}
    >
      <SelectedPills
        items={pinned.items}
        onRemove={(id) => {
          track(`clicked_remove_${kind}`);
          pinned.remove(id);
        }}
      />
      <ul className="grid max-h-48 grid-cols-2 gap-0.5 overflow-y-auto overscroll-contain p-1">
        {options.map((option) => (
          <li key={option.id}>
            <button
              type="button"
              data-testid={`${kind}-option`}
              onClick={() => handlePick(option)}
              className="flex w-full cursor-pointer items-center gap-2 rounded-lg px-2.5 py-2 text-left text-sm hover:bg-surface-2"
            >
              {option.color && (
                <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: option.color }} />
              )}
              <span className="min-w-0 flex-1 truncate">{option.name}</span>
              {selectedIds.has(option.id) && <Check className="size-3.5 shrink-0 text-primary" />}
            </button>
          </li>
        ))}
      </ul>
    </PinnedChip>
  );
}
