import type { StyleDirector } from '@lyricist/shared/ai/contracts';
import { AUTOCOMPLETE_TIMEOUT_MS } from '@lyricist/shared/constants';
import { createPacer } from './refresh-pacer';
import { refreshStyleDirector, type StyleDirectorDeps } from './refresh-style-director';

/**
 * The style director's refresh after a pinned-list save, as its own step (issue 33): the save never
 * waits on the AI's limits or fails with it. Per session the refreshes are coalesced: one runs at a
 * time and reads the lists as saved when it starts, so the last list wins however fast they come.
 * A failed refresh is retried; refreshes are paced per session and per writer, apart from the AI
 * routes' limits and daily budget (docs/decisions/042-style-director-refresh.md).
 */
export type StyleRefresher = {
  /**
   * Refreshes the session's director from its saved lists. Resolves with the director stored from
   * lists at least as new as this call's; or null when that refresh failed (it is retried
   * meanwhile), the session is gone, or REFRESH_WAIT_MS passed first (it goes on). Never rejects.
   */
  refresh(userId: string, sessionId: string): Promise<StyleDirector | null>;
  /**
   * Before a suggestion: waits (at most REFRESH_WAIT_MS) for the session's pending refresh, if any,
   * which runs at once, so the suggestion is steered by the latest lists.
   */
  settle(userId: string, sessionId: string): Promise<void>;
  /**
   * Before a suggestion on a session with lists pinned and no director yet, whose answer would be
   * empty without one: joins the session's refresh under way, or starts one (a refresh lost with its
   * process, or given up, comes back), and waits for it at most FIRST_DIRECTOR_WAIT_MS. Resolves with
   * the director stored, or null. Never rejects.
   */
  awaitFirst(userId: string, sessionId: string): Promise<StyleDirector | null>;
  /** Stops retrying and waits for the refreshes under way. */
  close(): Promise<void>;
};

/** The longest a save's answer or a suggestion waits for the refresh. */
export const REFRESH_WAIT_MS = 2000;
/**
 * The longest a suggestion waits for a session's first director: without one it is empty and the
 * editor stops asking, so it may wait as long as a suggestion may take (a cold engine's first
 * refresh takes seconds on a busy machine).
 */
export const FIRST_DIRECTOR_WAIT_MS = AUTOCOMPLETE_TIMEOUT_MS;
/** At least this long between two refreshes of one session: a burst of saves makes a few, not one each. */
export const REFRESH_GAP_MS = 250;
/** After a failed refresh, the waits before the next tries; then it gives up until the next save. */
export const RETRY_DELAYS_MS = [250, 1000, 4000] as const;
/** Per writer over all their sessions: far above a person picking, a ceiling for a script. */
const REFRESHES_PER_MINUTE = 60;
const REFRESH_BURST = 20;

type Waiter = { seq: number; isHurried: boolean; resolve: (director: StyleDirector | null) => void };
type Entry = {
  userId: string;
  seq: number;
  waiters: Waiter[];
  wake: (() => void) | null;
  /** Waiting for the writer's pace: saves answer at once, with the director they had. */
  isPaced: boolean;
};

export function createStyleRefresher(deps: StyleDirectorDeps): StyleRefresher {
  const entries = new Map<string, Entry>();
  const running = new Set<Promise<void>>();
  const pacer = createPacer({ perMinute: REFRESHES_PER_MINUTE, burst: REFRESH_BURST });
  let isClosed = false;

  const isHurried = (entry: Entry) => entry.waiters.some((w) => w.isHurried);
  /** Settles the waiters the refresh that read `seq` answers for. */
  const settle = (entry: Entry, seq: number, director: StyleDirector | null) => {
    const done = entry.waiters.filter((w) => w.seq <= seq);
    entry.waiters = entry.waiters.filter((w) => w.seq > seq);
    for (const waiter of done) waiter.resolve(director);
  };
  /** Answers the saves waiting on the entry with no new director. */
  const release = (entry: Entry) => {
    const saves = entry.waiters.filter((w) => !w.isHurried);
    entry.waiters = entry.waiters.filter((w) => w.isHurried);
    for (const waiter of saves) waiter.resolve(null);
  };
  /** Waits `ms` unless closed, hurried by a suggestion, or woken. */
  const pause = (entry: Entry, ms: number) =>
    ms <= 0 || isClosed || isHurried(entry)
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const timer = setTimeout(() => entry.wake?.(), ms);
          entry.wake = () => {
            clearTimeout(timer);
            entry.wake = null;
            resolve();
          };
        });

  async function drain(sessionId: string, entry: Entry): Promise<void> {
    let failures = 0;
    let startedAt = Number.NEGATIVE_INFINITY;
    while (!isClosed) {
      const backoff = failures > 0 ? (RETRY_DELAYS_MS[failures - 1] ?? 0) : 0;
      await pause(entry, Math.max(backoff, startedAt + REFRESH_GAP_MS - Date.now()));
      if (!isHurried(entry)) {
        const paced = pacer.reserve(entry.userId);
        // A writer over the pace: their saves answer now, with the director they had.
        if (paced > 0) release(entry);
        entry.isPaced = paced > 0;
        await pause(entry, paced);
        entry.isPaced = false;
      }
      if (isClosed) break;
      const seq = entry.seq;
      startedAt = Date.now();
      const outcome = await refreshStyleDirector(deps, entry.userId, sessionId);
      if (outcome.kind === 'stale') {
        // A newer list was saved; here (seq moved) its refresh comes next, elsewhere it runs there.
        if (entry.seq === seq) break;
        continue;
      }
      settle(entry, seq, outcome.kind === 'stored' ? outcome.director : null);
      if (outcome.kind === 'gone') break;
      failures = outcome.kind === 'failed' ? failures + 1 : 0;
      if (failures > RETRY_DELAYS_MS.length) {
        deps.log.warn({ sessionId }, 'style director refresh given up until the next save');
        failures = 0;
        if (entry.seq === seq) break;
      } else if (failures === 0 && entry.seq === seq) break;
    }
    // Synchronously after the last check of seq: a save from now on starts a new entry.
    entries.delete(sessionId);
    settle(entry, Number.POSITIVE_INFINITY, null);
  }

  const waitFor = (entry: Entry, isHurried: boolean, ms = REFRESH_WAIT_MS) =>
    new Promise<StyleDirector | null>((resolve) => {
      const waiter: Waiter = { seq: entry.seq, isHurried, resolve: () => {} };
      // Past the wait the caller goes on without it; the refresh itself goes on too.
      const timer = setTimeout(() => {
        entry.waiters = entry.waiters.filter((w) => w !== waiter);
        resolve(null);
      }, ms);
      waiter.resolve = (director) => {
        clearTimeout(timer);
        resolve(director);
      };
      entry.waiters.push(waiter);
      if (isHurried) entry.wake?.();
    });

  /** The session's entry; a new one starts its refreshes on the next tick, once the caller waits. */
  const entryFor = (userId: string, sessionId: string): Entry => {
    const pending = entries.get(sessionId);
    if (pending) return pending;
    const fresh: Entry = { userId, seq: 0, waiters: [], wake: null, isPaced: false };
    entries.set(sessionId, fresh);
    const run = Promise.resolve()
      .then(() => drain(sessionId, fresh))
      .catch((error: unknown) => deps.log.error({ err: error, sessionId }, 'style director refresh stopped'));
    running.add(run);
    void run.finally(() => running.delete(run));
    return fresh;
  };

  return {
    refresh(userId, sessionId) {
      if (isClosed) return Promise.resolve(null);
      const entry = entryFor(userId, sessionId);
      entry.seq++;
      return entry.isPaced ? Promise.resolve(null) : waitFor(entry, false);
    },
    async settle(userId, sessionId) {
      const entry = entries.get(sessionId);
      if (entry && entry.userId === userId) await waitFor(entry, true);
    },
    awaitFirst(userId, sessionId) {
      if (isClosed) return Promise.resolve(null);
      const entry = entryFor(userId, sessionId);
      return entry.userId === userId ? waitFor(entry, true, FIRST_DIRECTOR_WAIT_MS) : Promise.resolve(null);
    },
    async close() {
      isClosed = true;
      for (const entry of entries.values()) entry.wake?.();
      await Promise.all(running);
    },
  };
}
