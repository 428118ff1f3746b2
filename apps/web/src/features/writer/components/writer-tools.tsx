import { Ellipsis, History, Mic } from 'lucide-react';
import { useState } from 'react';
import { MemoPanel } from '@/features/memos/components/memo-panel';
import { RecordingIndicator } from '@/features/memos/components/recording-indicator';
import type { MemoController } from '@/features/memos/hooks/use-memo-controller';
import { useMediaQuery } from '@/hooks/use-media-query';
import type { RhymeSchemeSetting } from '../hooks/use-rhyme-scheme';
import { ExportActions, ExportMenu } from './export-menu';
import { HeaderMenu, menuItem } from './header-menu';
import { HistoryPanel } from './history-panel';
import { PanelButton } from './panel-button';
import { RHYME_FORM_LABEL, RhymeFormList, RhymeFormMenu } from './rhyme-form-menu';
import { SectionList, SectionsMenu } from './sections-menu';

/**
 * The writer's tools beside the header's own buttons: Sections, Rhyme form, History, Voice memos and Export
 * each have an icon on a wide screen; on a phone they fold into one "More tools" menu so the header stays
 * calm. One side panel at a time (History or Voice memos); a recording shows in the header while its
 * panel is closed (beside the icons on a wide screen, under them on a phone).
 */
type WriterToolsProps = {
  sessionId: string;
  insertSection: (label: string) => void;
  currentText: () => string;
  restore: (versionId: string) => Promise<string>;
  song: () => { title: string; lyrics: string };
  rhymeScheme: RhymeSchemeSetting;
  /** The writer's memos, kept by the workspace: the margin reads their linked stanzas too. */
  memos: MemoController;
  /** The stanza at the cursor (0-based), which "Link to stanza" links; null on a blank line. */
  stanzaAtCursor: () => number | null;
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
  memos,
  stanzaAtCursor,
}: WriterToolsProps) {
  const isWide = useMediaQuery(WIDE);
  const [openPanel, setOpenPanel] = useState<'history' | 'memos' | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [lineNumbers, setLineNumbers] = useState(false);
  const toggle = (which: 'history' | 'memos') => (open: boolean) => setOpenPanel(open ? which : null);
  const close = () => setOpenPanel(null);
  const panel =
    openPanel === 'history' ? (
      <HistoryPanel sessionId={sessionId} currentText={currentText} restore={restore} onClose={close} />
    ) : openPanel === 'memos' ? (
      <MemoPanel sessionId={sessionId} memos={memos} stanzaAtCursor={stanzaAtCursor} onClose={close} />
    ) : null;
  const { startedAt } = memos.recorder;
  // A phone's header row has no room for it beside the title: there it takes a row of its own.
  const recording = startedAt !== null && openPanel !== 'memos' && (
    <RecordingIndicator
      startedAt={startedAt}
      onStop={() => void memos.recorder.stop()}
      isCompact={isWide}
      className={isWide ? undefined : 'order-last'}
    />
  );
  if (isWide)
    return (
      <>
        {recording}
        <SectionsMenu onInsert={insertSection} />
        <RhymeFormMenu setting={rhymeScheme} />
        <PanelButton
          icon={<History />}
          label="History"
          title="History"
          open={openPanel === 'history'}
          onOpenChange={toggle('history')}
        />
        <PanelButton
          icon={<Mic />}
          label="Voice memos"
          title="Voice memos: hum or sing a line, kept with this song"
          open={openPanel === 'memos'}
          onOpenChange={toggle('memos')}
        />
        <ExportMenu song={song} />
        {panel}
      </>
    );
  return (
    <>
      {recording}
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
            setOpenPanel('history');
          }}
        >
          History
        </button>
        <button
          type="button"
          className={menuItem}
          onClick={() => {
            setMenuOpen(false);
            setOpenPanel('memos');
          }}
        >
          Voice memos
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
