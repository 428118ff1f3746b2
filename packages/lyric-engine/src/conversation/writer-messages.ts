import type { ChatTurn } from '@lyricist/shared/ai/contracts';
import { isAutoMessage } from './auto-message';

/** The writer's messages, newest first, without the app's automatic "Added mood" notes. */
export function writerMessages(history: readonly ChatTurn[]): string[] {
  return history
    .filter((t) => t.role === 'user' && !isAutoMessage(t.content))
    .map((t) => t.content)
    .reverse();
}

/** What the assistant already said in this conversation, oldest first. */
export const assistantReplies = (history: readonly ChatTurn[]): string[] =>
  history.filter((t) => t.role === 'assistant').map((t) => t.content);
