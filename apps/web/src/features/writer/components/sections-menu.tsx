import { ListTree } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

/** The Sections menu (issue 18): puts a section tag on its own line at the cursor. */
export const SECTION_TAGS = ['Intro', 'Verse', 'Pre-Chorus', 'Chorus', 'Bridge', 'Hook', 'Outro'] as const;

export function SectionsMenu({ onInsert }: { onInsert: (label: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="shrink-0" aria-label="Sections" title="Sections">
          <ListTree />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-48 p-1" aria-label="Insert a section">
        {SECTION_TAGS.map((label) => (
          <button
            key={label}
            type="button"
            className="rounded-lg px-3 py-2 text-left text-sm hover:bg-background focus-visible:bg-background focus-visible:outline-none"
            onClick={() => {
              setOpen(false);
              onInsert(label);
            }}
          >
            [{label}]
          </button>
        ))}
      </PopoverContent>
    </Popover>
  );
}
