import { ArrowLeft, MessageCircle, Settings, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import type { SongTitle as SongTitleState } from '../hooks/use-song-title';
import { SongTitle } from './song-title';

/**
 * The writer's header (R-writer-1): back to the library, the title, theme chat, share, settings;
 * `tools` (sections, history, export) sit before share. It wraps, so a tool that asks for a row of
 * its own (a recording on a phone) takes one under the others instead of squeezing the title.
 */
type WriterHeaderProps = {
  sessionId: string;
  title: SongTitleState;
  isGeneratingTitle: boolean;
  onShare: () => void;
  tools: ReactNode;
};

const iconLink = buttonVariants({ variant: 'ghost', size: 'icon', className: 'shrink-0' });

export function WriterHeader({ sessionId, title, isGeneratingTitle, onShare, tools }: WriterHeaderProps) {
  return (
    <header className="flex shrink-0 flex-wrap items-center gap-1 border-b border-border/60 bg-background/95 px-2 py-2 sm:gap-2 sm:px-4">
      <Link href="/library" className={iconLink} aria-label="Back to library" title="Back to library">
        <ArrowLeft />
      </Link>
      <SongTitle
        title={title.title}
        isBusy={title.isRegenerating || isGeneratingTitle}
        onCommit={title.commit}
        onRegenerate={title.regenerate}
      />
      <Link
        href={`/theme-chat?sessionId=${encodeURIComponent(sessionId)}`}
        className={iconLink}
        aria-label="Theme chat"
        title="Theme chat"
      >
        <MessageCircle />
      </Link>
      {tools}
      <Button
        variant="ghost"
        size="icon"
        className="shrink-0"
        aria-label="Share"
        title="Share"
        onClick={onShare}
      >
        <Share2 />
      </Button>
      <Link href="/settings" className={iconLink} aria-label="Settings" title="Settings">
        <Settings />
      </Link>
    </header>
  );
}
