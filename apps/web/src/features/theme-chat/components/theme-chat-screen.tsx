import { COPY } from '@lyricist/shared/copy';
import type { Session } from '@lyricist/shared/sessions/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { track } from '@/lib/analytics';
import { sessionQueryOptions } from '@/lib/sessions-api';
import { useChat } from '../hooks/use-chat';
import { useChatSession } from '../hooks/use-chat-session';
import { useReferences } from '../hooks/use-references';
import { useStartWriting } from '../hooks/use-start-writing';
import { useViewportHeight } from '../hooks/use-viewport-height';
import { ChatComposer } from './chat-composer';
import { ChatHeader } from './chat-header';
import { ChipRow } from './chip-row';
import { MessageList } from './message-list';

/** /theme-chat, 'Theme Discovery' (R-chat-1 to R-chat-7). */
export function ThemeChatScreen() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const viewportHeight = useViewportHeight();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [input, setInput] = useState('');
  // The restore callback needs chat and references, which need the session: bridge through a ref.
  const restoreRef = useRef<(session: Session) => void>(() => undefined);
  const chatSession = useChatSession(useCallback((session: Session) => restoreRef.current(session), []));
  const { ensureSessionId, adoptSessionId, currentSessionId } = chatSession;

  const handleReply = useCallback(
    (sessionId: string) => {
      void queryClient.invalidateQueries({ queryKey: sessionQueryOptions(sessionId).queryKey });
    },
    [queryClient],
  );
  const chat = useChat({ ensureSessionId, adoptSessionId, onReply: handleReply });
  const references = useReferences({ sendMessage: chat.send, ensureSessionId, currentSessionId });
  restoreRef.current = (session) => {
    chat.restore(session.messagesJson);
    references.restore(session);
  };
  const handleStartWriting = useStartWriting(ensureSessionId);

  const handleSubmit = async () => {
    const text = input;
    if (!text.trim() || chat.isLoading) return;
    setInput('');
    const isSent = await chat.send(text);
    // A failed send gives the text back, unless the writer has typed something new meanwhile.
    if (!isSent) setInput((current) => (current.trim() ? current : text));
  };

  const handleStarterClick = (topic: string) => {
    track('clicked_starter', { topic });
    void chat.send(COPY.chat.starterPrompt(topic));
  };

  const handleSuggestionClick = (line: string) => {
    track('clicked_suggestion');
    setInput(line);
    inputRef.current?.focus();
  };

  const handleBack = () => {
    track('clicked_back', { from: 'theme_chat' });
    const sessionId = currentSessionId();
    const isBackToWriter = chatSession.isOpenedWithSessionId && chatSession.isSessionKnown && sessionId;
    navigate(isBackToWriter ? `/theme-writer?sessionId=${encodeURIComponent(sessionId)}` : '/');
  };

  const isStartWritingShown = !chatSession.isOpenedWithSessionId && !chatSession.session?.lyrics;

  return (
    <div
      className="flex h-dvh flex-col overflow-hidden bg-background"
      style={viewportHeight ? { height: viewportHeight } : undefined}
    >
      <ChatHeader
        isStartWritingShown={isStartWritingShown}
        onBack={handleBack}
        onStartWriting={() => void handleStartWriting()}
      />
      <main className="flex min-h-0 flex-1 flex-col">
        <MessageList
          messages={chat.messages}
          isLoading={chat.isLoading}
          onStarterClick={handleStarterClick}
          onSuggestionClick={handleSuggestionClick}
          pinned={references}
        />
        <div className="shrink-0 border-t border-border/70 bg-background pb-[env(safe-area-inset-bottom)]">
          <div className="mx-auto flex max-w-3xl flex-col gap-2.5 px-3 py-3 sm:px-4">
            <ChatComposer
              value={input}
              onChange={setInput}
              onSubmit={() => void handleSubmit()}
              isLoading={chat.isLoading}
              inputRef={inputRef}
            />
            <ChipRow references={references} />
          </div>
        </div>
      </main>
    </div>
  );
}
