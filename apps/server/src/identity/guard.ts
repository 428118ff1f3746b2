import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../errors/app-error';
import type { TokenVerifier } from './token-verifier';

export type AuthContext = { userId: string; token: string };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The bearer token from the Authorization header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S{1,200})$/i);
  return match?.[1] ?? null;
}

/**
 * The one bearer-token guard: an authorised, unexpired token is the only identity. The x-user-*
 * headers are never read for identity.
 */
export function authenticate(tokens: TokenVerifier) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const userId = await tokens.userFor(token);
    if (!userId) throw unauthorized('Your sign-in has expired. Please sign in again.');
    request.auth = { userId, token };
  };
}

/** The authenticated user of a guarded route. */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
