/**
 * The browser's memo database (IndexedDB): `pending` holds memos the server has not acknowledged
 * (pending-memos.ts), `takes` the chunks of a recording under way (takes.ts). Blobs are stored as
 * they are, off the main thread.
 */
export const PENDING = 'pending';
export const TAKES = 'takes';
export const BY_SESSION = 'sessionId';

const DATABASE = 'lyricist-memos';
const VERSION = 2;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

let opened: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DATABASE, VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains(PENDING))
        db.createObjectStore(PENDING, { keyPath: 'memoId' }).createIndex(BY_SESSION, 'sessionId');
      if (!db.objectStoreNames.contains(TAKES))
        db.createObjectStore(TAKES, { keyPath: ['takeId', 'index'] }).createIndex(BY_SESSION, 'sessionId');
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => {
      opened = null;
      reject(req.error);
    };
  });
  return opened;
}

/** One request on one store; a write counts once its transaction is committed, not when it succeeds. */
export async function inStore<T>(
  name: typeof PENDING | typeof TAKES,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  const tx = db.transaction(name, mode);
  const committed = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
  const result = await request(work(tx.objectStore(name)));
  await committed;
  return result;
}
