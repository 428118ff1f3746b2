import { MEMO_MAX_PER_SESSION } from '@lyricist/shared/constants';
import type { MemoSummary } from '@lyricist/shared/memos/contracts';
import type { MemoPhrase, PhraseSpan } from '@lyricist/shared/memos/phrases';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import {
  deleteMemo,
  type MemoLinkChange,
  memosQueryOptions,
  renameMemo,
  uploadMemo,
  useDeleteMemo,
  useLinkMemo,
  useMemos,
  useRenameMemo,
} from '../api/memos-api';
import { nextMemoName } from '../lib/memo-names';
import { browserPendingMemos, type PendingMemo } from '../lib/pending-memos';
import { browserTakes, leftTakes, liveTakeTest } from '../lib/takes';
import { createUploadQueue, type UploadQueue } from '../lib/upload-queue';
import { type MelodyStatus, useMemoMelodies } from './use-memo-melodies';
import { type MemoRecorder, useMemoRecorder } from './use-memo-recorder';

/** One row of the memo list: stored on the server, or still only in this browser. */
export type MemoItem = {
  memoId: string;
  name: string;
  durationMs: number;
  /** Set while the server does not have it yet (R-memo-2). */
  pending: PendingMemo | null;
  /** The melody's phrases once read (R-memo-7), and the stanza they are set against (R-memo-8). */
  phrases: MemoPhrase[] | null;
  linkedStanza: number | null;
  /** The phrases the linked stanza sings, 1-based (R-memo-12); null for the whole memo. */
  linkedSpan: PhraseSpan | null;
  /** While this browser reads the melody, or when it could not. */
  melody: MelodyStatus | null;
};

export type MemoController = {
  memos: MemoItem[];
  isLoading: boolean;
  loadError: string | null;
  isFull: boolean;
  recorder: MemoRecorder;
  rename: (memo: MemoItem, name: string) => void;
  remove: (memo: MemoItem) => Promise<void>;
  retryUpload: (memoId: string) => void;
  /** Links the memo to a stanza (0-based), or unlinks it with null. */
  link: (memo: MemoItem, stanza: number | null) => void;
  /** Sets the phrases the linked stanza sings (R-memo-12), or the whole memo with null. */
  setSpan: (memo: MemoItem, span: PhraseSpan | null) => void;
  /** Stores the stanzas an edit moved linked memos to (R-memo-8). */
  relink: (links: readonly { memoId: string; stanza: number }[]) => void;
};

const logError = (what: string) => (error: unknown) => console.error(what, error);

/**
 * The writer's memos (issue 35): what the server stores, what this browser still holds, the upload
 * queue that moves one to the other, and the recorder. It lives as long as the writer, so a
 * recording goes on with the panel closed and memos left by an earlier visit upload at once.
 */
export function useMemoController(sessionId: string): MemoController {
  const queryClient = useQueryClient();
  // Listed from the start: the margin needs the linked stanzas' phrases (R-memo-9).
  const stored = useMemos(sessionId);
  const renameStored = useRenameMemo(sessionId);
  const deleteStored = useDeleteMemo(sessionId);
  const linkStored = useLinkMemo(sessionId);
  const [pending, setPending] = useState<PendingMemo[]>([]);
  const queue = useRef<UploadQueue | null>(null);
  // This visit's recordings, so their melody is read without fetching back what was just sent.
  const recentAudio = useRef(new Map<string, Blob>());
  const melodies = useMemoMelodies(sessionId, stored.data, recentAudio.current);

  useEffect(() => {
    if (typeof indexedDB === 'undefined') return;
    const store = browserPendingMemos;
    const refresh = () => store.listForSession(sessionId).then(setPending, logError('Pending memos unread'));
    const key = memosQueryOptions(sessionId).queryKey;
    const uploadQueue = createUploadQueue({
      store,
      upload: uploadMemo,
      describeError: errorMessage,
      onChange: () => void refresh(),
      onUploaded: (memo, latest) => {
        // Listed as stored at once, so the row does not blink out between the two lists.
        queryClient.setQueryData(key, (old: MemoSummary[] | undefined) =>
          old && latest && !old.some((m) => m.memoId === memo.memoId) ? [...old, memo] : old,
        );
        const followUp = !latest
          ? deleteMemo(sessionId, memo.memoId)
          : latest.name !== memo.name
            ? renameMemo(sessionId, memo.memoId, latest.name)
            : Promise.resolve();
        void followUp
          .catch(logError('Memo follow-up failed'))
          .finally(() => queryClient.invalidateQueries({ queryKey: key }));
      },
    });
    queue.current = uploadQueue;
    void uploadQueue.start(sessionId);
    return () => {
      uploadQueue.close();
      queue.current = null;
    };
  }, [sessionId, queryClient]);

  /** A take becomes a pending memo (its id the take's), then its chunks go. */
  const keep = useCallback(
    async (take: { takeId: string; audio: Blob; durationMs: number; recordedAt: number }) => {
      const server = await queryClient.fetchQuery(memosQueryOptions(sessionId)).catch(() => []);
      const current = await browserPendingMemos.listForSession(sessionId).catch(() => []);
      const memo: PendingMemo = {
        memoId: take.takeId,
        sessionId,
        name:
          current.find((m) => m.memoId === take.takeId)?.name ??
          nextMemoName([...server, ...current].map((m) => m.name)),
        durationMs: take.durationMs,
        audio: take.audio,
        recordedAt: take.recordedAt,
        error: null,
      };
      recentAudio.current.set(memo.memoId, memo.audio);
      // The queue of a writer already closed still keeps it: it uploads on the next visit.
      const target = queue.current ?? createOfflineKeeper();
      try {
        await target.add(memo);
        await browserTakes.removeTake(take.takeId);
      } catch (error) {
        toast({
          title: 'Could not keep the memo in this browser',
          description: errorMessage(error),
          variant: 'destructive',
        });
      }
    },
    [queryClient, sessionId],
  );
  const recorder = useMemoRecorder({
    onChunk: (takeId, index, chunk) =>
      void browserTakes
        .putChunk({ takeId, sessionId, index, chunk, at: Date.now() })
        .catch(logError('Take chunk not kept')),
    onRecorded: (takeId, audio, durationMs) =>
      void keep({ takeId, audio, durationMs, recordedAt: Date.now() - durationMs }),
  });

  // Takes cut off before Stop on an earlier visit become memos now.
  useEffect(() => {
    if (typeof indexedDB === 'undefined') return;
    const recover = async () => {
      const chunks = await browserTakes.listForSession(sessionId);
      if (chunks.length === 0) return;
      for (const take of leftTakes(chunks, await liveTakeTest(Date.now()))) await keep(take);
    };
    recover().catch(logError('Takes unread'));
  }, [sessionId, keep]);

  const memos = useMemo(() => {
    const onServer = stored.data ?? [];
    const ids = new Set(onServer.map((m) => m.memoId));
    return [
      ...onServer.map((m) => ({
        memoId: m.memoId,
        name: m.name,
        durationMs: m.durationMs,
        pending: null,
        phrases: m.phrases,
        linkedStanza: m.linkedStanza,
        linkedSpan: m.linkedSpan,
        melody: melodies.get(m.memoId) ?? null,
      })),
      ...pending
        .filter((m) => !ids.has(m.memoId))
        .map((m) => ({
          memoId: m.memoId,
          name: m.name,
          durationMs: m.durationMs,
          pending: m,
          phrases: null,
          linkedStanza: null,
          linkedSpan: null,
          melody: null,
        })),
    ];
  }, [stored.data, pending, melodies]);

  const rename = (memo: MemoItem, name: string) => {
    if (memo.pending) {
      void queue.current?.rename(memo.memoId, name);
      return;
    }
    renameStored.mutate(
      { memoId: memo.memoId, name },
      {
        onError: (error) =>
          toast({
            title: 'Could not rename the memo',
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  };

  const remove = async (memo: MemoItem) => {
    try {
      if (memo.pending) await queue.current?.remove(memo.memoId);
      else await deleteStored.mutateAsync(memo.memoId);
    } catch (error) {
      toast({ title: 'Could not delete the memo', description: errorMessage(error), variant: 'destructive' });
    }
  };

  const changeLink = (memo: MemoItem, change: MemoLinkChange, failure: string) =>
    linkStored.mutate(
      { memoId: memo.memoId, change },
      {
        onError: (error) =>
          toast({ title: failure, description: errorMessage(error), variant: 'destructive' }),
      },
    );
  const link = (memo: MemoItem, stanza: number | null) =>
    changeLink(
      memo,
      { linkedStanza: stanza },
      stanza === null ? 'Could not unlink the memo' : 'Could not link the memo',
    );

  return {
    memos,
    isLoading: stored.isLoading,
    loadError: stored.error ? errorMessage(stored.error) : null,
    isFull: memos.length >= MEMO_MAX_PER_SESSION,
    recorder,
    rename,
    remove,
    retryUpload: (memoId) => void queue.current?.retry(memoId),
    link,
    setSpan: (memo, span) => changeLink(memo, { linkedSpan: span }, 'Could not set the phrases'),
    relink: (links) => {
      for (const { memoId, stanza } of links) {
        const memo = memos.find((m) => m.memoId === memoId);
        if (memo && memo.linkedStanza !== null && memo.linkedStanza !== stanza) link(memo, stanza);
      }
    },
  };
}

/** After the writer closed: keep the memo in the store alone, for the next visit to upload. */
const createOfflineKeeper = () => ({ add: (memo: PendingMemo) => browserPendingMemos.put(memo) });
