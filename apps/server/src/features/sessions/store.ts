import type {
  RhymeScheme,
  StorytellingDirector,
  StyleDirector,
  ThemeData,
  TitleInput,
} from '@lyricist/shared/ai/contracts';
import {
  rhymeSchemeSchema,
  storytellingDirectorSchema,
  styleDirectorSchema,
} from '@lyricist/shared/ai/contracts';
import {
  DEFAULT_SONG_TITLE,
  DEFAULT_STYLE,
  MAX_CHAT_MESSAGES,
  THEME_CHAT_SESSION_TITLE,
  THEME_CHAT_STYLE,
} from '@lyricist/shared/constants';
import type { ChatMessage, CreateSessionBody, LyricsSaved } from '@lyricist/shared/sessions/contracts';
import type { Database } from '../../db/client';
import { lyricSessions } from '../../db/schema/index';
import { notFound } from '../../errors/app-error';
import { type LyricSession, type SessionChanges, toLyricSession, validOrNull } from './lyric-session';
import { ownedBy, sessionColumns, sessionStatements } from './statements';

/**
 * The session store: the only code that reads or writes lyric_sessions (the library aside: it reads
 * in list-sessions.ts and stores the preview it derives in library-derive.ts). Every call is scoped to its owner: another user's id answers 404 exactly like
 * an unknown id.
 */

/** The user's own session. */
export async function loadSession(db: Database, userId: string, sessionId: string): Promise<LyricSession> {
  const [row] = await sessionStatements(db).owned.execute({ id: sessionId, userId });
  if (!row) throw notFound('Session');
  return toLyricSession(row);
}

/** 404 unless the session exists and is this user's. */
export async function assertOwnSession(db: Database, userId: string, sessionId: string): Promise<void> {
  const [row] = await db
    .select({ id: lyricSessions.id })
    .from(lyricSessions)
    .where(ownedBy(userId, sessionId));
  if (!row) throw notFound('Session');
}

/** The user's own session, its row locked until the transaction `tx` ends. */
export async function loadSessionForUpdate(
  tx: Database,
  userId: string,
  sessionId: string,
): Promise<LyricSession> {
  const [row] = await tx
    .select(sessionColumns)
    .from(lyricSessions)
    .where(ownedBy(userId, sessionId))
    .for('update');
  if (!row) throw notFound('Session');
  return toLyricSession(row);
}

/**
 * The session as it stands, when `lyrics` would change it and it was last saved before `idleSince`;
 * otherwise null (also for another user's id: the save that follows answers 404). A prepared
 * statement with the conditions in SQL, so the usual autosave reads no text.
 */
export async function loadSessionIdleSince(
  db: Database,
  userId: string,
  sessionId: string,
  lyrics: string,
  idleSince: Date,
): Promise<LyricSession | null> {
  const [row] = await sessionStatements(db).idleSince.execute({
    id: sessionId,
    userId,
    lyrics,
    idleSince: idleSince.toISOString(),
  });
  return row ? toLyricSession(row) : null;
}

/** A new session for this user, with the defaults of R-session-5 for whatever the body leaves out. */
export async function createSession(
  db: Database,
  userId: string,
  body: CreateSessionBody,
): Promise<LyricSession> {
  const [row] = await db
    .insert(lyricSessions)
    .values({
      userId,
      songTitle: body.songTitle ?? DEFAULT_SONG_TITLE,
      lyrics: body.lyrics ?? '',
      style: body.style ?? DEFAULT_STYLE,
      messages: body.messagesJson ?? [],
      lastSaved: new Date(),
    })
    .returning(sessionColumns);
  if (!row) throw new Error('insert returned no row');
  return toLyricSession(row);
}

/** What a session keeps besides the song itself: changing only these is not a save. */
const SETTINGS: ReadonlySet<string> = new Set<keyof SessionChanges>(['starred', 'rhymeScheme']);

/** What the library derives its preview and search text from (library-derive.ts). */
const DERIVED_FROM: readonly (keyof SessionChanges)[] = ['songTitle', 'lyrics'];

/**
 * Changes the user's own session and stamps lastSaved: every write of the song is a save, even an
 * empty one, but a star or a rhyme scheme alone leaves the last-saved time, and so the library's order.
 */
export async function updateSession(
  db: Database,
  userId: string,
  sessionId: string,
  changes: SessionChanges,
): Promise<LyricSession> {
  const keys = Object.keys(changes);
  const settingsOnly = keys.length > 0 && keys.every((key) => SETTINGS.has(key));
  const stamped = settingsOnly ? changes : { ...changes, lastSaved: new Date() };
  // A new title or new lyrics make the library's preview and search text due.
  const isDerivedFromChanged = DERIVED_FROM.some((key) => changes[key] !== undefined);
  const [row] = await db
    .update(lyricSessions)
    .set(isDerivedFromChanged ? { ...stamped, preview: null } : stamped)
    .where(ownedBy(userId, sessionId))
    .returning(sessionColumns);
  if (!row) throw notFound('Session');
  return toLyricSession(row);
}

/**
 * Stores a style director computed from the session as it was, if `isCurrent` still holds for the
 * session as it is now (the row locked meanwhile); answers whether it did. Not a save of the song:
 * the last-saved time stays. A director computed while a newer list was saved is not stored.
 */
export function storeStyleDirectorIf(
  db: Database,
  userId: string,
  sessionId: string,
  isCurrent: (session: LyricSession) => boolean,
  styleDirector: StyleDirector,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!isCurrent(await loadSessionForUpdate(tx, userId, sessionId))) return false;
    await tx.update(lyricSessions).set({ styleDirector }).where(ownedBy(userId, sessionId));
    return true;
  });
}

/** Saves the writer's lyrics; answers the save's time. */
export async function saveLyrics(
  db: Database,
  userId: string,
  sessionId: string,
  lyrics: string,
): Promise<LyricsSaved> {
  const savedAt = new Date().toISOString();
  const [row] = await sessionStatements(db).saveLyrics.execute({ id: sessionId, userId, lyrics, savedAt });
  if (!row) throw notFound('Session');
  return { sessionId: row.sessionId, lastSaved: savedAt };
}

/**
 * The autosave's one statement: saves unless this is the first save since `idleSince`, whose
 * replaced text the version history keeps first; null then, and when the session is not the writer's.
 */
export async function saveLyricsUnlessIdle(
  db: Database,
  userId: string,
  sessionId: string,
  lyrics: string,
  idleSince: Date,
): Promise<LyricsSaved | null> {
  const savedAt = new Date().toISOString();
  const [row] = await sessionStatements(db).saveLyricsUnlessIdle.execute({
    id: sessionId,
    userId,
    lyrics,
    savedAt,
    idleSince: idleSince.toISOString(),
  });
  return row ? { sessionId: row.sessionId, lastSaved: savedAt } : null;
}

/** Deletes the user's own session; answers its id. */
export async function deleteSession(db: Database, userId: string, sessionId: string): Promise<string> {
  const [row] = await db
    .delete(lyricSessions)
    .where(ownedBy(userId, sessionId))
    .returning({ id: lyricSessions.id });
  if (!row) throw notFound('Session');
  return row.id;
}

export type SessionDirectors = {
  storytelling: StorytellingDirector | null;
  style: StyleDirector | null;
  rhymeScheme: RhymeScheme | null;
};

/**
 * The two director outputs and the writer's rhyme scheme, nothing else: autocomplete runs on every
 * pause in typing and must not drag the whole chat history out of the database each time.
 */
export async function loadDirectors(
  db: Database,
  userId: string,
  sessionId: string,
): Promise<SessionDirectors> {
  const [row] = await db
    .select({
      storytelling: lyricSessions.storytellingDirector,
      style: lyricSessions.styleDirector,
      rhymeScheme: lyricSessions.rhymeScheme,
    })
    .from(lyricSessions)
    .where(ownedBy(userId, sessionId));
  if (!row) throw notFound('Session');
  return {
    storytelling: validOrNull(storytellingDirectorSchema, row.storytelling),
    style: validOrNull(styleDirectorSchema, row.style),
    rhymeScheme: validOrNull(rhymeSchemeSchema, row.rhymeScheme),
  };
}

/** What a title is made from: the lyrics, the theme analysis and the storytelling director. */
export async function loadTitleInput(db: Database, userId: string, sessionId: string): Promise<TitleInput> {
  const session = await loadSession(db, userId, sessionId);
  return { lyrics: session.lyrics, themeData: session.context, storytelling: session.storytellingDirector };
}

export type ChatTurn = { messages: ChatMessage[]; themeData: ThemeData; storytelling: StorytellingDirector };

/**
 * Stores one chat turn in a single transaction: appends the messages (oldest dropped past
 * MAX_CHAT_MESSAGES), the theme analysis and the storytelling director. Without a session id it
 * creates the theme-chat session first. The row is locked while appending, so two turns sent at
 * once both land. Answers the session id.
 */
export function appendChatTurn(
  db: Database,
  userId: string,
  sessionId: string | null,
  turn: ChatTurn,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [locked] = sessionId
      ? await tx.select(sessionColumns).from(lyricSessions).where(ownedBy(userId, sessionId)).for('update')
      : [];
    if (sessionId && !locked) throw notFound('Session');
    const session = locked
      ? toLyricSession(locked)
      : await createSession(tx, userId, {
          songTitle: THEME_CHAT_SESSION_TITLE,
          lyrics: '',
          style: THEME_CHAT_STYLE,
        });
    await updateSession(tx, userId, session.id, {
      messages: [...session.messages, ...turn.messages].slice(-MAX_CHAT_MESSAGES),
      context: turn.themeData,
      storytellingDirector: turn.storytelling,
    });
    return session.id;
  });
}
