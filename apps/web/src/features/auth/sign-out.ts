import { LYRICS_BACKUP_PREFIX, WRITER_DATA_KEYS } from '@lyricist/shared/storage-keys';
import { browserSessionCache } from '@/lib/session-cache';
import { updateLyrics, updateSession } from '@/lib/sessions-api';
import { removeLocal } from '@/lib/storage';

/**
 * Sends every edit the server has not acknowledged (the session cache's dirty flags, kept by the
 * writer's autosave) and marks it saved. True when every one was confirmed.
 */
export async function saveUnsavedEdits(): Promise<boolean> {
  const cache = browserSessionCache();
  const results = await Promise.all(
    cache.list().map(async ({ sessionId, lyrics, songTitle, lyricsDirty, titleDirty }) => {
      try {
        if (lyricsDirty && lyrics !== undefined) {
          await updateLyrics(sessionId, lyrics);
          cache.set(sessionId, { lyricsDirty: false });
        }
        if (titleDirty && songTitle !== undefined) {
          await updateSession(sessionId, { songTitle });
          cache.set(sessionId, { titleDirty: false });
        }
        return true;
      } catch {
        return false;
      }
    }),
  );
  return results.every(Boolean);
}

/** Removes this writer's drafts, backups and caches from the browser. */
export function forgetLocalWriting(): void {
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
