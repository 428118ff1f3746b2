import {
  type StorytellingDirector,
  type StyleDirector,
  storytellingDirectorSchema,
  styleDirectorSchema,
  type ThemeData,
  themeDataSchema,
} from '@lyricist/shared/ai/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { lyricSessions } from '../../db/schema/index';
import { notFound } from '../../errors/app-error';
import { ownedBy } from '../sessions/statements';

/** jsonb comes back untyped: a stored value that no longer matches its contract counts as absent. */
const validOrNull = <T>(schema: z.ZodType<T>, value: unknown): T | null => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

export type SessionDirectors = { storytelling: StorytellingDirector | null; style: StyleDirector | null };

/**
 * The two director outputs of the user's own session, and nothing else: autocomplete runs on every
 * pause in typing and must not drag the whole chat history out of the database each time.
 */
export async function loadDirectors(
  db: Database,
  userId: string,
  sessionId: string,
): Promise<SessionDirectors> {
  const [row] = await db
    .select({ storytelling: lyricSessions.storytellingDirector, style: lyricSessions.styleDirector })
    .from(lyricSessions)
    .where(ownedBy(userId, sessionId));
  if (!row) throw notFound('Session');
  return {
    storytelling: validOrNull(storytellingDirectorSchema, row.storytelling),
    style: validOrNull(styleDirectorSchema, row.style),
  };
}

/** What the title is made from: the lyrics, the theme analysis and the storytelling director. */
export async function loadTitleInput(db: Database, userId: string, sessionId: string) {
  const [row] = await db
    .select({
      lyrics: lyricSessions.lyrics,
      context: lyricSessions.context,
      storytelling: lyricSessions.storytellingDirector,
    })
    .from(lyricSessions)
    .where(ownedBy(userId, sessionId));
  if (!row) throw notFound('Session');
  const themeData: ThemeData | null = validOrNull(themeDataSchema, row.context);
  return {
    lyrics: row.lyrics,
    themeData,
    storytelling: validOrNull(storytellingDirectorSchema, row.storytelling),
  };
}

/** 404 unless the session exists and is this user's. */
export async function assertOwnSession(db: Database, userId: string, sessionId: string): Promise<void> {
  const [row] = await db
    .select({ id: lyricSessions.id })
    .from(lyricSessions)
    .where(ownedBy(userId, sessionId));
  if (!row) throw notFound('Session');
}
