import { MEMO_MAX_PER_SESSION } from '@lyricist/shared/constants';
import type { MemoContentType } from '@lyricist/shared/memos/audio-signature';
import { memoQuotaFullMessage } from '@lyricist/shared/memos/contracts';
import type { MemoPhrase, PhraseSpan } from '@lyricist/shared/memos/phrases';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lyricSessions, sessionMemos, users } from '../../db/schema/index';
import { AppError, notFound } from '../../errors/app-error';
import { assertOwnSession, loadSessionForUpdate } from '../sessions/store';
import type { ByteRange } from './byte-range';
import { spanColumns } from './link-span';

/**
 * The memo store (issue 35): the only code that reads or writes session_memos. Every call checks
 * that the session is the caller's first, so another writer's session or memo id answers 404
 * exactly like an unknown one (R-session-4, R-memo-1).
 */

const summaryColumns = {
  id: sessionMemos.id,
  name: sessionMemos.name,
  contentType: sessionMemos.contentType,
  durationMs: sessionMemos.durationMs,
  size: sessionMemos.size,
  createdAt: sessionMemos.createdAt,
  phrases: sessionMemos.phrases,
  linkedStanza: sessionMemos.linkedStanza,
  linkedFromPhrase: sessionMemos.linkedFromPhrase,
  linkedToPhrase: sessionMemos.linkedToPhrase,
};

export type MemoSummaryRow = {
  id: string;
  name: string;
  contentType: MemoContentType;
  durationMs: number;
  size: number;
  createdAt: Date;
  phrases: MemoPhrase[] | null;
  linkedStanza: number | null;
  linkedFromPhrase: number | null;
  linkedToPhrase: number | null;
};

const inSession = (sessionId: string, memoId: string) =>
  and(eq(sessionMemos.id, memoId), eq(sessionMemos.sessionId, sessionId));

/** The session's memos, oldest first (the order they were recorded in), without their audio. */
export async function listMemos(db: Database, userId: string, sessionId: string): Promise<MemoSummaryRow[]> {
  await assertOwnSession(db, userId, sessionId);
  return db
    .select(summaryColumns)
    .from(sessionMemos)
    .where(eq(sessionMemos.sessionId, sessionId))
    .orderBy(asc(sessionMemos.createdAt), asc(sessionMemos.id));
}

export type NewMemo = {
  memoId: string;
  name: string | undefined;
  contentType: MemoContentType;
  durationMs: number;
  audio: Uint8Array;
};

/** The bytes of all the writer's memos, over every song (R-memo-10). */
async function memoBytesOf(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${sessionMemos.size}), 0)`.mapWith(Number) })
    .from(sessionMemos)
    .innerJoin(lyricSessions, eq(lyricSessions.id, sessionMemos.sessionId))
    .where(eq(lyricSessions.userId, userId));
  return row?.bytes ?? 0;
}

/**
 * Stores a memo whose bytes were already checked, if it fits the song's memos and the writer's
 * quota (`quotaBytes` over every song). The writer's row is locked, then the song's, so two uploads
 * at once, to one song or to two, cannot both take the last free place or the last free bytes. The
 * same id again answers the memo already stored (a retried upload whose answer was lost, even with
 * the quota full); an id taken in another session is a conflict.
 */
export function saveMemo(db: Database, userId: string, sessionId: string, memo: NewMemo, quotaBytes: number) {
  return db.transaction(async (tx): Promise<MemoSummaryRow> => {
    // NO KEY UPDATE: uploads wait for each other, but a new song (its foreign key's KEY SHARE on the
    // writer's row) does not wait for an upload. The writer first, as a deleted account cascades.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    await loadSessionForUpdate(tx, userId, sessionId);
    const [existing] = await tx
      .select({ ...summaryColumns, sessionId: sessionMemos.sessionId })
      .from(sessionMemos)
      .where(eq(sessionMemos.id, memo.memoId));
    if (existing) {
      if (existing.sessionId !== sessionId)
        throw new AppError('conflict', 'This memo id belongs to another song', 'memoId');
      return existing;
    }
    const [stored] = await tx
      .select({ count: count() })
      .from(sessionMemos)
      .where(eq(sessionMemos.sessionId, sessionId));
    const held = stored?.count ?? 0;
    if (held >= MEMO_MAX_PER_SESSION)
      throw new AppError(
        'conflict',
        `A song keeps at most ${MEMO_MAX_PER_SESSION} memos: delete one to keep another`,
      );
    // 409 like a full song: the writer's memos as they stand conflict with one more (ADR 055).
    if ((await memoBytesOf(tx, userId)) + memo.audio.byteLength > quotaBytes)
      throw new AppError('conflict', memoQuotaFullMessage(quotaBytes));
    const [row] = await tx
      .insert(sessionMemos)
      .values({
        id: memo.memoId,
        sessionId,
        name: memo.name ?? `Memo ${held + 1}`,
        contentType: memo.contentType,
        durationMs: memo.durationMs,
        size: memo.audio.byteLength,
        audio: memo.audio,
      })
      .returning(summaryColumns);
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}

export type MemoChange = {
  name?: string | undefined;
  phrases?: MemoPhrase[] | undefined;
  linkedStanza?: number | null | undefined;
  linkedSpan?: PhraseSpan | null | undefined;
};

const unlinked = { linkedStanza: null, linkedFromPhrase: null, linkedToPhrase: null };

/**
 * Renames a memo, stores its phrases, links it to a stanza (null unlinks) or sets the span of its
 * phrases that stanza sings (R-memo-12, checked by spanColumns against the memo as it stands). A
 * stanza is set against one memo at a time: linking it here unlinks it from the session's other
 * memos, in one transaction.
 */
export function updateMemo(
  db: Database,
  userId: string,
  sessionId: string,
  memoId: string,
  change: MemoChange,
): Promise<MemoSummaryRow> {
  return db.transaction(async (tx) => {
    // The session's lock keeps the memo as read here until the update below.
    await loadSessionForUpdate(tx, userId, sessionId);
    const [memo] = await tx.select(summaryColumns).from(sessionMemos).where(inSession(sessionId, memoId));
    if (!memo) throw notFound('Memo');
    const { name, phrases, linkedStanza } = change;
    const span = spanColumns(memo, change);
    if (linkedStanza != null)
      await tx
        .update(sessionMemos)
        .set(unlinked)
        .where(
          and(
            eq(sessionMemos.sessionId, sessionId),
            eq(sessionMemos.linkedStanza, linkedStanza),
            ne(sessionMemos.id, memoId),
          ),
        );
    const [row] = await tx
      .update(sessionMemos)
      .set({
        ...(name === undefined ? {} : { name }),
        ...(phrases === undefined ? {} : { phrases }),
        ...(linkedStanza === undefined ? {} : { linkedStanza }),
        ...span,
      })
      .where(inSession(sessionId, memoId))
      .returning(summaryColumns);
    if (!row) throw notFound('Memo');
    return row;
  });
}

export async function deleteMemo(db: Database, userId: string, sessionId: string, memoId: string) {
  await assertOwnSession(db, userId, sessionId);
  const [row] = await db
    .delete(sessionMemos)
    .where(inSession(sessionId, memoId))
    .returning({ id: sessionMemos.id });
  if (!row) throw notFound('Memo');
  return row.id;
}

/** The memo's description (its size and type), before any of its audio is read. */
export async function findMemo(
  db: Database,
  userId: string,
  sessionId: string,
  memoId: string,
): Promise<MemoSummaryRow> {
  await assertOwnSession(db, userId, sessionId);
  const [row] = await db.select(summaryColumns).from(sessionMemos).where(inSession(sessionId, memoId));
  if (!row) throw notFound('Memo');
  return row;
}

/** node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: a Buffer over the same memory. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The memo's audio, or only `range` of it: the database cuts the range out (with EXTERNAL storage
 * it reads only the chunks that hold it), so a seek does not read the whole memo.
 */
export async function readMemoAudio(db: Database, memoId: string, range?: ByteRange): Promise<Buffer> {
  const audio = range
    ? sql<Uint8Array>`substring(${sessionMemos.audio} from ${range.start + 1}::int for ${range.end - range.start + 1}::int)`
    : sessionMemos.audio;
  const [row] = await db.select({ audio }).from(sessionMemos).where(eq(sessionMemos.id, memoId));
  if (!row) throw notFound('Memo');
  return asBuffer(row.audio);
}
