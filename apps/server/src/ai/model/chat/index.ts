import type { ChatInput } from '@lyricist/shared/ai/contracts';
import type { ChatTurnOutput } from '../../lyric-ai';
import type { ModelTask } from '../task';
import { chatMessages, chatSystemPrompt } from './prompt';
import { chatTurnTaskSchema } from './schema';

/** One theme-chat turn, reply and storytelling director in one model call. */
export function chatTurnTask(input: ChatInput): ModelTask<ChatTurnOutput> {
  return {
    name: 'chat',
    schema: chatTurnTaskSchema,
    system: chatSystemPrompt(input),
    messages: chatMessages(input),
    temperature: 'creative',
    maxOutputTokens: 2500,
  };
}
