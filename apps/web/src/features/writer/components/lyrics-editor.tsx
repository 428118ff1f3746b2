import type { EditorView } from '@codemirror/view';
import type { AutocompleteBody, AutocompleteResponse } from '@lyricist/shared/writing/contracts';
import { type RefObject, useEffect, useRef } from 'react';
import {
  createLyricsEditor,
  type MarginSettings,
  setMargins,
  setMelodyTargets,
} from '../editor/create-editor';
import { setDirectorsAvailable } from '../editor/ghost-view';
import { setOwnSyllables } from '../editor/margin-gutters';
import type { MelodyLink } from '../editor/melody-targets';
import { type MeterSource, refreshStress } from '../editor/stress-gutter';
import type { WordToolsConfig } from '../editor/word-tools';

/**
 * The CodeMirror editor as a React component. It is created once (the parent keys it by session) and
 * owns its text; React only passes setting changes in and receives the text out.
 */
type LyricsEditorProps = {
  initialDoc: string;
  margins: MarginSettings;
  directorsAvailable: boolean;
  /** The writer's own syllable counts the margin uses (empty when that setting is off). */
  ownSyllables: ReadonlyMap<string, number>;
  /** Stanzas linked to memos: the margin's melody column (R-memo-9). */
  melodyLinks: readonly MelodyLink[];
  words: WordToolsConfig;
  meter: MeterSource;
  viewRef: RefObject<EditorView | null>;
  requestSuggestion: (body: AutocompleteBody) => Promise<AutocompleteResponse>;
  onChange: (text: string) => void;
  /** An edit moved linked stanzas: the links as they are now, for the page to store (R-memo-8). */
  onLinksMoved: (links: readonly MelodyLink[]) => void;
  onAccept: (method: 'tab' | 'swipe') => void;
  onReject: () => void;
};

export function LyricsEditor(props: LyricsEditorProps) {
  const parent = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const { viewRef, margins, directorsAvailable, ownSyllables, melodyLinks } = props;

  useEffect(() => {
    if (!parent.current) return;
    const initial = latest.current;
    const view = createLyricsEditor({
      parent: parent.current,
      doc: initial.initialDoc,
      margins: initial.margins,
      ghost: {
        request: (body) => latest.current.requestSuggestion(body),
        directorsAvailable: initial.directorsAvailable,
        onAccept: (method) => latest.current.onAccept(method),
        onReject: () => latest.current.onReject(),
      },
      words: {
        onWord: (word, how) => latest.current.words.onWord(word, how),
        onEscape: () => latest.current.words.onEscape(),
      },
      meter: {
        request: (lyrics, signal) => latest.current.meter.request(lyrics, signal),
        onError: (error) => latest.current.meter.onError(error),
      },
      onChange: (text) => latest.current.onChange(text),
      onLinksMoved: (links) => latest.current.onLinksMoved(links),
    });
    viewRef.current = view;
    // Focus at once with a mouse; on touch that would throw up the keyboard before the writer asks.
    if (window.matchMedia('(pointer: fine)').matches) view.focus();
    return () => {
      viewRef.current = null;
      view.destroy();
    };
  }, [viewRef]);

  useEffect(() => {
    if (viewRef.current) setMargins(viewRef.current, margins);
  }, [viewRef, margins]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: setDirectorsAvailable.of(directorsAvailable) });
  }, [viewRef, directorsAvailable]);

  // New counts: the margin recounts, and the stress marks are asked for again.
  useEffect(() => {
    viewRef.current?.dispatch({ effects: [setOwnSyllables.of(ownSyllables), refreshStress.of(null)] });
  }, [viewRef, ownSyllables]);

  useEffect(() => {
    if (viewRef.current) setMelodyTargets(viewRef.current, melodyLinks);
  }, [viewRef, melodyLinks]);

  return <div ref={parent} className="h-full" data-testid="lyrics-editor" />;
}
