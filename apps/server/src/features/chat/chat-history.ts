import { randomUUID } from 'node:crypto';
import type { ChatTurn } from '@lyricist/shared/ai/contracts';
import type { ChatMessage, ChatReferences } from '@lyricist/shared/sessions/contracts';

/**
 * A message as the session stores it: random id, ISO timestamp; on assistant turns the suggestions,
 * and the references offered when there are any.
 */
export function newMessage(
  role: ChatMessage['role'],
  content: string,
  suggestions?: string[],
  references?: ChatReferences,
): ChatMessage {
  const message: ChatMessage = { id: randomUUID(), role, content, timestamp: new Date().toISOString() };
  if (role === 'user') return message;
  const hasReferences = references && (references.artists.length > 0 || references.songs.length > 0);
  return { ...message, suggestions: suggestions ?? [], ...(hasReferences ? { references } : {}) };
}

/** What the AI sees of a message. */
export const toTurn = (message: ChatMessage): ChatTurn => ({ role: message.role, content: message.content });
