import { ListTree } from 'lucide-react';
import { useState } from 'react';
import { HeaderMenu, menuItem } from './header-menu';

/** The Sections menu (issue 18): puts a section tag on its own line at the cursor. */
export const SECTION_TAGS = ['Intro', 'Verse', 'Pre-Chorus', 'Chorus', 'Bridge', 'Hook', 'Outro'] as const;

type SectionListProps = { onInsert: (label: string) => void; itemClassName?: string };

/** The tags as buttons; the phone's "More tools" menu shows the same list. */
export function SectionList({ onInsert, itemClassName = menuItem }: SectionListProps) {
  return SECTION_TAGS.map((label) => (
    <button key={label} type="button" className={itemClassName} onClick={() => onInsert(label)}>
      [{label}]
    </button>
  ));
}

export function SectionsMenu({ onInsert }: { onInsert: (label: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <HeaderMenu label="Sections" icon={<ListTree />} open={open} onOpenChange={setOpen} className="w-48 p-1">
      <SectionList
        onInsert={(label) => {
          setOpen(false);
          onInsert(label);
        }}
      />
    </HeaderMenu>
  );
}
