import { urlOf } from '@lyricist/shared/api/endpoint';
import { errorBodySchema } from '@lyricist/shared/api/errors';
import {
  SIGN_IN_ELSEWHERE,
  type TokenResponse,
  tokenResponseSchema,
  type UserResponse,
  userResponseSchema,
} from '@lyricist/shared/auth/contracts';
import { authEndpoints } from '@lyricist/shared/auth/endpoints';
import { callApi } from '@/lib/api';

/** POST /api/auth/token; a response with an `error` field throws that error. */
export async function requestLoginToken(): Promise<TokenResponse> {
  const res = await fetch(urlOf(authEndpoints.token), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    credentials: 'include',
  });
  if (!res.ok) {
    console.error(`Failed to fetch token: ${res.status}`);
    throw new Error(`Failed to fetch token: ${res.status}`);
  }
  const body = (await res.json()) as { error?: unknown };
  if (body.error) throw new Error(typeof body.error === 'string' ? body.error : 'Failed to fetch token');
  return tokenResponseSchema.parse(body);
}

export class UnauthorisedTokenError extends Error {}
/** The token belongs to a sign-in another browser started: this browser must not use it. */
export class ForeignSignInError extends UnauthorisedTokenError {}

/**
 * GET /api/auth/user?usertoken=; null when the profile could not be read for another reason. For a
 * pending token (sent with this browser's sign-in cookie) the answer carries the new session token.
 */
export async function fetchProfile(token: string): Promise<UserResponse | null> {
  const res = await fetch(urlOf(authEndpoints.user, { query: { usertoken: token } }), {
    headers: { Accept: 'application/json' },
    credentials: 'include',
  });
  if (res.status === 401) {
    const body = errorBodySchema.safeParse(await res.json().catch(() => null));
    const elsewhere = body.success && body.data.error.code === SIGN_IN_ELSEWHERE;
    throw new (elsewhere ? ForeignSignInError : UnauthorisedTokenError)('Login failed. Please try again.');
  }
  if (!res.ok) {
    console.error(`Failed to fetch profile: ${res.status}`);
    return null;
  }
  return userResponseSchema.parse(await res.json());
}

/** Revokes the token server-side; failures are ignored since local sign-out happens regardless. */
export async function revokeSession(): Promise<void> {
  try {
    await callApi(authEndpoints.logout);
  } catch {
    // Already invalid or offline: the local token is removed anyway.
  }
}
