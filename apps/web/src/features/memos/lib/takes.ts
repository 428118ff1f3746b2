import { BY_SESSION, inStore, TAKES } from './memo-database';

/**
 * A recording under way, kept chunk by chunk as the recorder hands them over (once a second), so
 * a take cut off before Stop (the tab closed, the browser crashed, the battery died) is still a memo
 * on the next visit (R-memo-2). A recorded stream's chunks joined in order are a playable file.
 */
export type TakeChunk = { takeId: string; sessionId: string; index: number; chunk: Blob; at: number };

export type TakeStore = {
  putChunk: (chunk: TakeChunk) => Promise<void>;
  listForSession: (sessionId: string) => Promise<TakeChunk[]>;
  removeTake: (takeId: string) => Promise<void>;
};

/** How long the recorder waits between chunks. */
export const TAKE_CHUNK_MS = 1000;
/** Without Web Locks to ask: a take with no chunk for this long was cut off. */
const CUT_OFF_AFTER_MS = 5 * TAKE_CHUNK_MS;

export type LeftTake = { takeId: string; audio: Blob; durationMs: number; recordedAt: number };

/**
 * The takes among `chunks` that stopped without Stop, as `isLive` tells (a take still recording,
 * here or in another tab, is live). Their length is a second a chunk.
 */
export function leftTakes(
  chunks: readonly TakeChunk[],
  isLive: (take: { takeId: string; lastChunkAt: number }) => boolean,
): LeftTake[] {
  const byTake = new Map<string, TakeChunk[]>();
  for (const chunk of chunks) byTake.set(chunk.takeId, [...(byTake.get(chunk.takeId) ?? []), chunk]);
  return [...byTake.entries()]
    .filter(([takeId, take]) => !isLive({ takeId, lastChunkAt: Math.max(...take.map((c) => c.at)) }))
    .map(([takeId, take]) => {
      const ordered = take.sort((a, b) => a.index - b.index);
      return {
        takeId,
        audio: new Blob(
          ordered.map((c) => c.chunk),
          { type: ordered[0]?.chunk.type },
        ),
        durationMs: ordered.length * TAKE_CHUNK_MS,
        recordedAt: ordered[0]?.at ?? 0,
      };
    })
    .sort((a, b) => a.recordedAt - b.recordedAt);
}

const lockName = (takeId: string) => `lyricist-memo-take-${takeId}`;

/**
 * Marks a take live while it records: a Web Lock, which the browser lets go of when the tab closes
 * or crashes. Answers the function that lets go of it at Stop.
 */
export function holdTake(takeId: string): () => void {
  if (!navigator.locks) return () => {};
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  void navigator.locks.request(lockName(takeId), () => held);
  return release;
}

/** Whether a take is still recording somewhere: its lock is held, or (no Web Locks) it wrote lately. */
export async function liveTakeTest(now: number) {
  if (!navigator.locks)
    return ({ lastChunkAt }: { lastChunkAt: number }) => now - lastChunkAt <= CUT_OFF_AFTER_MS;
  const { held = [] } = await navigator.locks.query();
  const names = new Set(held.map((lock) => lock.name));
  return ({ takeId }: { takeId: string }) => names.has(lockName(takeId));
}

/** The browser's store of takes under way. */
export const browserTakes: TakeStore = {
  putChunk: async (chunk) => {
    await inStore(TAKES, 'readwrite', (store) => store.put(chunk));
  },
  listForSession: (sessionId) =>
    inStore(
      TAKES,
      'readonly',
      (store) => store.index(BY_SESSION).getAll(sessionId) as IDBRequest<TakeChunk[]>,
    ),
  removeTake: async (takeId) => {
    await inStore(TAKES, 'readwrite', (store) =>
      store.delete(IDBKeyRange.bound([takeId, 0], [takeId, Number.MAX_SAFE_INTEGER])),
    );
  },
};
