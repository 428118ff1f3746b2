import { browserSessionCache } from '@/lib/session-cache';
import { updateLyrics, updateSession } from '@/lib/sessions-api';

/**
 * Sends every edit the server has not acknowledged (the session cache's dirty flags, kept by the
 * writer's autosave) and marks it saved, and every voice memo this browser still holds. True when
 * every one was confirmed.
 */
export async function saveUnsavedEdits(): Promise<boolean> {
  const cache = browserSessionCache();
  const memosSent = import('@/features/memos/send-before-sign-out')
    .then((memos) => memos.sendPendingMemos())
    .catch(() => false);
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
  return results.every(Boolean) && (await memosSent);
}
