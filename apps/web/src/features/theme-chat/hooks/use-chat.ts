import { COPY } from '@lyricist/shared/copy';
import type { ChatMessage } from '@lyricist/shared/sessions/contracts';
import { useCallback, useRef, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { track } from '@/lib/analytics';
import { errorMessage } from '@/lib/api';
import { currentSession } from '@/lib/current-session';
import { useSendChatMessage } from '../api/chat-api';
import { assistantMessage, chatBody, insertReply, userMessage } from '../chat-messages';

type ChatOptions = {
  ensureSessionId: () => Promise<string>;
  adoptSessionId: (sessionId: string) => void;
  onReply?: (sessionId: string) => void;
};

export type Chat = {
  /** The conversation; a reply carries the references it offers, restored ones included. */
  messages: ChatMessage[];
  isLoading: boolean;
  /** Sends trimmed text; resolves false when it was empty or the call failed. */
  send: (text: string, options?: { isAutomatic?: boolean }) => Promise<boolean>;
  restore: (messages: ChatMessage[]) => void;
};

/**
 * The conversation. Turns run one at a time (automatic messages may queue behind a typed one) so
 * each request carries the conversation as it stands; a failed turn is taken back out and toasted.
 */
export function useChat({ ensureSessionId, adoptSessionId, onReply }: ChatOptions): Chat {
  const { mutateAsync } = useSendChatMessage();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(0);
  const messagesRef = useRef(messages);
  const queueRef = useRef<Promise<unknown>>(Promise.resolve());

  const commit = useCallback((next: ChatMessage[]) => {
    messagesRef.current = next;
    setMessages(next);
  }, []);

  const runTurn = useCallback(
    async (sent: ChatMessage): Promise<boolean> => {
      try {
        const sessionId = await ensureSessionId().catch(() => null);
        const lyricsId = currentSession.chatLyricsId();
        const response = await mutateAsync(chatBody(messagesRef.current, sent, sessionId, lyricsId));
        adoptSessionId(response.session.sessionId);
        currentSession.setChatLyricsId(response.session.sessionId);
        commit(insertReply(messagesRef.current, sent.id, assistantMessage(response.reply)));
        onReply?.(response.session.sessionId);
        return true;
      } catch (error) {
        commit(messagesRef.current.filter((m) => m.id !== sent.id));
        toast({ title: COPY.chat.sendFailed, description: errorMessage(error), variant: 'destructive' });
        return false;
      }
    },
    [ensureSessionId, adoptSessionId, mutateAsync, commit, onReply],
  );

  const send = useCallback(
    async (text: string, options?: { isAutomatic?: boolean }): Promise<boolean> => {
      const content = text.trim();
      if (!content) return false;
      track('sent_message', { automatic: options?.isAutomatic ?? false, length: content.length });
      const sent = userMessage(content);
      commit([...messagesRef.current, sent]);
      setPending((n) => n + 1);
      const turn = queueRef.current.then(() => runTurn(sent));
      queueRef.current = turn;
      try {
        return await turn;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [commit, runTurn],
  );

  return { messages, isLoading: pending > 0, send, restore: commit };
}
