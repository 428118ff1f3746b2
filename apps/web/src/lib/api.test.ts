import { accessEndpoints } from '@lyricist/shared/access/endpoints';
import { STORAGE_KEYS } from '@lyricist/shared/storage-keys';
import { writingEndpoints } from '@lyricist/shared/writing/endpoints';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, callApi, errorMessage, getQueryFn } from './api';

/** The network is the boundary: fetch is replaced by a recorder that answers what each test says. */
type Call = { url: string; init: RequestInit };
let calls: Call[] = [];
let answer: () => Response = () => new Response('{}', { status: 200 });
const store = new Map<string, string>();

beforeEach(() => {
  calls = [];
  store.clear();
  answer = () => Response.json({ ok: true });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  });
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const headersOf = (call: Call | undefined) => new Headers(call?.init.headers);

function signIn(): void {
  store.set(STORAGE_KEYS.userToken, 'tok-123');
  store.set(STORAGE_KEYS.userId, 'user-1');
  store.set(STORAGE_KEYS.userName, 'Zoë Writer');
  store.set(STORAGE_KEYS.userProfileImage, 'https://img.example/z.png');
}

describe('apiRequest', () => {
  it('sends Accept JSON, includes credentials and no content type without a body', async () => {
    await apiRequest('DELETE', '/api/sessions/1');
    const [call] = calls;
    expect(call?.init.method).toBe('DELETE');
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.body).toBeUndefined();
    expect(headersOf(call).get('accept')).toBe('application/json');
    expect(headersOf(call).has('content-type')).toBe(false);
  });

  it('sends a JSON body with the JSON content type', async () => {
    await apiRequest('POST', '/api/users/request-access', { approach: 'melody_first' });
    expect(headersOf(calls[0]).get('content-type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"approach":"melody_first"}');
  });

  it('adds no identity headers when nothing is stored', async () => {
    await apiRequest('GET', '/api/sessions');
    const headers = headersOf(calls[0]);
    for (const name of ['authorization', 'x-user-id', 'x-user-name', 'x-user-picture']) {
      expect(headers.has(name)).toBe(false);
    }
  });

  it('adds each identity header that is stored, the token as a bearer', async () => {
    signIn();
    await apiRequest('GET', '/api/sessions');
    const headers = headersOf(calls[0]);
    expect(headers.get('authorization')).toBe('Bearer tok-123');
    expect(headers.get('x-user-id')).toBe('user-1');
    expect(decodeURIComponent(headers.get('x-user-name') ?? '')).toBe('Zoë Writer');
    expect(headers.get('x-user-picture')).toBe('https://img.example/z.png');
  });

  it('adds only the headers whose values exist', async () => {
    store.set(STORAGE_KEYS.userToken, 'tok-only');
    await apiRequest('GET', '/api/sessions');
    const headers = headersOf(calls[0]);
    expect(headers.get('authorization')).toBe('Bearer tok-only');
    expect(headers.has('x-user-id')).toBe(false);
  });

  it('throws "{status}: {body}" for a non-OK answer', async () => {
    answer = () =>
      new Response('{"error":{"code":"not_found","message":"Session not found"}}', { status: 404 });
    await expect(apiRequest('GET', '/api/sessions/x')).rejects.toThrow(
      '404: {"error":{"code":"not_found","message":"Session not found"}}',
    );
  });

  it('throws "{status}: {statusText}" when the body is empty', async () => {
    answer = () => new Response(null, { status: 503, statusText: 'Service Unavailable' });
    await expect(apiRequest('GET', '/api/sessions')).rejects.toThrow('503: Service Unavailable');
  });

  it('returns the response when OK', async () => {
    answer = () => Response.json([{ sessionId: 's1' }]);
    const res = await apiRequest('GET', '/api/sessions');
    expect(await res.json()).toEqual([{ sessionId: 's1' }]);
  });
});

describe('getQueryFn', () => {
  const run = (on401: 'throw' | 'returnNull', key = '/api/users/access-request-status') =>
    new QueryClient().fetchQuery({ queryKey: [key], queryFn: getQueryFn<unknown>({ on401 }), retry: false });

  it('GETs the first element of the query key with the same headers and reads JSON', async () => {
    signIn();
    answer = () => Response.json({ melodyFirst: true, streamOfConsciousness: false });
    await expect(run('throw')).resolves.toEqual({ melodyFirst: true, streamOfConsciousness: false });
    expect(calls[0]?.url).toBe('/api/users/access-request-status');
    expect(calls[0]?.init.method ?? 'GET').toBe('GET');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(headersOf(calls[0]).get('accept')).toBe('application/json');
    expect(headersOf(calls[0]).get('authorization')).toBe('Bearer tok-123');
  });

  it('returns null on 401 when asked to', async () => {
    answer = () => new Response('unauthorised', { status: 401 });
    await expect(run('returnNull')).resolves.toBeNull();
  });

  it('throws on 401 by default (the app setting)', async () => {
    answer = () => new Response('unauthorised', { status: 401 });
    await expect(run('throw')).rejects.toThrow('401: unauthorised');
  });

  it('throws the status and text on any other failure, even when 401 returns null', async () => {
    answer = () => new Response('boom', { status: 500 });
    await expect(run('returnNull')).rejects.toThrow('500: boom');
  });
});

describe('errorMessage and ApiError', () => {
  it("types the server's error body and prefers its message", async () => {
    const body = '{"error":{"code":"validation_failed","message":"Too long","field":"lyrics"}}';
    answer = () => new Response(body, { status: 400 });
    const error = await apiRequest('PUT', '/api/sessions/x/lyrics', { lyrics: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      field: 'lyrics',
      message: `400: ${body}`,
    });
    expect(errorMessage(error)).toBe('Too long');
  });

  it('calls an endpoint through its contract: URL from params, answer parsed by its schema', async () => {
    answer = () => Response.json({ streamOfConsciousness: true, melodyFirst: false });
    expect(await callApi(accessEndpoints.status)).toEqual({
      streamOfConsciousness: true,
      melodyFirst: false,
    });
    answer = () => Response.json({ title: 'Red Barn' });
    await callApi(writingEndpoints.generateTitle, { params: { id: 'a b/c' } });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET /api/users/access-request-status',
      'POST /api/sessions/a%20b%2Fc/generate-title',
    ]);
    answer = () => Response.json({ streamOfConsciousness: 'yes' });
    await expect(callApi(accessEndpoints.status)).rejects.toThrow();
  });

  it('keeps the wait a 429 asks for, in seconds or as a date, and none when it asks none', async () => {
    const body = '{"error":{"code":"rate_limited","message":"Too many memo uploads"}}';
    const refusal = (retryAfter?: string) =>
      new Response(body, { status: 429, headers: retryAfter ? { 'retry-after': retryAfter } : {} });
    const waitOf = async () =>
      ((await apiRequest('GET', '/api/x').catch((e: unknown) => e)) as ApiError).retryAfterMs;
    answer = () => refusal('540');
    expect(await waitOf()).toBe(540_000);
    answer = () => refusal(new Date(Date.now() + 120_000).toUTCString());
    expect(await waitOf()).toBeGreaterThan(110_000);
    answer = () => refusal();
    expect(await waitOf()).toBeNull();
  });

  it('falls back to the whole message for text bodies and non-errors', () => {
    expect(errorMessage(new Error('502: Bad Gateway'))).toBe('502: Bad Gateway');
    expect(errorMessage('offline')).toBe('offline');
  });
});
