import { uploadMemo } from './api/memos-api';
import { inStore, TAKES } from './lib/memo-database';
import { browserPendingMemos, forgetPendingMemos, listAllPendingMemos } from './lib/pending-memos';

/**
 * Sign-out and this browser's memos (R-memo-2): what the server has not acknowledged is sent first,
 * and a memo that cannot be sent (no network, refused) keeps the sign-out asking, as unsaved lyrics
 * do. Signing out then takes every memo and unfinished take off the device.
 */

/** Sends every memo this browser holds; true when none is left here (no take unfinished either). */
export async function sendPendingMemos(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return true;
  const pending = await listAllPendingMemos();
  const sent = await Promise.all(
    pending.map(async (memo) => {
      if (memo.error !== null) return false;
      try {
        await uploadMemo(memo);
        await browserPendingMemos.remove(memo.memoId);
        return true;
      } catch {
        return false;
      }
    }),
  );
  const takes = await inStore(TAKES, 'readonly', (store) => store.count());
  return sent.every(Boolean) && takes === 0;
}

/** Takes this writer's memos and takes off the device. */
export async function forgetMemosOnDevice(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await forgetPendingMemos();
  await inStore(TAKES, 'readwrite', (store) => store.clear());
}
