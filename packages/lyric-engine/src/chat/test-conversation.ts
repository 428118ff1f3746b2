import type { ChatOutput, ChatTurn } from '@lyricist/shared/ai/contracts';
import { chat } from './index';

/** The chat tests' conversation: the writer's messages in order, each answered with the ones before. */

const NO_CONTEXT = { moods: [], genres: [], artists: [], songs: [] };
const GREETING: ChatTurn = { role: 'assistant', content: "What's happening in your life right now?" };

/** Plays the writer's messages in order and gives every reply. */
export function play(...messages: string[]): ChatOutput[] {
  const history: ChatTurn[] = [GREETING];
  return messages.map((message) => {
    const out = chat({ message, history, context: NO_CONTEXT });
    history.push({ role: 'user', content: message }, { role: 'assistant', content: out.content });
    return out;
  });
}

/** A reply's first sentence: what it leads with. */
export const lead = (reply: string) => reply.split(/(?<=[.?!])\s+/)[0] ?? '';
