import { MEMO_MAX_DURATION_MS, MEMO_MAX_PER_SESSION } from '@lyricist/shared/constants';
import type { PhraseSpan } from '@lyricist/shared/memos/phrases';
import { Mic, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { fetchMemoAudio } from '../api/memos-api';
import type { MemoController, MemoItem } from '../hooks/use-memo-controller';
import { useMemoPlayer } from '../hooks/use-memo-player';
import { DeleteMemoDialog } from './delete-memo-dialog';
import { MemoRow } from './memo-row';
import { RecordingIndicator } from './recording-indicator';

/**
 * The memo panel (issue 35, R-memo-6): Record, the song's memos with play, pause, loop, rename
 * and delete, and where memos live. A side panel on a wide screen, the whole screen on a phone,
 * like History.
 */
type MemoPanelProps = {
  sessionId: string;
  memos: MemoController;
  /** The stanza at the writer's cursor (0-based), or null on a blank line. */
  stanzaAtCursor: () => number | null;
  onClose: () => void;
};

const minutes = MEMO_MAX_DURATION_MS / 60_000;

export function MemoPanel({ sessionId, memos, stanzaAtCursor, onClose }: MemoPanelProps) {
  const { recorder } = memos;
  const [deleting, setDeleting] = useState<MemoItem | null>(null);
  const recordButton = useRef<HTMLButtonElement>(null);
  const pendingAudio = useRef(new Map<string, Blob>());
  for (const memo of memos.memos) if (memo.pending) pendingAudio.current.set(memo.memoId, memo.pending.audio);
  // A memo not uploaded yet plays from this browser's copy.
  const load = useCallback(
    async (memoId: string) => pendingAudio.current.get(memoId) ?? fetchMemoAudio(sessionId, memoId),
    [sessionId],
  );
  const player = useMemoPlayer(load);
  // Said to a screen reader as a recording starts and stops; the clock itself stays quiet.
  const isRecording = recorder.startedAt !== null;
  const [announcement, setAnnouncement] = useState('');
  const wasRecording = useRef(isRecording);
  useEffect(() => {
    if (isRecording !== wasRecording.current)
      setAnnouncement(isRecording ? 'Recording' : 'Recording stopped. The memo is kept.');
    wasRecording.current = isRecording;
  }, [isRecording]);

  useEffect(() => {
    recordButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const handleLink = (memo: MemoItem) => {
    const stanza = stanzaAtCursor();
    if (stanza === null) {
      toast({
        title: 'Put the cursor in a stanza',
        description: 'Click a line of the stanza you want to set to this memo, then link it.',
      });
      return;
    }
    memos.link(memo, stanza);
    setAnnouncement(`${memo.name} is linked to stanza ${stanza + 1}.`);
  };

  const handleSpan = (memo: MemoItem, span: PhraseSpan | null) => {
    memos.setSpan(memo, span);
    const count = memo.phrases?.length ?? 0;
    const { from, to } = span ?? { from: 1, to: count };
    setAnnouncement(`The stanza sings phrases ${from} to ${to} of ${memo.name}.`);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    player.forget(deleting.memoId);
    void memos.remove(deleting);
    setDeleting(null);
  };

  return (
    <aside
      aria-label="Voice memos"
      className="fixed inset-0 z-40 flex flex-col bg-surface sm:inset-y-0 sm:left-auto sm:w-96 sm:border-l sm:border-border sm:shadow-xl sm:shadow-black/40"
    >
      <div className="flex items-center gap-2 border-b border-border/60 px-2 py-2">
        <h2 className="flex-1 px-2 text-base font-semibold">Voice memos</h2>
        <Button variant="ghost" size="icon" aria-label="Close voice memos" onClick={onClose}>
          <X />
        </Button>
      </div>
      <div className="flex flex-col gap-2 border-b border-border/60 p-4">
        {recorder.startedAt === null ? (
          <Button
            ref={recordButton}
            size="lg"
            className="w-full"
            disabled={recorder.isStarting || memos.isFull}
            onClick={() => void recorder.start()}
          >
            <Mic />
            {recorder.isStarting ? 'Starting…' : 'Record a memo'}
          </Button>
        ) : (
          <RecordingIndicator startedAt={recorder.startedAt} onStop={() => void recorder.stop()} />
        )}
        <p className="text-xs text-muted">
          {memos.isFull
            ? `A song keeps at most ${MEMO_MAX_PER_SESSION} memos: delete one to record another.`
            : `Hum or sing a line, up to ${minutes} minutes. Typing goes on while you record.`}
        </p>
      </div>
      <ul className="min-h-0 flex-1 overflow-y-auto" aria-label="Memos">
        {memos.memos.map((memo) => (
          <MemoRow
            key={memo.memoId}
            memo={memo}
            isCurrent={player.currentId === memo.memoId}
            isPlaying={player.isPlaying}
            isLoading={player.loadingId === memo.memoId}
            isLooping={player.looping.has(memo.memoId)}
            positionMs={player.positionMs}
            onPlay={() => void player.play(memo.memoId)}
            onPause={player.pause}
            onToggleLoop={() => player.toggleLoop(memo.memoId)}
            onRename={(name) => memos.rename(memo, name)}
            onDelete={() => setDeleting(memo)}
            onRetry={() => memos.retryUpload(memo.memoId)}
            onLink={() => handleLink(memo)}
            onUnlink={() => memos.link(memo, null)}
            onSpan={(span) => handleSpan(memo, span)}
          />
        ))}
        {!memos.isLoading && memos.memos.length === 0 && (
          <li className="px-4 py-6 text-sm text-muted">
            {memos.loadError ?? 'No memos yet. Record the melody before you write to it.'}
          </li>
        )}
      </ul>
      <p className="border-t border-border/60 px-4 py-3 text-xs leading-relaxed text-muted">
        Memos are saved with this song on the server, only you can play them, and they are deleted with the
        song. Their melody is read in this browser; link one to the stanza at your cursor and the margin shows
        each line’s syllables against its phrase, from the first phrase or from the one you choose. A memo
        marked “Not uploaded yet” is kept in this browser and uploads by itself when the connection allows.
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <audio ref={player.audioRef} hidden {...player.handlers} />
      <DeleteMemoDialog
        name={deleting?.name ?? null}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </aside>
  );
}
