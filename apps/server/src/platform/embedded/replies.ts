import type { FastifyReply } from 'fastify';
import { elsewherePage } from './pages';

export const UNKNOWN_SITE = 'This sign-in link points to an unknown site, so it was refused.';
export const EXPIRED_LINK = 'This sign-in link has expired. Go back to Lyricist and try again.';

/** Decodes the base64 `origin` and returns it only when it is one of ours: no open redirect. */
export function decodeOrigin(encoded: string, allowedOrigins: string[]): URL | null {
  try {
    const url = new URL(Buffer.from(encoded, 'base64').toString('utf8'));
    return allowedOrigins.includes(url.origin) ? url : null;
  } catch {
    return null;
  }
}

export const html = (reply: FastifyReply, status: number, page: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);

/** The refusal for a link started in another browser, with a way to start afresh in this one. */
export const refuseElsewhere = (reply: FastifyReply, origin: URL) =>
  html(reply, 403, elsewherePage(`${origin.origin}/`));
