import type { StyleInput } from '@lyricist/shared/ai/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { LyricAi } from '../../ai/lyric-ai';
import type { Database } from '../../db/client';
import type { LyricSession } from './lyric-session';
import { updateSession } from './store';

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
  return {
    chatMessages,
    moods: session.moods,
    genres: session.genres,
    artists: session.referenceArtists.map((artist) => artist.name),
    songs: session.referenceSongs.map((song) => ({
      name: song.name,
      artists: song.artists.map((artist) => artist.name),
    })),
  };
}

/**
 * Recomputes the style director from the session's saved references, moods and genres and stores
 * it (DESIGN.md "AI tasks"). An AI failure is logged and the session is returned as saved: the
 * writer's pinned list must not be lost because the AI is down.
 */
export async function refreshStyleDirector(
  { db, ai, log }: StyleDirectorDeps,
  userId: string,
  session: LyricSession,
): Promise<LyricSession> {
  let styleDirector: LyricSession['styleDirector'];
  try {
    styleDirector = await ai.styleDirector(styleInputOf(session));
  } catch (error) {
    log.warn({ err: error, sessionId: session.id }, 'style director refresh failed; pinned list kept');
    return session;
  }
  return updateSession(db, userId, session.id, { styleDirector });
}
