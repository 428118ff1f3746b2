import type { StyleDirector, StyleInput } from '@lyricist/shared/ai/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { LyricAi } from '../../ai/lyric-ai';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { LyricSession } from './lyric-session';
import { loadSession, storeStyleDirectorIf } from './store';

export type StyleDirectorDeps = { db: Database; ai: LyricAi; log: FastifyBaseLogger };

/** The writer's recent theme-chat messages the style director reads for stated instructions. */
const STYLE_CHAT_MESSAGES = 12;

/**
 * What the style director sees of a session: the pinned moods, genres, artists and songs, by name,
 * and the writer's recent chat messages, where a stated instruction ("a slow folk song") lives.
 */
export function styleInputOf(session: LyricSession): StyleInput {
  const chatMessages = session.messages
    .filter((m) => m.role === 'user')
    .map((m) => m.content)
    .slice(-STYLE_CHAT_MESSAGES);
  return { chatMessages, ...pinnedOf(session) };
}

/** The pinned lists as the style director reads them. */
function pinnedOf(session: LyricSession): Omit<StyleInput, 'chatMessages'> {
  return {
    moods: session.moods,
    genres: session.genres,
    artists: session.referenceArtists.map((artist) => artist.name),
    songs: session.referenceSongs.map((song) => ({
      name: song.name,
      artists: song.artists.map((artist) => artist.name),
    })),
  };
}

const samePinned = (a: LyricSession, b: LyricSession) =>
  JSON.stringify(pinnedOf(a)) === JSON.stringify(pinnedOf(b));

/**
 * How one refresh went: the director stored; `stale`, a newer list was saved while it was computed
 * (not stored: the refresh for that list stores its own); `failed`, the AI or the database failed
 * (logged; the pinned lists are kept); `gone`, the session no longer exists.
 */
export type RefreshOutcome =
  | { kind: 'stored'; director: StyleDirector }
  | { kind: 'stale' | 'failed' | 'gone' };

const isGone = (error: unknown) => error instanceof AppError && error.code === 'not_found';

/**
 * Recomputes the style director from the session's saved references, moods and genres and stores
 * it (R-ai-3, R-pinned-5) unless the lists changed meanwhile. Never throws.
 */
export async function refreshStyleDirector(
  { db, ai, log }: StyleDirectorDeps,
  userId: string,
  sessionId: string,
): Promise<RefreshOutcome> {
  try {
    const session = await loadSession(db, userId, sessionId);
    const director = await ai.styleDirector(styleInputOf(session));
    const isStored = await storeStyleDirectorIf(
      db,
      userId,
      sessionId,
      (current) => samePinned(current, session),
      director,
    );
    return isStored ? { kind: 'stored', director } : { kind: 'stale' };
  } catch (error) {
    if (isGone(error)) return { kind: 'gone' };
    log.warn({ err: error, sessionId }, 'style director refresh failed; pinned list kept');
    return { kind: 'failed' };
  }
}
