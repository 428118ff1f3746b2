import { BY_SESSION, inStore, PENDING } from './memo-database';

/**
 * Memos the server has not acknowledged yet, kept in this browser (R-memo-2): IndexedDB holds the
 * audio as a Blob, so a reload, a crash or a lost network loses nothing. A record goes only once
 * the server has answered with the memo.
 */
export type PendingMemo = {
  memoId: string;
  sessionId: string;
  name: string;
  durationMs: number;
  audio: Blob;
  /** When it was recorded (ms since the epoch): pending memos list in that order. */
  recordedAt: number;
  /** Why the server refused it (it is not retried until the writer asks); null while it may retry. */
  error: string | null;
};

/** What the upload queue needs of the store: tests give it one in memory. */
export type PendingMemoStore = {
  put: (memo: PendingMemo) => Promise<void>;
  get: (memoId: string) => Promise<PendingMemo | undefined>;
  listForSession: (sessionId: string) => Promise<PendingMemo[]>;
  remove: (memoId: string) => Promise<void>;
};

/** The browser's store of pending memos. */
export const browserPendingMemos: PendingMemoStore = {
  put: async (memo) => {
    await inStore(PENDING, 'readwrite', (store) => store.put(memo));
  },
  get: (memoId) =>
    inStore(PENDING, 'readonly', (store) => store.get(memoId) as IDBRequest<PendingMemo | undefined>),
  listForSession: async (sessionId) => {
    const memos = await inStore(
      PENDING,
      'readonly',
      (store) => store.index(BY_SESSION).getAll(sessionId) as IDBRequest<PendingMemo[]>,
    );
    return memos.sort((a, b) => a.recordedAt - b.recordedAt);
  },
  remove: async (memoId) => {
    await inStore(PENDING, 'readwrite', (store) => store.delete(memoId));
  },
};

/** Every memo this browser still holds, for any session: what sign-out must send first. */
export const listAllPendingMemos = () =>
  inStore(PENDING, 'readonly', (store) => store.getAll() as IDBRequest<PendingMemo[]>);

/** Signing out takes this writer's memos off the device, sent or not (the sign-out asked first). */
export const forgetPendingMemos = () => inStore(PENDING, 'readwrite', (store) => store.clear());
