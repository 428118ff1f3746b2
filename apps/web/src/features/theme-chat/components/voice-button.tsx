import { COPY } from '@lyricist/shared/copy';
import { Mic, Square } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { cn } from '@/lib/cn';
import type { SpeechInput } from '../hooks/use-speech-recognition';

/** The microphone button; its tooltip only ever shows an error, for VOICE_ERROR_TOOLTIP_MS. */
export function VoiceButton({ speech, onClick }: { speech: SpeechInput; onClick: () => void }) {
  if (!speech.isSupported) return null;
  return (
    <Tooltip.Root open={speech.error !== null}>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          aria-label={speech.isListening ? COPY.voice.stop : COPY.voice.start}
          aria-pressed={speech.isListening}
          data-listening={speech.isListening}
          onClick={onClick}
          className={cn(
            'grid size-10 shrink-0 cursor-pointer place-items-center rounded-xl text-muted transition-colors hover:bg-surface-2 hover:text-foreground',
            speech.isListening && 'bg-destructive/15 text-red-300 hover:bg-destructive/20 hover:text-red-200',
          )}
        >
          {speech.isListening ? (
            <Square className="size-4 animate-pulse fill-current" />
          ) : (
            <Mic className="size-5" />
          )}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={8}
          collisionPadding={8}
          role="tooltip"
          className="z-50 max-w-xs rounded-lg border border-destructive/50 bg-[#2a1216] px-2.5 py-1.5 text-xs text-red-100 shadow-lg"
        >
          {speech.error}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
