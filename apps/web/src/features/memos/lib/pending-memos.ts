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

const DATABASE = 'lyricist-memos';
const STORE = 'pending';
const BY_SESSION = 'sessionId';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

let opened: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DATABASE, 1);
    req.onupgradeneeded = () => {
      const store = req.result.createObjectStore(STORE, { keyPath: 'memoId' });
      store.createIndex(BY_SESSION, 'sessionId');
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => {
      opened = null;
      reject(req.error);
    };
  });
  return opened;
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  const tx = db.transaction(STORE, mode);
  // A write counts once its transaction is committed, not when its request succeeds.
  const committed = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
  const result = await request(work(tx.objectStore(STORE)));
  await committed;
  return result;
}

/** The browser's store of pending memos. */
export const browserPendingMemos: PendingMemoStore = {
  put: async (memo) => {
    await run('readwrite', (store) => store.put(memo));
  },
  get: (memoId) => run('readonly', (store) => store.get(memoId) as IDBRequest<PendingMemo | undefined>),
  listForSession: async (sessionId) => {
    const memos = await run(
      'readonly',
      (store) => store.index(BY_SESSION).getAll(sessionId) as IDBRequest<PendingMemo[]>,
    );
    return memos.sort((a, b) => a.recordedAt - b.recordedAt);
  },
  remove: async (memoId) => {
    await run('readwrite', (store) => store.delete(memoId));
  },
};
