import { COPY } from '@lyricist/shared/copy';
import type { ChatMessage } from '@lyricist/shared/sessions/contracts';
import { useEffect, useRef } from 'react';
import { MessageBubble } from './message-bubble';
import { type OfferedPins, ReferenceOffers } from './reference-offers';
import { TypingIndicator } from './typing-indicator';

type MessageListProps = {
  messages: ChatMessage[];
  isLoading: boolean;
  onStarterClick: (topic: string) => void;
  onSuggestionClick: (line: string) => void;
  /** The lists the references offered under replies pin to. */
  pinned: OfferedPins;
};

const OPENING = { role: 'assistant', content: COPY.chat.opening } as const;

/** The opening message, the starters until the writer has spoken, the conversation, the typing dots. */
export function MessageList(props: MessageListProps) {
  const { messages, isLoading, onStarterClick, onSuggestionClick, pinned } = props;
  const endRef = useRef<HTMLDivElement>(null);
  const hasUserMessage = messages.some((m) => m.role === 'user');

  // Follow the newest message or the typing indicator.
  useEffect(() => {
    if (messages.length === 0 && !isLoading) return;
    endRef.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [messages.length, isLoading]);

  return (
    <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
      <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-5">
        <MessageBubble message={OPENING} />
        {!hasUserMessage && (
          <div className="flex flex-wrap gap-2">
            {COPY.chat.starters.map((topic) => (
              <button
                key={topic}
                type="button"
                disabled={isLoading}
                onClick={() => onStarterClick(topic)}
                className="cursor-pointer rounded-full border border-border bg-surface px-3.5 py-1.5 text-sm text-foreground/90 transition-colors hover:border-primary/50 hover:text-foreground disabled:cursor-default disabled:opacity-50"
              >
                {topic}
              </button>
            ))}
          </div>
        )}
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            onSuggestionClick={onSuggestionClick}
            footer={message.references && <ReferenceOffers offered={message.references} pinned={pinned} />}
          />
        ))}
        {isLoading && <TypingIndicator />}
        <div ref={endRef} />
      </div>
    </div>
  );
}
