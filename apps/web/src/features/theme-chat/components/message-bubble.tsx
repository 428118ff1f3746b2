import type { ChatMessage } from '@lyricist/shared/sessions/contracts';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type MessageBubbleProps = {
  message: Pick<ChatMessage, 'role' | 'content' | 'suggestions'>;
  onSuggestionClick?: (line: string) => void;
  /** Shown under the message and its suggestions: a reply's offered references. */
  footer?: ReactNode;
};

/** One chat message; an assistant's suggestion lines are buttons that fill the input. */
export function MessageBubble({ message, onSuggestionClick, footer }: MessageBubbleProps) {
  const isUser = message.role === 'user';
  const suggestions = message.suggestions ?? [];
  return (
    <div className={cn('flex flex-col gap-2', isUser ? 'items-end' : 'items-start')}>
      <div
        data-role={message.role}
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2.5 text-[15px] leading-relaxed',
          isUser
            ? 'rounded-tr-md border border-primary/25 bg-primary/12 text-foreground'
            : 'rounded-tl-md bg-surface-2 text-foreground',
        )}
      >
        {message.content}
      </div>
      {!isUser && suggestions.length > 0 && (
        <ul className="flex max-w-[85%] flex-col gap-1.5">
          {suggestions.map((line, index) => (
            // A model may repeat a line; the position keeps the keys unique.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            <li key={`${index}-${line}`}>
              <button
                type="button"
                onClick={() => onSuggestionClick?.(line)}
                className="w-full cursor-pointer rounded-xl border border-border bg-surface px-3.5 py-2 text-left font-serif text-[15px] italic text-foreground/90 transition-colors hover:border-primary/50 hover:bg-surface-2"
              >
                {line}
              </button>
            </li>
          ))}
        </ul>
      )}
      {footer}
    </div>
  );
}
