import type { ChatInput, ChatOutput, StorytellingDirector } from '@lyricist/shared/ai/contracts';
import { chat } from '../chat/index';
import { storytellingDirector } from '../directors/storytelling';

export type ChatTurnOutput = ChatOutput & { storytelling: StorytellingDirector };

/**
 * One theme-chat turn: the reply, then the storytelling director over the conversation with that
 * reply in it, so the song's story follows the chat from the same answer.
 */
export function chatTurn(input: ChatInput): ChatTurnOutput {
  const reply = chat(input);
  const history = [
    ...input.history,
    { role: 'user' as const, content: input.message },
    { role: 'assistant' as const, content: reply.content },
  ];
  return { ...reply, storytelling: storytellingDirector({ history, themeData: reply.themeData }) };
}
