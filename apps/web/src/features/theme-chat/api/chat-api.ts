import { type ChatBody, type ChatResponse, chatResponseSchema } from '@lyricist/shared/writing/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** POST /api/chat (SPEC point 7): one turn of the theme conversation. */
export async function sendChatMessage(body: ChatBody): Promise<ChatResponse> {
  return chatResponseSchema.parse(await (await apiRequest('POST', '/api/chat', body)).json());
}

export function useSendChatMessage() {
  return useMutation({ mutationFn: sendChatMessage });
}
