import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { authTokens } from '../../db/schema/index';
import { unauthorized } from '../../errors/app-error';
import { hashToken } from '../../lib/tokens';

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
export function authenticate(db: Database) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const [row] = await db
      .select({ userId: authTokens.userId })
      .from(authTokens)
      .where(
        and(
          eq(authTokens.tokenHash, hashToken(token)),
          eq(authTokens.status, 'authorised'),
          gt(authTokens.expiresAt, new Date()),
        ),
      );
    if (!row?.userId) throw unauthorized('Your sign-in has expired. Please sign in again.');
    request.auth = { userId: row.userId, token };
  };
}

/** The authenticated user of a guarded route. */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
