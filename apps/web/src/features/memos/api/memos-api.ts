import { urlOf } from '@lyricist/shared/api/endpoint';
import type { MemoSummary, UpdateMemoBody } from '@lyricist/shared/memos/contracts';
import { memoEndpoints as api } from '@lyricist/shared/memos/endpoints';
import type { MemoPhrase } from '@lyricist/shared/memos/phrases';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQueryKey, callApi, identityHeaders, throwIfResNotOk } from '@/lib/api';
import type { PendingMemo } from '../lib/pending-memos';

/** The memo panel's calls (issue 35), through their shared contracts. */

export const memosQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: apiQueryKey(api.list, { params: { id: sessionId } }),
    queryFn: (): Promise<MemoSummary[]> => callApi(api.list, { params: { id: sessionId } }),
  });

/** The session's stored memos: the panel's list, and the linked stanzas' phrases for the margin. */
export const useMemos = (sessionId: string) => useQuery(memosQueryOptions(sessionId));

/**
 * Uploads a pending memo: the audio as the body, as it was recorded (the server reads its kind from
 * the bytes, R-memo-4). The browser's memo id makes a retried upload safe (R-memo-2).
 */
export async function uploadMemo(memo: PendingMemo): Promise<MemoSummary> {
  const url = urlOf(api.upload, {
    params: { id: memo.sessionId },
    query: { memoId: memo.memoId, name: memo.name, durationMs: memo.durationMs },
  });
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': memo.audio.type || 'application/octet-stream',
      ...identityHeaders(),
    },
    body: memo.audio,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return api.upload.response.parse(await res.json());
}

/**
 * A stored memo's audio, fetched with the bearer token: an <audio> element cannot send the token,
 * and a token never goes in a URL (R-memo-5), so the player plays these bytes from a blob: URL.
 */
export async function fetchMemoAudio(sessionId: string, memoId: string): Promise<Blob> {
  const res = await fetch(urlOf(api.audio, { params: { id: sessionId, memoId } }), {
    headers: identityHeaders(),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res.blob();
}

export const renameMemo = (sessionId: string, memoId: string, name: string) =>
  callApi(api.update, { params: { id: sessionId, memoId }, body: { name } });

/** Stores the phrases this browser transcribed from the memo (issue 35 item 3). */
export const storeMemoPhrases = (sessionId: string, memoId: string, phrases: MemoPhrase[]) =>
  callApi(api.update, { params: { id: sessionId, memoId }, body: { phrases } });

/**
 * A memo's link: the stanza (0-based; null unlinks, and forgets the span), the span of its phrases
 * that stanza sings (null: the whole memo, R-memo-12), or both. What is left out stays as it is.
 */
export type MemoLinkChange = Pick<UpdateMemoBody, 'linkedStanza' | 'linkedSpan'>;

export const linkMemo = (sessionId: string, memoId: string, change: MemoLinkChange) =>
  callApi(api.update, { params: { id: sessionId, memoId }, body: change });

/** The memo as it will be once `change` is stored, as the server applies it. */
const withLink = (memo: MemoSummary, change: MemoLinkChange): MemoSummary =>
  change.linkedStanza === null
    ? { ...memo, linkedStanza: null, linkedSpan: null }
    : {
        ...memo,
        ...(change.linkedStanza === undefined ? {} : { linkedStanza: change.linkedStanza }),
        ...(change.linkedSpan === undefined ? {} : { linkedSpan: change.linkedSpan }),
      };

/**
 * Links, unlinks or sets the span of a memo. The list shows the new link at once, so the margin
 * never goes back to the old stanza or span while the call is on its way (a stanza the writer moved,
 * R-memo-8); a failed call lists the stored links again.
 */
export function useLinkMemo(sessionId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = memosQueryOptions(sessionId);
  return useMutation({
    mutationFn: ({ memoId, change }: { memoId: string; change: MemoLinkChange }) =>
      linkMemo(sessionId, memoId, change),
    onMutate: ({ memoId, change }) =>
      queryClient.setQueryData(queryKey, (old: MemoSummary[] | undefined) =>
        old?.map((memo) => (memo.memoId === memoId ? withLink(memo, change) : memo)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export const deleteMemo = (sessionId: string, memoId: string) =>
  callApi(api.remove, { params: { id: sessionId, memoId } });

export function useRenameMemo(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memoId, name }: { memoId: string; name: string }) => renameMemo(sessionId, memoId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memosQueryOptions(sessionId).queryKey }),
  });
}

export function useDeleteMemo(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memoId: string) => deleteMemo(sessionId, memoId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memosQueryOptions(sessionId).queryKey }),
  });
}
