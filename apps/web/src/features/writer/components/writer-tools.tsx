import { Ellipsis } from 'lucide-react';
import { useState } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import type { RhymeSchemeSetting } from '../hooks/use-rhyme-scheme';
import { ExportActions, ExportMenu } from './export-menu';
import { HeaderMenu, menuItem } from './header-menu';
import { HistoryButton } from './history-button';
import { HistoryPanel } from './history-panel';
import { RHYME_FORM_LABEL, RhymeFormList, RhymeFormMenu } from './rhyme-form-menu';
import { SectionList, SectionsMenu } from './sections-menu';

/**
 * The writer's tools beside the header's own buttons: Sections, Rhyme form, History and Export each have an icon
 * on a wide screen; on a phone they fold into one "More tools" menu so the header stays calm.
 */
type WriterToolsProps = {
  sessionId: string;
  insertSection: (label: string) => void;
  currentText: () => string;
  restore: (versionId: string) => Promise<string>;
  song: () => { title: string; lyrics: string };
  rhymeScheme: RhymeSchemeSetting;
};

/** Tailwind's `sm` breakpoint, where the header has room for every icon. */
const WIDE = '(min-width: 640px)';
const groupLabel = 'px-3 pt-2 pb-1 text-xs font-semibold uppercase tracking-wide text-muted';
const chip =
  'rounded-md border border-border/60 px-2 py-1 text-sm hover:bg-background focus-visible:bg-background';

export function WriterTools({
  sessionId,
  insertSection,
  currentText,
  restore,
  song,
  rhymeScheme,
}: WriterToolsProps) {
  const isWide = useMediaQuery(WIDE);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [lineNumbers, setLineNumbers] = useState(false);
  const panel = historyOpen && (
    <HistoryPanel
      sessionId={sessionId}
      currentText={currentText}
      restore={restore}
      onClose={() => setHistoryOpen(false)}
    />
  );
  if (isWide)
    return (
      <>
        <SectionsMenu onInsert={insertSection} />
        <RhymeFormMenu setting={rhymeScheme} />
        <HistoryButton open={historyOpen} onOpenChange={setHistoryOpen} />
        <ExportMenu song={song} />
        {panel}
      </>
    );
  return (
    <>
      <HeaderMenu
        label="More tools"
        icon={<Ellipsis />}
        open={menuOpen}
        onOpenChange={setMenuOpen}
        className="w-64 overflow-y-auto p-1"
      >
        <button
          type="button"
          className={menuItem}
          onClick={() => {
            setMenuOpen(false);
            setHistoryOpen(true);
          }}
        >
          History
        </button>
        <fieldset>
          <legend className={groupLabel}>Insert a section</legend>
          <div className="flex flex-wrap gap-1 px-3 pb-2">
            <SectionList
              itemClassName={chip}
              onInsert={(label) => {
                setMenuOpen(false);
                insertSection(label);
              }}
            />
          </div>
        </fieldset>
        <fieldset>
          <legend className={groupLabel}>{RHYME_FORM_LABEL}</legend>
          <RhymeFormList setting={rhymeScheme} />
        </fieldset>
        <fieldset className="flex flex-col">
          <legend className={groupLabel}>Export</legend>
          <ExportActions
            song={song}
            lineNumbers={lineNumbers}
            onLineNumbersChange={setLineNumbers}
            onDone={() => setMenuOpen(false)}
          />
        </fieldset>
      </HeaderMenu>
      {panel}
    </>
  );
}
