import { randomUUID } from 'node:crypto';
import type { ChatTurn } from '@lyricist/shared/ai/contracts';
import type { ChatMessage } from '@lyricist/shared/sessions/contracts';

/** A message as the session stores it: random id, ISO timestamp, suggestions on assistant turns. */
export function newMessage(role: ChatMessage['role'], content: string, suggestions?: string[]): ChatMessage {
  const message: ChatMessage = { id: randomUUID(), role, content, timestamp: new Date().toISOString() };
  return role === 'assistant' ? { ...message, suggestions: suggestions ?? [] } : message;
}

/** What the AI sees of a message. */
export const toTurn = (message: ChatMessage): ChatTurn => ({ role: message.role, content: message.content });
