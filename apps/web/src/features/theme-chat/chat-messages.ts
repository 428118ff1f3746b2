import { MAX_CHAT_MESSAGES } from '@lyricist/shared/constants';
import { COPY } from '@lyricist/shared/copy';
import type { ChatMessage } from '@lyricist/shared/sessions/contracts';
import type { ChatBody, ChatResponse } from '@lyricist/shared/writing/contracts';

/** Pure pieces of the chat turn: message records and the POST /api/chat body. */

// randomUUID needs a secure context; a plain-http deployment still gets unique enough ids.
function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function userMessage(content: string, now = new Date()): ChatMessage {
  return { id: newId(), role: 'user', content, timestamp: now.toISOString() };
}

/** A reply as the conversation shows it, with the references it offers (stored with it too). */
export function assistantMessage(reply: ChatResponse['reply'], now = new Date()): ChatMessage {
  return {
    id: newId(),
    role: 'assistant',
    content: reply.content,
    timestamp: now.toISOString(),
    suggestions: reply.suggestions,
    ...(reply.references ? { references: reply.references } : {}),
  };
}

// The greeting is shown by the screen, never stored; it goes with each turn as the AI's context.
const OPENING: ChatMessage = {
  id: 'opening',
  role: 'assistant',
  content: COPY.chat.opening,
  timestamp: new Date(0).toISOString(),
};

/**
 * The body for one turn: `message` is the new text; `currentMessages` the conversation before it,
 * opening greeting first (the server stores the turn itself); `chatHistory` their contents.
 */
export function chatBody(
  messages: readonly ChatMessage[],
  sent: ChatMessage,
  sessionId: string | null,
  lyricsId: string | null,
): ChatBody {
  const index = messages.findIndex((m) => m.id === sent.id);
  const before = [OPENING, ...(index < 0 ? messages : messages.slice(0, index))].slice(-MAX_CHAT_MESSAGES);
  return {
    message: sent.content,
    lyricsId,
    chatHistory: before.map((m) => m.content),
    // The offers stay out: the server reads only the words, and the session keeps its own.
    currentMessages: before.map(({ references: _offers, ...message }) => message),
    sessionId,
  };
}

/** Inserts the reply right after the message it answers (later queued messages stay after it). */
export function insertReply(
  messages: readonly ChatMessage[],
  sentId: string,
  reply: ChatMessage,
): ChatMessage[] {
  const index = messages.findIndex((m) => m.id === sentId);
  if (index < 0) return [...messages, reply];
  return [...messages.slice(0, index + 1), reply, ...messages.slice(index + 1)];
}
