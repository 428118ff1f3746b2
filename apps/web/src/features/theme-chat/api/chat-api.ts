import type { ChatBody, ChatResponse } from '@lyricist/shared/writing/contracts';
import { writingEndpoints } from '@lyricist/shared/writing/endpoints';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api';

/** POST /api/chat (R-chat-8): one turn of the theme conversation. */
export const sendChatMessage = (body: ChatBody): Promise<ChatResponse> =>
  callApi(writingEndpoints.chat, { body });

export function useSendChatMessage() {
  return useMutation({ mutationFn: sendChatMessage });
}
