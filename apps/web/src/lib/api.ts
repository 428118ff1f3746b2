import { type CallInput, type Endpoint, type ResponseOf, urlOf } from '@lyricist/shared/api/endpoint';
import { type ErrorBody, type ErrorCode, errorBodySchema } from '@lyricist/shared/api/errors';
import type { QueryFunction } from '@tanstack/react-query';
import { storedUser } from './stored-user';

/** Identity headers from local storage, each only when stored (R-api-client-2). */
export function identityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const userId = storedUser.id();
  const userName = storedUser.name();
  const picture = storedUser.picture();
  const token = storedUser.token();
  if (userId) headers['x-user-id'] = userId;
  if (userName) headers['x-user-name'] = encodeURIComponent(userName);
  if (picture) headers['x-user-picture'] = picture;
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * A non-OK answer. Its message is `"{status}: {body text or status text}"` (R-api-client-3); the
 * server's error body, when there is one, is parsed into `code`, `serverMessage` and `field`.
 * `retryAfterMs` is the wait a 429 or 503 asked for (its Retry-After), else null.
 */
export class ApiError extends Error {
  readonly code: ErrorCode | null;
  readonly serverMessage: string | null;
  readonly field: string | null;

  constructor(
    readonly status: number,
    text: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    const body = parseErrorBody(text);
    this.code = body?.code ?? null;
    this.serverMessage = body?.message ?? null;
    this.field = body?.field ?? null;
  }
}

function parseErrorBody(text: string): ErrorBody['error'] | null {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.error : null;
  } catch {
    return null;
  }
}

/** Retry-After in seconds (what this server sends) or as an HTTP date, in milliseconds from now. */
function retryAfterMsOf(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/** Throws an ApiError for any non-OK response. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const retryAfterMs = retryAfterMsOf(res.headers.get('retry-after'));
  throw new ApiError(res.status, (await res.text()) || res.statusText, retryAfterMs);
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

/** A readable message from an error thrown by a call: the server's message when it sent one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

type CallArgs<E extends Endpoint> = keyof CallInput<E> extends never ? [] : [CallInput<E>];
/** An AbortSignal cancels the request (a search keystroke replacing the last one). */
type CallOptions = { signal?: AbortSignal };
type CallArgsWithOptions<E extends Endpoint> = keyof CallInput<E> extends never
  ? [input?: CallOptions]
  : [input: CallInput<E> & CallOptions];

/** Calls an endpoint through its shared contract; the answer is parsed with the contract's schema. */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  ...[input]: CallArgsWithOptions<E>
): Promise<ResponseOf<E>> {
  const parts = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const res = await apiRequest(endpoint.method, urlOf(endpoint, parts), parts.body, parts.signal);
  return endpoint.response.parse(await res.json()) as ResponseOf<E>;
}

/** The query key of an endpoint's GET: its URL, so the default query function can read it too. */
export function apiQueryKey<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): [string] {
  return [
    urlOf(endpoint, (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> }),
  ];
}
