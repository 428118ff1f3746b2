import { z } from 'zod';
import { AppError } from '../../errors/app-error';

/**
 * A page cursor: the last card's exact last-saved time (microseconds, as PostgreSQL stores it; a
 * JavaScript Date would round it) and its id. Opaque to the client: base64url of a JSON pair.
 */
export type ListCursor = { at: string; id: string };

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const encodeCursor = ({ at, id }: ListCursor): string =>
  Buffer.from(JSON.stringify([at, id])).toString('base64url');

/** A real instant (no 30 February, which PostgreSQL would refuse with an error). */
function isInstant(at: string): boolean {
  if (!AT.test(at)) return false;
  const ms = Date.parse(`${at.slice(0, 23)}Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 23) === at.slice(0, 23);
}

export function decodeCursor(text: string): ListCursor | null {
  let pair: unknown;
  try {
    pair = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(pair) || pair.length !== 2) return null;
  const [at, id] = pair;
  if (typeof at !== 'string' || !isInstant(at) || !z.uuid().safeParse(id).success) return null;
  return { at, id: id as string };
}

/** The cursor of a list request: a cursor this server did not write is a 400, as a bad field. */
export function cursorFrom(text: string | undefined): ListCursor | undefined {
  if (text === undefined) return undefined;
  const cursor = decodeCursor(text);
  if (!cursor) throw new AppError('validation_failed', 'Invalid cursor: is not a page cursor', 'cursor');
  return cursor;
}
