import {
  SESSION_CACHE_KEY,
  SESSION_CACHE_MAX_AGE_MS,
  SESSION_CACHE_VERSION,
} from '@lyricist/shared/web-constants';
import { z } from 'zod';

/**
 * The local session cache (R-cache-1): one local-storage entry, key
 * SESSION_CACHE_KEY, holding `{ version, sessions: { [id]: entry } }`. An unparsable or
 * wrong-version cache is cleared; when a write exceeds the quota, entries older than
 * SESSION_CACHE_MAX_AGE_MS are dropped and the write is retried once. Never throws.
 */

const entrySchema = z.looseObject({
  sessionId: z.string(),
  cachedAt: z.number(),
  lyrics: z.string().optional(),
  songTitle: z.string().optional(),
  lastSaved: z.string().optional(),
  // True while the cached lyrics/title hold edits the server has not acknowledged.
  lyricsDirty: z.boolean().optional(),
  titleDirty: z.boolean().optional(),
});
const fileSchema = z.object({
  version: z.literal(SESSION_CACHE_VERSION),
  sessions: z.record(z.string(), entrySchema),
});

export type CachedSession = z.infer<typeof entrySchema>;
export type CachedSessionPatch = Omit<Partial<CachedSession>, 'sessionId' | 'cachedAt'>;
type CacheFile = z.infer<typeof fileSchema>;

export type SessionCache = {
  get: (sessionId: string) => CachedSession | null;
  /** Merges the patch into the session's entry; false when it could not be stored. */
  set: (sessionId: string, patch: CachedSessionPatch) => boolean;
  remove: (sessionId: string) => void;
  /** Every cached session. */
  list: () => CachedSession[];
  /** Removes the whole cache (sign-out). */
  clear: () => void;
};

/** A cache over the given storage (local storage in the app, an in-memory Storage in tests). */
export function createSessionCache(storage: Storage | null, now: () => number = Date.now): SessionCache {
  // The file as this cache last read or wrote it: the writer mirrors every keystroke here, and
  // parsing the whole cache again each time cost more than writing it. Another tab's write (or any
  // other writer of the key) changes the stored text, which is then parsed again.
  let known: { raw: string; file: CacheFile } | null = null;

  function read(): CacheFile {
    const empty: CacheFile = { version: SESSION_CACHE_VERSION, sessions: {} };
    if (!storage) return empty;
    let raw: string | null;
    try {
      raw = storage.getItem(SESSION_CACHE_KEY);
    } catch {
      return empty;
    }
    if (raw === null) return empty;
    if (known?.raw === raw) return known.file;
    try {
      const parsed = fileSchema.safeParse(JSON.parse(raw));
      if (parsed.success) {
        known = { raw, file: parsed.data };
        return parsed.data;
      }
    } catch {
      // Unparsable: cleared below.
    }
    remove();
    return empty;
  }

  function remove(): void {
    known = null;
    try {
      storage?.removeItem(SESSION_CACHE_KEY);
    } catch {
      // Storage unavailable.
    }
  }

  /** Stores `file` (which the caller changed in place, so what was known of it is void until then). */
  function write(file: CacheFile): boolean {
    known = null;
    if (!storage) return false;
    const store = (next: CacheFile) => {
      const raw = JSON.stringify(next);
      storage.setItem(SESSION_CACHE_KEY, raw);
      known = { raw, file: next };
    };
    try {
      store(file);
      return true;
    } catch (error) {
      if (!isQuotaExceeded(error)) return false;
    }
    const cutoff = now() - SESSION_CACHE_MAX_AGE_MS;
    const kept = Object.entries(file.sessions).filter(([, entry]) => entry.cachedAt >= cutoff);
    try {
      store({ ...file, sessions: Object.fromEntries(kept) });
      return true;
    } catch {
      return false;
    }
  }

  return {
    get: (sessionId) => read().sessions[sessionId] ?? null,
    set: (sessionId, patch) => {
      const file = read();
      const previous = file.sessions[sessionId];
      file.sessions[sessionId] = { ...previous, ...patch, sessionId, cachedAt: now() };
      return write(file);
    },
    remove: (sessionId) => {
      const file = read();
      if (!(sessionId in file.sessions)) return;
      delete file.sessions[sessionId];
      write(file);
    },
    list: () => Object.values(read().sessions),
    clear: remove,
  };
}

/** Browsers name the quota error differently (and old ones only give a code). */
export function isQuotaExceeded(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: string; code?: number };
  return (
    name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014
  );
}

/** The app's cache over window.localStorage (null when storage is unavailable). */
export function browserSessionCache(): SessionCache {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  return createSessionCache(storage);
}
