import type { ChatInput, ChatOutput } from '@lyricist/shared/ai/contracts';
import type { ModelTask } from '../task';
import { chatMessages, chatSystemPrompt } from './prompt';
import { chatTaskSchema } from './schema';

/** One theme-chat turn. */
export function chatTask(input: ChatInput): ModelTask<ChatOutput> {
  return {
    name: 'chat',
    schema: chatTaskSchema,
    system: chatSystemPrompt(input),
    messages: chatMessages(input),
    temperature: 0.8,
  };
}
