import { COPY } from '@lyricist/shared/copy';

export function TypingIndicator() {
  return (
    <div role="status" aria-label={COPY.chat.typing} className="flex justify-start">
      <div className="flex items-center gap-1.5 rounded-2xl rounded-tl-md bg-surface-2 px-4 py-3.5">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-1.5 animate-bounce rounded-full bg-muted"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </div>
  );
}
