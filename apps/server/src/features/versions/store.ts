import { DEFAULT_SONG_TITLE, THEME_CHAT_SESSION_TITLE, VERSION_IDLE_MS } from '@lyricist/shared/constants';
import type { LyricsSaved } from '@lyricist/shared/sessions/contracts';
import type { VersionReason } from '@lyricist/shared/versions/contracts';
import { wordChanges } from '@lyricist/shared/versions/diff';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lyricVersions } from '../../db/schema/index';
import { notFound } from '../../errors/app-error';
import type { LyricSession } from '../sessions/lyric-session';
import {
  assertOwnSession,
  loadSession,
  loadSessionForUpdate,
  loadSessionIdleSince,
  saveLyrics,
  saveLyricsUnlessIdle,
  updateSession,
} from '../sessions/store';
import { versionsToThin } from './thinning';

/**
 * The version store (issue 18, ADR 015): the only code that reads or writes lyric_versions. Every
 * call checks that the session is the caller's first, so another user's ids answer 404.
 */

type VersionRow = typeof lyricVersions.$inferSelect;

const summaryColumns = {
  id: lyricVersions.id,
  name: lyricVersions.name,
  reason: lyricVersions.reason,
  songTitle: lyricVersions.songTitle,
  wordsAdded: lyricVersions.wordsAdded,
  wordsRemoved: lyricVersions.wordsRemoved,
  createdAt: lyricVersions.createdAt,
};

/** Keeps the session's text as it stands; automatic versions then go through retention. */
async function keep(
  db: Database,
  session: LyricSession,
  reason: VersionReason,
  name: string | null = null,
): Promise<VersionRow> {
  const [previous] = await db
    .select({ lyrics: lyricVersions.lyrics })
    .from(lyricVersions)
    .where(eq(lyricVersions.sessionId, session.id))
    .orderBy(desc(lyricVersions.createdAt))
    .limit(1);
  const words = wordChanges(previous?.lyrics ?? '', session.lyrics);
  const [row] = await db
    .insert(lyricVersions)
    .values({
      sessionId: session.id,
      name,
      reason,
      songTitle: session.songTitle,
      lyrics: session.lyrics,
      wordsAdded: words.added,
      wordsRemoved: words.removed,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  if (reason !== 'manual') await thin(db, session.id);
  return row;
}

/** Retention: named and asked-for versions stay; automatic ones are thinned (thinning.ts). */
async function thin(db: Database, sessionId: string): Promise<void> {
  const automatic = await db
    .select({ id: lyricVersions.id, createdAt: lyricVersions.createdAt })
    .from(lyricVersions)
    .where(and(eq(lyricVersions.sessionId, sessionId), ne(lyricVersions.reason, 'manual')));
  const drop = versionsToThin(automatic, new Date());
  if (drop.length > 0) await db.delete(lyricVersions).where(inArray(lyricVersions.id, drop));
}

/** "Save version": the session's saved text, with an optional name. */
export async function saveVersion(
  db: Database,
  userId: string,
  sessionId: string,
  name: string | undefined,
): Promise<VersionRow> {
  const session = await loadSession(db, userId, sessionId);
  return keep(db, session, 'manual', name ? name : null);
}

const PLACEHOLDER_TITLES: readonly string[] = [DEFAULT_SONG_TITLE, THEME_CHAT_SESSION_TITLE];

/**
 * Before a title regeneration replaces the title. 'Start Writing' names every new song this way: a
 * placeholder title over no lyrics holds nothing to get back, so it is not kept.
 */
export async function keepBeforeTitle(db: Database, userId: string, sessionId: string): Promise<void> {
  const session = await loadSession(db, userId, sessionId);
  if (session.lyrics === '' && PLACEHOLDER_TITLES.includes(session.songTitle)) return;
  await keep(db, session, 'title');
}

/**
 * The autosave (ADR 050, 058): one statement, unless this is the first save after VERSION_IDLE_MS,
 * which keeps the text it replaces as a version before saving, if it changes that text.
 */
export async function autosave(
  db: Database,
  userId: string,
  sessionId: string,
  lyrics: string,
): Promise<LyricsSaved> {
  const idleSince = new Date(Date.now() - VERSION_IDLE_MS);
  const saved = await saveLyricsUnlessIdle(db, userId, sessionId, lyrics, idleSince);
  if (saved) return saved;
  const session = await loadSessionIdleSince(db, userId, sessionId, lyrics, idleSince);
  if (session) await keep(db, session, 'idle');
  return saveLyrics(db, userId, sessionId, lyrics);
}

/** The session's versions, newest first, without their text. */
export async function listVersions(db: Database, userId: string, sessionId: string) {
  await assertOwnSession(db, userId, sessionId);
  return db
    .select(summaryColumns)
    .from(lyricVersions)
    .where(eq(lyricVersions.sessionId, sessionId))
    .orderBy(desc(lyricVersions.createdAt), desc(lyricVersions.id));
}

async function findVersion(db: Database, sessionId: string, versionId: string): Promise<VersionRow> {
  const [row] = await db
    .select()
    .from(lyricVersions)
    .where(and(eq(lyricVersions.id, versionId), eq(lyricVersions.sessionId, sessionId)));
  if (!row) throw notFound('Version');
  return row;
}

/** One version with its text, and the session it belongs to. */
export async function loadVersion(db: Database, userId: string, sessionId: string, versionId: string) {
  const session = await loadSession(db, userId, sessionId);
  return { session, version: await findVersion(db, sessionId, versionId) };
}

/**
 * Makes a version the current text and title. In one transaction with the session row locked, the
 * text being replaced is kept first, so the restore can be undone; answers that version too.
 */
export function restoreVersion(db: Database, userId: string, sessionId: string, versionId: string) {
  return db.transaction(async (tx) => {
    const current = await loadSessionForUpdate(tx, userId, sessionId);
    const version = await findVersion(tx, sessionId, versionId);
    const undo = await keep(tx, current, 'restore');
    const session = await updateSession(tx, userId, sessionId, {
      lyrics: version.lyrics,
      songTitle: version.songTitle,
    });
    return { session, undoVersionId: undo.id };
  });
}
