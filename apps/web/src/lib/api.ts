import { STORAGE_KEYS } from '@lyricist/shared/storage-keys';
import type { QueryFunction } from '@tanstack/react-query';
import { readLocal } from './storage';

/** Identity headers from local storage, each only when stored (SPEC point 7). */
export function identityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const userId = readLocal(STORAGE_KEYS.userId);
  const userName = readLocal(STORAGE_KEYS.userName);
  const picture = readLocal(STORAGE_KEYS.userProfileImage);
  const token = readLocal(STORAGE_KEYS.userToken);
  if (userId) headers['x-user-id'] = userId;
  if (userName) headers['x-user-name'] = encodeURIComponent(userName);
  if (picture) headers['x-user-picture'] = picture;
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** Throws `"{status}: {body text or status text}"` for any non-OK response. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/**
 * The one request helper: Accept JSON, JSON content type only with a body, cookies included.
 * `signal` lets a query drop a request it no longer needs (a superseded search).
 */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...identityHeaders() };
  if (data !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(url, {
    method,
    headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
    signal,
  });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query function: GET on the first element of the query key with the same headers. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(String(queryKey[0]), {
      headers: { Accept: 'application/json', ...identityHeaders() },
      credentials: 'include',
    });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** A readable message from an error thrown by apiRequest: the server's message when it sent one. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const match = error.message.match(/^\d{3}: (.*)$/s);
  if (!match?.[1]) return error.message;
  try {
    const body = JSON.parse(match[1]) as { error?: { message?: string } };
    return body.error?.message ?? error.message;
  } catch {
    return error.message;
  }
}
