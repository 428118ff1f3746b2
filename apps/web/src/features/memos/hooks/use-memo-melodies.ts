import type { MemoSummary } from '@lyricist/shared/memos/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api';
import { fetchMemoAudio, memosQueryOptions, storeMemoPhrases } from '../api/memos-api';

/** A memo whose melody this browser is reading, or could not read. */
export type MelodyStatus = { state: 'reading' } | { state: 'failed'; message: string };

/**
 * Reads the melody of each stored memo that has no phrases yet (R-memo-7), one memo at a time: a
 * memo just recorded, or one recorded elsewhere. The transcriber (its Web Worker, TensorFlow.js and
 * the model) is imported only when a memo needs it. A memo that fails is not tried again until the
 * writer reopens the song.
 */
export function useMemoMelodies(
  sessionId: string,
  stored: readonly MemoSummary[] | undefined,
  recentAudio: ReadonlyMap<string, Blob>,
): ReadonlyMap<string, MelodyStatus> {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ReadonlyMap<string, MelodyStatus>>(new Map());
  const tried = useRef(new Set<string>());
  const queue = useRef<string[]>([]);
  const isRunning = useRef(false);
  const audio = useRef(recentAudio);
  audio.current = recentAudio;

  useEffect(() => {
    for (const memo of stored ?? [])
      if (memo.phrases === null && !tried.current.has(memo.memoId)) {
        tried.current.add(memo.memoId);
        queue.current.push(memo.memoId);
      }
    if (isRunning.current || queue.current.length === 0) return;
    const set = (memoId: string, next: MelodyStatus | null) =>
      setStatus((old) => {
        const copy = new Map(old);
        if (next) copy.set(memoId, next);
        else copy.delete(memoId);
        return copy;
      });
    const key = memosQueryOptions(sessionId).queryKey;
    const run = async () => {
      isRunning.current = true;
      for (let memoId = queue.current.shift(); memoId; memoId = queue.current.shift()) {
        set(memoId, { state: 'reading' });
        try {
          const { transcribeMemo } = await import('../lib/melody-transcriber');
          const bytes = audio.current.get(memoId) ?? (await fetchMemoAudio(sessionId, memoId));
          const stored = await storeMemoPhrases(sessionId, memoId, await transcribeMemo(bytes));
          queryClient.setQueryData(key, (old: MemoSummary[] | undefined) =>
            old?.map((m) => (m.memoId === memoId ? { ...m, phrases: stored.phrases } : m)),
          );
          set(memoId, null);
        } catch (error) {
          console.error('Memo melody unread', error);
          set(memoId, { state: 'failed', message: errorMessage(error) });
        }
      }
      isRunning.current = false;
    };
    void run();
  }, [stored, sessionId, queryClient]);

  return status;
}
