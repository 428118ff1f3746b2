import {
  LYRICS_BACKUP_PREFIX,
  lyricsBackupKey,
  STORAGE_KEYS,
  WRITER_DATA_KEYS,
} from '@lyricist/shared/storage-keys';
import { browserSessionCache, type CachedSession, type SessionCache } from './session-cache';
import { removeLocal } from './storage';

/** What this device holds of a session, for the writer's load priority (R-load-1). */
export type LocalCopies = {
  cached: CachedSession | null;
  backup: string | null;
  last: { lyrics: string; sessionId: string | null } | null;
};

/**
 * The one owner of this device's copies of a song's text (R-autosave-1): the session cache entry,
 * `lyrics_backup_{id}`, and `last_lyrics_content` with the id it belongs to. Written on every change
 * so a keystroke survives a crash, a failed save or a reload. Storage is injected so tests use an
 * in-memory one.
 */
export type LocalDrafts = {
  read: (sessionId: string) => LocalCopies;
  writeLyrics: (sessionId: string, lyrics: string, dirty: boolean) => void;
  /** After a save: records the dirty flag only if the cache still holds this text. */
  markLyrics: (sessionId: string, lyrics: string, dirty: boolean) => void;
  writeTitle: (sessionId: string, songTitle: string, dirty: boolean) => void;
  markTitle: (sessionId: string, songTitle: string, dirty: boolean) => void;
  /** Records the server's lastSaved after an acknowledged save. */
  writeLastSaved: (sessionId: string, lastSaved: string) => void;
  /** A deleted song leaves nothing behind on this device. */
  forget: (sessionId: string) => void;
};

export function createLocalDrafts(storage: Storage | null, cache: SessionCache): LocalDrafts {
  const get = (key: string): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const put = (key: string, value: string): void => {
    try {
      storage?.setItem(key, value);
    } catch {
      // Full or blocked: the other copies and the server save still hold the text.
    }
  };

  const remove = (key: string): void => {
    try {
      storage?.removeItem(key);
    } catch {
      // Storage unavailable.
    }
  };

  return {
    read(sessionId) {
      const lastLyrics = get(STORAGE_KEYS.lastLyricsContent);
      return {
        cached: cache.get(sessionId),
        backup: get(lyricsBackupKey(sessionId)),
        last:
          lastLyrics === null
            ? null
            : { lyrics: lastLyrics, sessionId: get(STORAGE_KEYS.lastLyricsSessionId) },
      };
    },
    writeLyrics(sessionId, lyrics, dirty) {
      put(lyricsBackupKey(sessionId), lyrics);
      // Switching songs: drop the id before the text changes, so a crash between the writes can never
      // pair one song's text with another song's id.
      const owner = get(STORAGE_KEYS.lastLyricsSessionId);
      if (owner !== sessionId) remove(STORAGE_KEYS.lastLyricsSessionId);
      put(STORAGE_KEYS.lastLyricsContent, lyrics);
      if (owner !== sessionId) put(STORAGE_KEYS.lastLyricsSessionId, sessionId);
      cache.set(sessionId, { lyrics, lyricsDirty: dirty });
    },
    markLyrics(sessionId, lyrics, dirty) {
      if (cache.get(sessionId)?.lyrics === lyrics) cache.set(sessionId, { lyricsDirty: dirty });
    },
    writeTitle(sessionId, songTitle, dirty) {
      cache.set(sessionId, { songTitle, titleDirty: dirty });
    },
    markTitle(sessionId, songTitle, dirty) {
      if (cache.get(sessionId)?.songTitle === songTitle) cache.set(sessionId, { titleDirty: dirty });
    },
    writeLastSaved(sessionId, lastSaved) {
      cache.set(sessionId, { lastSaved });
    },
    forget(sessionId) {
      cache.remove(sessionId);
      remove(lyricsBackupKey(sessionId));
      if (get(STORAGE_KEYS.lastLyricsSessionId) === sessionId) {
        remove(STORAGE_KEYS.lastLyricsSessionId);
        remove(STORAGE_KEYS.lastLyricsContent);
      }
    },
  };
}

/** Whether a storage event's key is this session's backup (another tab of this browser typed). */
export const isBackupKeyOf = (key: string | null, sessionId: string): boolean =>
  key === lyricsBackupKey(sessionId);

/** Sign-out on a shared computer: every draft, backup and working key of this writer goes. */
export function forgetAllDrafts(): void {
  browserSessionCache().clear();
  for (const key of WRITER_DATA_KEYS) removeLocal(key);
  let backups: string[] = [];
  try {
    backups = Object.keys(window.localStorage).filter((key) => key.startsWith(LYRICS_BACKUP_PREFIX));
  } catch {
    // Storage unavailable: nothing was kept.
  }
  for (const key of backups) removeLocal(key);
}

/** The drafts of this browser's local storage (none kept when storage is unavailable). */
export function browserLocalDrafts(): LocalDrafts {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  return createLocalDrafts(storage, browserSessionCache());
}
