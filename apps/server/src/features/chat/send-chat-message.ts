import type { WritingContext } from '@lyricist/shared/ai/contracts';
import type { ChatResponse, ParsedChatBody } from '@lyricist/shared/writing/contracts';
import type { LyricAi } from '../../ai/lyric-ai';
import type { Database } from '../../db/client';
import { styleInputOf } from '../sessions/refresh-style-director';
import { appendChatTurn, loadSession } from '../sessions/store';
import { newMessage, toTurn } from './chat-history';
import { findReferences, type ReferenceDeps } from './find-references';

export type ChatDeps = ReferenceDeps & { db: Database; ai: LyricAi };

const NOTHING_PINNED: WritingContext = { moods: [], genres: [], artists: [], songs: [] };

/**
 * One theme-chat turn (R-chat-8, POST /api/chat). The session's stored messages are the
 * history; the client's copy is used only while the session has none (e.g. the opening greeting).
 * The AI runs before anything is written, so a failing AI leaves the session as it was.
 * `lyricsId` is accepted for the client but not needed: the session is the lyrics.
 * Artists and songs the message names are looked up in the catalogue meanwhile; the reply carries
 * those found, to be pinned with one tap, and keeps them in the session so a reload offers them again
 * (pinning is still the writer's tap).
 */
export async function sendChatMessage(
  deps: ChatDeps,
  userId: string,
  body: ParsedChatBody,
): Promise<ChatResponse> {
  const existing = body.sessionId ? await loadSession(deps.db, userId, body.sessionId) : null;
  const stored = existing?.messages ?? [];
  const history = (stored.length > 0 ? stored : body.currentMessages).map(toTurn);
  const context = existing ? styleInputOf(existing) : NOTHING_PINNED;

  const userMessage = newMessage('user', body.message);
  // Never rejects: a failed look-up leaves the reply without references.
  const referencesFound = findReferences(deps, body.message);
  const { storytelling, ...reply } = await deps.ai.chatTurn({ message: body.message, history, context });
  const assistantMessage = newMessage('assistant', reply.content, reply.suggestions, await referencesFound);

  const sessionId = await appendChatTurn(deps.db, userId, existing?.id ?? null, {
    messages: [userMessage, assistantMessage],
    themeData: reply.themeData,
    storytelling,
  });
  const { references } = assistantMessage;
  return {
    reply: { content: reply.content, suggestions: reply.suggestions, ...(references ? { references } : {}) },
    session: { sessionId },
    themeAnalysis: { themeData: reply.themeData },
  };
}
