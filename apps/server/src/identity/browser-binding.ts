import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, newToken } from '../lib/tokens';

/**
 * The browser that starts a sign-in gets a random secret in an HttpOnly, SameSite=Lax cookie; the
 * pending token (and the embedded platform's grant) store its hash. Only a request carrying that
 * cookie may approve the sign-in (embedded platform) or exchange it for a session (GET
 * /api/auth/user), so a sign-in link or a URL token passed to another browser is worth nothing
 * there (docs/decisions/010-sign-in-binding.md).
 */
const COOKIE = 'lyricist_sign_in';
const SECRET_SHAPE = /^[\w-]{43}$/;

export type BrowserBinding = {
  /** Reuses this browser's secret (so two tabs can each start a sign-in) or sets a new one; its hash. */
  bind: (request: FastifyRequest, reply: FastifyReply) => string;
  /** The hash of the secret this request carries, or null. */
  hashOf: (request: FastifyRequest) => string | null;
};

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/**
 * `cookie` names another secret of the same kind: the embedded platform's known-browser cookie
 * (docs/decisions/041-sign-in-limits.md) is one, set when a sign-in succeeds.
 */
export function browserBinding(publicUrl: string, maxAgeMs: number, cookie = COOKIE): BrowserBinding {
  const secure = publicUrl.startsWith('https://');
  // Over HTTPS the __Host- prefix keeps a sibling subdomain from planting its own secret.
  const name = secure ? `__Host-${cookie}` : cookie;
  const secretOf = (request: FastifyRequest) => {
    const value = cookieValue(request.headers.cookie, name);
    return value && SECRET_SHAPE.test(value) ? value : null;
  };
  return {
    bind(request, reply) {
      const secret = secretOf(request) ?? newToken();
      const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${Math.floor(maxAgeMs / 1000)}`];
      if (secure) attributes.push('Secure');
      reply.header('set-cookie', [`${name}=${secret}`, ...attributes].join('; '));
      return hashToken(secret);
    },
    hashOf(request) {
      const secret = secretOf(request);
      return secret ? hashToken(secret) : null;
    },
  };
}
