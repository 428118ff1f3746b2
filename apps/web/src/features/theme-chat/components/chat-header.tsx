import { COPY } from '@lyricist/shared/copy';
import { ArrowLeft, PenLine } from 'lucide-react';
import { Button } from '@/components/ui/button';

type ChatHeaderProps = {
  isStartWritingShown: boolean;
  onBack: () => void;
  onStartWriting: () => void;
};

export function ChatHeader({ isStartWritingShown, onBack, onStartWriting }: ChatHeaderProps) {
  return (
    <header className="shrink-0 border-b border-border/70 bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-3xl items-center gap-2 px-2 sm:px-4">
        <Button variant="ghost" size="icon" aria-label={COPY.chat.back} onClick={onBack}>
          <ArrowLeft />
        </Button>
        <h1 className="min-w-0 flex-1 truncate text-base font-semibold tracking-tight">
          {COPY.chat.heading}
        </h1>
        {isStartWritingShown && (
          <Button size="sm" className="h-9 px-3.5 text-sm" onClick={onStartWriting}>
            <PenLine />
            {COPY.chat.startWriting}
          </Button>
        )}
      </div>
    </header>
  );
}
