import type { EditorView } from '@codemirror/view';
import { type RefObject, useCallback, useMemo, useRef, useState } from 'react';
import { putWord, type WordToolsConfig } from '../editor/word-tools';

/**
 * The word panel's state (issue 17): closed, or open on a word (null: open on the search tab, the
 * cursor being on no word). Opening from a selection leaves the focus in the editor; the shortcut
 * and the header button move it to the panel; Escape and the close button give it back.
 */
export type WordPanelTab = 'rhymes' | 'meaning' | 'search';

export type WordPanel = {
  isOpen: boolean;
  word: string | null;
  tab: WordPanelTab;
  setTab: (tab: WordPanelTab) => void;
  /** Bumped each time the writer asks with the keyboard or the button: the panel takes the focus. */
  focusRequest: number;
  showAll: boolean;
  setShowAll: (showAll: boolean) => void;
  close: () => void;
  /** Puts a chosen word into the lyrics in place of the selection or at the cursor. */
  pick: (word: string) => void;
  editorConfig: WordToolsConfig;
};

export function useWordPanel(viewRef: RefObject<EditorView | null>): WordPanel {
  const [opened, setOpened] = useState<{ word: string | null } | null>(null);
  const [tab, setTab] = useState<WordPanelTab>('rhymes');
  const [focusRequest, setFocusRequest] = useState(0);
  const [showAll, setShowAll] = useState(false);
  const isOpen = useRef(false);
  isOpen.current = opened !== null;

  // A closed panel forgets the keyboard's request, so the next opening from a selection, which
  // mounts the panel anew, leaves the focus in the editor.
  const shut = useCallback(() => {
    setOpened(null);
    setFocusRequest(0);
  }, []);

  const close = useCallback(() => {
    shut();
    viewRef.current?.focus();
  }, [viewRef, shut]);

  const editorConfig = useMemo<WordToolsConfig>(
    () => ({
      onWord: (word, how) => {
        setOpened({ word });
        if (word === null) setTab('search');
        else setTab((current) => (current === 'search' ? 'rhymes' : current));
        if (how === 'shortcut') setFocusRequest((n) => n + 1);
      },
      onEscape: () => {
        if (!isOpen.current) return false;
        shut();
        return true;
      },
    }),
    [shut],
  );

  const pick = useCallback(
    (word: string) => {
      if (viewRef.current) putWord(viewRef.current, word);
    },
    [viewRef],
  );

  return {
    isOpen: opened !== null,
    word: opened?.word ?? null,
    tab,
    setTab,
    focusRequest,
    showAll,
    setShowAll,
    close,
    pick,
    editorConfig,
  };
}
