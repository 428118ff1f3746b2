import { MEMO_QUOTA_BYTES } from '@lyricist/shared/constants';
import { type MemoSummary, memoQuotaFullMessage } from '@lyricist/shared/memos/contracts';
import { MEMO_UPLOAD_RETRY_FIRST_MS, MEMO_UPLOAD_RETRY_MAX_MS } from '@lyricist/shared/web-constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PendingMemo, PendingMemoStore } from './pending-memos';
import { createUploadQueue, retryDelayMs } from './upload-queue';

/** The browser's IndexedDB store, in memory: it outlives a queue as the real one outlives a reload. */
function memoryStore(): PendingMemoStore & { memos: Map<string, PendingMemo> } {
  const memos = new Map<string, PendingMemo>();
  return {
    memos,
    put: async (memo) => void memos.set(memo.memoId, memo),
    get: async (memoId) => memos.get(memoId),
    listForSession: async (sessionId) => [...memos.values()].filter((m) => m.sessionId === sessionId),
    remove: async (memoId) => void memos.delete(memoId),
  };
}

const memo = (overrides: Partial<PendingMemo> = {}): PendingMemo => ({
  memoId: 'memo-1',
  sessionId: 'session-1',
  name: 'Memo 1',
  durationMs: 2000,
  audio: new Blob(['audio'], { type: 'audio/webm' }),
  recordedAt: 1,
  error: null,
  ...overrides,
});

const summary = (m: PendingMemo): MemoSummary => ({
  memoId: m.memoId,
  name: m.name,
  contentType: 'audio/webm',
  durationMs: m.durationMs,
  size: 5,
  phrases: null,
  linkedStanza: null,
  linkedSpan: null,
  createdAt: new Date(0).toISOString(),
});

/** An answer as ApiError carries it: a status, the server's message and any Retry-After. */
const refused = (status: number, message: string, retryAfterMs: number | null = null) =>
  Object.assign(new Error(message), { status, retryAfterMs });
const offline = () => new TypeError('Failed to fetch');

function setup(upload: (m: PendingMemo) => Promise<MemoSummary>, store = memoryStore()) {
  const events = new EventTarget();
  let online = true;
  const uploaded: [MemoSummary, PendingMemo | undefined][] = [];
  const queue = createUploadQueue({
    store,
    upload,
    onChange: () => {},
    onUploaded: (stored, latest) => uploaded.push([stored, latest]),
    describeError: (error) => (error as Error).message,
    isOnline: () => online,
    events,
  });
  return {
    queue,
    store,
    uploaded,
    goOffline: () => {
      online = false;
    },
    comeOnline: () => {
      online = true;
      events.dispatchEvent(new Event('online'));
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

// R-memo-2: kept in the browser until the server acknowledges it, retried with backoff.
describe('the memo upload queue', () => {
  it('keeps a memo in the store until the server has it', async () => {
    let answer: (value: MemoSummary) => void = () => {};
    const upload = vi.fn(
      (m: PendingMemo) => new Promise<MemoSummary>((resolve) => (answer = () => resolve(summary(m)))),
    );
    const { queue, store, uploaded } = setup(upload);
    await queue.add(memo());
    await vi.waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(store.memos.has('memo-1')).toBe(true);
    answer(summary(memo()));
    await vi.waitFor(() => expect(store.memos.has('memo-1')).toBe(false));
    expect(uploaded).toHaveLength(1);
  });

  it('retries a failed upload after 1 s, 2 s, 4 s…, never more than a minute apart', async () => {
    const upload = vi.fn(async (): Promise<MemoSummary> => {
      throw offline();
    });
    const { queue, store } = setup(upload);
    await queue.add(memo());
    await vi.waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    for (const [tries, wait] of [
      [2, 1000],
      [3, 2000],
      [4, 4000],
    ] as const) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(upload).toHaveBeenCalledTimes(tries - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(upload).toHaveBeenCalledTimes(tries);
    }
    expect(store.memos.get('memo-1')?.error).toBeNull();
    expect(retryDelayMs(1)).toBe(MEMO_UPLOAD_RETRY_FIRST_MS);
    expect(retryDelayMs(30)).toBe(MEMO_UPLOAD_RETRY_MAX_MS);
    queue.close();
  });

  it('retries on a server error or a 429, and uploads once it gets through', async () => {
    const answers = [refused(503, 'down'), refused(429, 'slow down')];
    const upload = vi.fn(async (m: PendingMemo) => {
      const next = answers.shift();
      if (next) throw next;
      return summary(m);
    });
    const { queue, store } = setup(upload);
    await queue.add(memo());
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(upload).toHaveBeenCalledTimes(3);
    expect(store.memos.size).toBe(0);
  });

  it('waits as long as a 429 asks before trying again (R-memo-11)', async () => {
    const upload = vi.fn(async (m: PendingMemo): Promise<MemoSummary> => {
      if (upload.mock.calls.length === 1) throw refused(429, 'Too many memo uploads', 300_000);
      return summary(m);
    });
    const { queue, store } = setup(upload);
    await queue.add(memo());
    await vi.advanceTimersByTimeAsync(MEMO_UPLOAD_RETRY_MAX_MS * 4);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(store.memos.get('memo-1')?.error).toBeNull();
    await vi.advanceTimersByTimeAsync(300_000 - MEMO_UPLOAD_RETRY_MAX_MS * 4);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(store.memos.size).toBe(0);
  });

  it('keeps a memo the writer’s quota refused, with its message, until the writer asks (R-memo-10)', async () => {
    const full = memoQuotaFullMessage(MEMO_QUOTA_BYTES);
    const upload = vi.fn(async (m: PendingMemo): Promise<MemoSummary> => {
      if (upload.mock.calls.length === 1) throw refused(409, full);
      return summary(m);
    });
    const { queue, store } = setup(upload);
    await queue.add(memo());
    await vi.waitFor(() => expect(store.memos.get('memo-1')?.error).toBe(full));
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(upload).toHaveBeenCalledTimes(1);
    // The writer deleted a memo to make room, and tries again.
    await queue.retry('memo-1');
    expect(store.memos.size).toBe(0);
  });

  it('keeps a refused memo with the server’s message, and tries it again only when asked', async () => {
    const upload = vi.fn(async (m: PendingMemo): Promise<MemoSummary> => {
      if (upload.mock.calls.length === 1) throw refused(409, 'A song keeps at most 20 memos');
      return summary(m);
    });
    const { queue, store } = setup(upload);
    await queue.add(memo());
    await vi.waitFor(() => expect(store.memos.get('memo-1')?.error).toBe('A song keeps at most 20 memos'));
    await vi.advanceTimersByTimeAsync(MEMO_UPLOAD_RETRY_MAX_MS * 2);
    expect(upload).toHaveBeenCalledTimes(1);
    await queue.retry('memo-1');
    expect(upload).toHaveBeenCalledTimes(2);
    expect(store.memos.size).toBe(0);
  });

  it('waits for the network, and uploads when it returns', async () => {
    const upload = vi.fn(async (m: PendingMemo) => summary(m));
    const { queue, store, goOffline, comeOnline } = setup(upload);
    goOffline();
    await queue.add(memo());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(upload).not.toHaveBeenCalled();
    comeOnline();
    await vi.waitFor(() => expect(store.memos.size).toBe(0));
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('uploads what a previous visit left in the store, refused memos included', async () => {
    const store = memoryStore();
    await store.put(memo({ memoId: 'left-1' }));
    await store.put(memo({ memoId: 'left-2', error: 'Your sign-in has expired.' }));
    await store.put(memo({ memoId: 'other-song', sessionId: 'session-2' }));
    const upload = vi.fn(async (m: PendingMemo) => summary(m));
    const { queue } = setup(upload, store);
    await queue.start('session-1');
    await vi.waitFor(() => expect([...store.memos.keys()]).toEqual(['other-song']));
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('tells what became of a memo renamed or deleted while it uploaded', async () => {
    let answer: () => void = () => {};
    const upload = vi.fn(
      (m: PendingMemo) => new Promise<MemoSummary>((resolve) => (answer = () => resolve(summary(m)))),
    );
    const { queue, uploaded } = setup(upload);
    await queue.add(memo());
    await vi.waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    await queue.rename('memo-1', 'Chorus hum');
    answer();
    await vi.waitFor(() => expect(uploaded).toHaveLength(1));
    expect(uploaded[0]?.[0].name).toBe('Memo 1');
    expect(uploaded[0]?.[1]?.name).toBe('Chorus hum');

    await queue.add(memo({ memoId: 'memo-2' }));
    await vi.waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    await queue.remove('memo-2');
    answer();
    await vi.waitFor(() => expect(uploaded).toHaveLength(2));
    expect(uploaded[1]?.[1]).toBeUndefined();
  });
});
