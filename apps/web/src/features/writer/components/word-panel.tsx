import { X } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useWordLookup } from '../api/words-api';
import type { WordPanel as WordPanelState, WordPanelTab } from '../hooks/use-word-panel';
import { SyllableCorrection } from './syllable-correction';
import { LookupFailed, LookupLoading } from './word-lookup-state';
import { WordMeaning } from './word-meaning';
import { WordRhymes } from './word-rhymes';
import { WordSearch } from './word-search';

/**
 * The word panel (issue 17): a side panel on a wide screen, a bottom sheet on a phone. It sits in
 * the writer's layout, not over it, so with a device keyboard up (R-writer-3) the sheet stays
 * above the keyboard and the editor shrinks to keep the active line in view. A mouse click inside
 * leaves the focus in the editor, so the writer types on after choosing a word.
 */
const keepEditorFocus = (event: MouseEvent) => {
  if (!(event.target instanceof HTMLInputElement)) event.preventDefault();
};

/**
 * `isKeyboardUp`: a device keyboard has taken the bottom of the screen; the sheet then takes a larger
 * share of what is left, or its results would not show at all.
 */
export function WordPanel({ panel, isKeyboardUp }: { panel: WordPanelState; isKeyboardUp: boolean }) {
  const { word, tab, showAll, close, pick } = panel;
  const lookup = useWordLookup(word, showAll);
  const tabs = useRef<HTMLDivElement>(null);

  // Asked from the keyboard: focus the active tab, or the search box when there was no word to look up.
  const hasWord = useRef(word !== null);
  hasWord.current = word !== null;
  useEffect(() => {
    if (panel.focusRequest === 0) return;
    const target = hasWord.current
      ? tabs.current?.querySelector<HTMLElement>('[role="tab"][data-state="active"]')
      : document.getElementById('word-search-rhymes');
    target?.focus();
  }, [panel.focusRequest]);

  // Radix focuses a tab on mousedown; a click switches the tab and leaves the focus where it was.
  const clickTab = (value: WordPanelTab) => (event: MouseEvent) => {
    if (event.button !== 0 || event.ctrlKey) return;
    event.preventDefault();
    panel.setTab(value);
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  const body = (render: (answer: NonNullable<typeof lookup.data>) => ReactNode) => {
    if (word === null)
      return <p className="py-6 text-center text-sm text-muted">Put the cursor on a word.</p>;
    if (lookup.isError)
      return (
        <LookupFailed what={`Looking up “${word}”`} error={lookup.error} onRetry={() => lookup.refetch()} />
      );
    if (!lookup.data) return <LookupLoading what={`Looking up “${word}”`} />;
    return render(lookup.data);
  };

  return (
    <aside
      aria-label="Word panel"
      onMouseDown={keepEditorFocus}
      onKeyDown={handleKeyDown}
      className={`flex ${isKeyboardUp ? 'h-[58%]' : 'h-[45%]'} min-h-0 shrink-0 flex-col border-t border-border bg-surface md:h-auto md:w-96 md:border-t-0 md:border-l`}
    >
      <div className="flex items-start gap-2 border-b border-border/60 px-4 pb-2 pt-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 className="truncate font-serif text-xl">{word ?? 'Rhymes and meanings'}</h2>
          {lookup.data && <SyllableCorrection key={lookup.data.word} answer={lookup.data} />}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mr-2 shrink-0"
          aria-label="Close word panel"
          title="Close (Escape)"
          onClick={close}
        >
          <X />
        </Button>
      </div>
      <Tabs
        ref={tabs}
        value={tab}
        onValueChange={(value) => panel.setTab(value as WordPanelTab)}
        className="flex min-h-0 flex-1 flex-col"
      >
        <div className="flex flex-col gap-2 px-4 pt-3">
          <TabsList aria-label="Word tools" className="w-full">
            <TabsTrigger value="rhymes" onMouseDown={clickTab('rhymes')}>
              Rhymes
            </TabsTrigger>
            <TabsTrigger value="meaning" onMouseDown={clickTab('meaning')}>
              Meaning
            </TabsTrigger>
            <TabsTrigger value="search" onMouseDown={clickTab('search')}>
              Rhymes + meaning
            </TabsTrigger>
          </TabsList>
          {tab !== 'meaning' && (
            <div className="flex items-center justify-end gap-2 text-xs text-muted">
              <label htmlFor="word-panel-all" className="cursor-pointer">
                Show all words
              </label>
              <Switch
                id="word-panel-all"
                checked={showAll}
                onCheckedChange={panel.setShowAll}
                className="scale-75"
              />
            </div>
          )}
        </div>
        <TabsContent value="rhymes" className="px-4 pb-4 pt-2">
          {body((answer) => (
            <WordRhymes answer={answer} onPick={pick} />
          ))}
        </TabsContent>
        <TabsContent value="meaning" className="px-4 pb-4 pt-3">
          {body((answer) => (
            <WordMeaning word={answer.word} meaning={answer.meaning} onPick={pick} />
          ))}
        </TabsContent>
        <TabsContent value="search" className="px-4 pb-4 pt-2">
          <WordSearch key={word} word={word} showAll={showAll} onPick={pick} />
        </TabsContent>
      </Tabs>
    </aside>
  );
}
