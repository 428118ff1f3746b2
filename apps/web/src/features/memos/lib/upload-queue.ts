import { MEMO_UPLOAD_WINDOW_MS } from '@lyricist/shared/constants';
import type { MemoSummary } from '@lyricist/shared/memos/contracts';
import { MEMO_UPLOAD_RETRY_FIRST_MS, MEMO_UPLOAD_RETRY_MAX_MS } from '@lyricist/shared/web-constants';
import type { PendingMemo, PendingMemoStore } from './pending-memos';

/**
 * Uploads pending memos until the server acknowledges each (R-memo-2). A memo is in the store
 * before its first try and leaves it only after the server answered with it. A failure the network
 * or the server may get over is retried with backoff (1 s, doubling to 60 s), never sooner than a
 * 429's Retry-After (R-memo-11), and at once when the network returns; a refusal (any other 4xx:
 * too long, too many in the song, the writer's memo quota full) is kept with its message until the
 * writer asks again, or the writer's next visit.
 */
export type UploadQueueOptions = {
  store: PendingMemoStore;
  upload: (memo: PendingMemo) => Promise<MemoSummary>;
  /** The store changed (a memo added, refused, renamed, uploaded): read it again. */
  onChange: () => void;
  /**
   * The server has the memo, and the store no longer does. `latest` is the memo as the store last
   * held it: renamed meanwhile, or undefined when the writer deleted it while it uploaded.
   */
  onUploaded: (stored: MemoSummary, latest: PendingMemo | undefined) => void;
  /** The writer's words for a refusal (the server's message). */
  describeError: (error: unknown) => string;
  isOnline?: () => boolean;
  /** Where the 'online' event comes from (the window). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
};

export type UploadQueue = {
  add: (memo: PendingMemo) => Promise<void>;
  /** Tries every memo of the session the store holds, refused ones too (a new visit). */
  start: (sessionId: string) => Promise<void>;
  retry: (memoId: string) => Promise<void>;
  rename: (memoId: string, name: string) => Promise<void>;
  remove: (memoId: string) => Promise<void>;
  close: () => void;
};

/**
 * Worth trying again: no answer at all (offline, dropped: no status), a timeout, a limit, a server
 * error. Anything else the server refused for good.
 */
function isRetryable(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number') return true;
  return status >= 500 || status === 408 || status === 429;
}

export const retryDelayMs = (failures: number) =>
  Math.min(MEMO_UPLOAD_RETRY_FIRST_MS * 2 ** (failures - 1), MEMO_UPLOAD_RETRY_MAX_MS);

/** The wait the server asked for (ApiError's Retry-After), else none; never past a limit's window. */
function askedWaitMs(error: unknown): number {
  const wait = (error as { retryAfterMs?: unknown } | null)?.retryAfterMs;
  return typeof wait === 'number' && Number.isFinite(wait) ? Math.min(wait, MEMO_UPLOAD_WINDOW_MS) : 0;
}

export function createUploadQueue(options: UploadQueueOptions): UploadQueue {
  const { store, upload, onChange, onUploaded } = options;
  const isOnline = options.isOnline ?? (() => navigator.onLine);
  const events = options.events ?? window;
  const failures = new Map<string, number>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const inFlight = new Set<string>();
  /** Memos waiting for a retry or for the network. */
  const waiting = new Set<string>();
  let closed = false;

  const clearTimer = (memoId: string) => {
    clearTimeout(timers.get(memoId));
    timers.delete(memoId);
  };

  function retryLater(memoId: string, error: unknown) {
    const count = (failures.get(memoId) ?? 0) + 1;
    failures.set(memoId, count);
    waiting.add(memoId);
    // A writer past the upload limit waits out its window rather than spend it on retries.
    const delay = Math.max(retryDelayMs(count), askedWaitMs(error));
    timers.set(
      memoId,
      setTimeout(() => void attempt(memoId), delay),
    );
  }

  async function attempt(memoId: string): Promise<void> {
    clearTimer(memoId);
    if (closed || inFlight.has(memoId)) return;
    const memo = await store.get(memoId);
    if (!memo || memo.error !== null) return;
    if (!isOnline()) {
      waiting.add(memoId); // the 'online' event tries it
      return;
    }
    waiting.delete(memoId);
    inFlight.add(memoId);
    try {
      const stored = await upload(memo);
      const latest = await store.get(memoId);
      await store.remove(memoId);
      failures.delete(memoId);
      onUploaded(stored, latest);
    } catch (error) {
      if (closed) return;
      if (isRetryable(error)) retryLater(memoId, error);
      else {
        const latest = await store.get(memoId);
        if (latest) await store.put({ ...latest, error: options.describeError(error) });
      }
    } finally {
      inFlight.delete(memoId);
      if (!closed) onChange();
    }
  }

  const handleOnline = () => {
    for (const memoId of [...waiting]) {
      failures.delete(memoId);
      void attempt(memoId);
    }
  };
  events.addEventListener('online', handleOnline);

  async function clearError(memoId: string) {
    const memo = await store.get(memoId);
    if (memo?.error) await store.put({ ...memo, error: null });
    failures.delete(memoId);
  }

  return {
    async add(memo) {
      await store.put(memo);
      onChange();
      void attempt(memo.memoId);
    },
    async start(sessionId) {
      for (const memo of await store.listForSession(sessionId)) {
        await clearError(memo.memoId);
        void attempt(memo.memoId);
      }
      onChange();
    },
    async retry(memoId) {
      await clearError(memoId);
      onChange();
      await attempt(memoId);
    },
    async rename(memoId, name) {
      const memo = await store.get(memoId);
      if (memo) await store.put({ ...memo, name });
      onChange();
    },
    async remove(memoId) {
      clearTimer(memoId);
      waiting.delete(memoId);
      await store.remove(memoId);
      onChange();
    },
    close() {
      closed = true;
      for (const memoId of [...timers.keys()]) clearTimer(memoId);
      events.removeEventListener('online', handleOnline);
    },
  };
}
