import { EditorView } from '@codemirror/view';
import { phrasesOfSpan } from '@lyricist/shared/memos/phrases';
import type { Session } from '@lyricist/shared/sessions/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useMemoController } from '@/features/memos/hooks/use-memo-controller';
import { toast } from '@/hooks/use-toast';
import { track } from '@/lib/analytics';
import type { LocalDrafts } from '@/lib/local-drafts';
import { sessionQueryOptions } from '@/lib/sessions-api';
import { restoreVersion } from '../api/versions-api';
import { requestAutocomplete } from '../api/writing-api';
import { replaceDocument } from '../editor/external-change';
import { clearGhost } from '../editor/ghost-state';
import { formChanged, setDirectorsAvailable } from '../editor/ghost-view';
import { stanzaAtCursor } from '../editor/melody-gutter';
import type { MelodyLink } from '../editor/melody-targets';
import { insertSectionTag } from '../editor/section-headings';
import { askWordAtCursor } from '../editor/word-tools';
import { useDeviceKeyboard } from '../hooks/use-device-keyboard';
import type { TitleFlag } from '../hooks/use-generating-title-flag';
import { useLyricsAutosave } from '../hooks/use-lyrics-autosave';
import { useRhymeScheme } from '../hooks/use-rhyme-scheme';
import { useSongTitle } from '../hooks/use-song-title';
import { useWordPanel } from '../hooks/use-word-panel';
import { useWriterMargins } from '../hooks/use-writer-margins';
import type { InitialLyrics } from '../lib/load-priority';
import { shareLyrics } from '../lib/share-lyrics';
import { LyricsEditor } from './lyrics-editor';
import { WordPanel } from './word-panel';
import { WordPanelButton } from './word-panel-button';
import { WriterHeader } from './writer-header';
import { WriterTools } from './writer-tools';

/** The open song: header, editor, saves, title, margins; one instance per session (keyed by id). */
type WriterWorkspaceProps = {
  session: Session;
  lyrics: InitialLyrics;
  title: string;
  mirror: LocalDrafts;
  /** Polled by the screen from its first render, so a title ready before this mounts is still taken. */
  titleFlag: TitleFlag;
};

/**
 * Autocomplete needs a director (R-ghost-6): one stored, or the style director of pinned lists, which
 * the server waits for: the session may have loaded before the first refresh of its lists landed.
 */
const hasDirector = (session: Session) =>
  session.storytellingDirectorOutput !== null ||
  session.styleDirectorOutput !== null ||
  [session.selectedMoods, session.selectedGenres, session.referenceArtistIds, session.referenceSongIds].some(
    (list) => list.length > 0,
  );

export function WriterWorkspace({
  session,
  lyrics,
  title: initialTitle,
  mirror,
  titleFlag,
}: WriterWorkspaceProps) {
  const { sessionId } = session;
  const queryClient = useQueryClient();
  const viewRef = useRef<EditorView | null>(null);
  const { margins, ownSyllables, meter } = useWriterMargins();
  const wordPanel = useWordPanel(viewRef);
  const memos = useMemoController(sessionId);
  // The stanzas linked to memos whose melody is read: the margin and the ghost text set their lines
  // against the phrases each sings (the span's, R-memo-12). Kept as one value while the links are
  // the same, so the editor hears of them only when they change.
  const linksNow = memos.memos.flatMap((memo): MelodyLink[] =>
    memo.linkedStanza !== null && memo.phrases
      ? [
          {
            memoId: memo.memoId,
            stanza: memo.linkedStanza,
            phrases: phrasesOfSpan(memo.phrases, memo.linkedSpan),
          },
        ]
      : [],
  );
  const linksKey = JSON.stringify(linksNow);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the links' content
  const melodyLinks = useMemo(() => linksNow, [linksKey]);

  const autosave = useLyricsAutosave({
    sessionId,
    initial: lyrics,
    serverLyrics: session.lyrics,
    mirror,
    onRemoteLyrics: (text) => {
      if (viewRef.current) replaceDocument(viewRef.current, text);
    },
  });
  const title = useSongTitle({ sessionId, initialTitle, serverTitle: session.songTitle, mirror });
  const askAgain = useCallback(
    () => viewRef.current?.dispatch({ effects: [clearGhost.of(null), formChanged.of(null)] }),
    [],
  );
  const rhymeScheme = useRhymeScheme(session, askAgain);

  // 'Start Writing' finished generating a title (now, or while this session was loading): take it,
  // and any new director output.
  const { readyCount } = titleFlag;
  useEffect(() => {
    if (readyCount === 0) return;
    queryClient.fetchQuery({ ...sessionQueryOptions(sessionId), staleTime: 0 }).then(
      (fresh) => {
        title.refresh(fresh.songTitle);
        viewRef.current?.dispatch({ effects: setDirectorsAvailable.of(hasDirector(fresh)) });
      },
      (error: unknown) => console.error('Failed to refresh the session', error),
    );
  }, [readyCount, queryClient, sessionId, title.refresh]);

  // A restore never overwrites newer text: what is on screen is saved first (the server keeps it as
  // a version), and a save that fails stops the restore.
  const restore = useCallback(
    async (versionId: string) => {
      await autosave.flush();
      if (autosave.isDirty())
        throw new Error('Your latest changes are not saved yet. Try again in a moment.');
      const restored = await restoreVersion(sessionId, versionId);
      if (viewRef.current) replaceDocument(viewRef.current, restored.lyrics);
      autosave.change(restored.lyrics);
      title.commit(restored.songTitle);
      return restored.undoVersionId;
    },
    [autosave, sessionId, title.commit],
  );
  const currentText = useCallback(() => autosave.value(), [autosave]);

  const keyboardHeight = useDeviceKeyboard();
  // A keyboard coming up or the word panel opening shrinks the editor: keep the active line in view.
  useEffect(() => {
    const view = viewRef.current;
    if ((keyboardHeight === null && !wordPanel.isOpen) || !view) return;
    view.dispatch({ effects: EditorView.scrollIntoView(view.state.selection.main.head, { y: 'center' }) });
  }, [keyboardHeight, wordPanel.isOpen]);

  const handleShare = async () => {
    track('clicked_share');
    const outcome = await shareLyrics({ title: title.title, lyrics: autosave.value() });
    if (outcome === 'copied')
      toast({ title: 'Copied to clipboard', description: 'Your lyrics are ready to paste.' });
    if (outcome === 'failed')
      toast({ title: 'Could not share', description: 'Copy the lyrics from the editor instead.' });
  };

  return (
    <div
      className="flex h-dvh flex-col overflow-hidden bg-background"
      style={keyboardHeight === null ? undefined : { height: keyboardHeight }}
    >
      <WriterHeader
        sessionId={sessionId}
        title={title}
        isGeneratingTitle={titleFlag.isGenerating}
        onShare={() => void handleShare()}
        tools={
          <>
            <WordPanelButton
              open={wordPanel.isOpen}
              onClick={() => {
                if (wordPanel.isOpen) wordPanel.close();
                else if (viewRef.current) askWordAtCursor(viewRef.current, wordPanel.editorConfig);
              }}
            />
            <WriterTools
              sessionId={sessionId}
              insertSection={(label) => viewRef.current && insertSectionTag(viewRef.current, label)}
              currentText={currentText}
              restore={restore}
              song={() => ({ title: title.title, lyrics: autosave.value() })}
              rhymeScheme={rhymeScheme}
              memos={memos}
              stanzaAtCursor={() => (viewRef.current ? stanzaAtCursor(viewRef.current.state) : null)}
            />
          </>
        }
      />
      <div className="flex min-h-0 flex-1 flex-col md:flex-row">
        <main className="mx-auto min-h-0 w-full min-w-0 max-w-3xl flex-1">
          <LyricsEditor
            initialDoc={lyrics.lyrics}
            margins={margins}
            directorsAvailable={hasDirector(session)}
            ownSyllables={ownSyllables}
            melodyLinks={melodyLinks}
            words={wordPanel.editorConfig}
            meter={meter}
            viewRef={viewRef}
            requestSuggestion={(body) => requestAutocomplete(sessionId, body)}
            onChange={autosave.change}
            onLinksMoved={memos.relink}
            onAccept={(method) => track('accepted_suggestion', { method })}
            onReject={() => track('rejected_suggestion', { method: 'escape' })}
          />
        </main>
        {wordPanel.isOpen && <WordPanel panel={wordPanel} isKeyboardUp={keyboardHeight !== null} />}
      </div>
    </div>
  );
}
