import { MAX_CHAT_MESSAGE_CHARS } from '@lyricist/shared/constants';
import { COPY } from '@lyricist/shared/copy';
import { CHAT_INPUT_FOCUS_DELAY_MS } from '@lyricist/shared/web-constants';
import { ArrowUp } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useEffect, useLayoutEffect } from 'react';
import { track } from '@/lib/analytics';
import { useSpeechRecognition } from '../hooks/use-speech-recognition';
import { appendTranscript } from '../voice-errors';
import { VoiceButton } from './voice-button';

type ChatComposerProps = {
  value: string;
  onChange: (next: string | ((current: string) => string)) => void;
  onSubmit: () => void;
  isLoading: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
};

const MAX_INPUT_HEIGHT_PX = 160;

/** The multiline input: Enter sends, Shift+Enter adds a line, focused 2 s after opening. */
export function ChatComposer({ value, onChange, onSubmit, isLoading, inputRef }: ChatComposerProps) {
  const canSend = value.trim().length > 0 && !isLoading;
  const speech = useSpeechRecognition((transcript) =>
    onChange((current) => appendTranscript(current, transcript)),
  );

  useEffect(() => {
    // Never pull focus away from something the writer is already using: an open dropdown would close.
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      if (document.querySelector('[role="dialog"]')) return;
      inputRef.current?.focus();
    }, CHAT_INPUT_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [inputRef]);

  // Grow with the text up to a few lines, then scroll inside.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure whenever the text changes
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_INPUT_HEIGHT_PX)}px`;
  }, [value, inputRef]);

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSubmit();
  };

  const handleVoiceClick = () => {
    track('clicked_voice_input', { listening: !speech.isListening });
    speech.toggle();
  };

  return (
    <form
      className="flex items-end gap-1 rounded-2xl border border-border bg-surface p-1.5 focus-within:border-primary/50"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSubmit();
      }}
    >
      <textarea
        ref={inputRef}
        rows={1}
        value={value}
        maxLength={MAX_CHAT_MESSAGE_CHARS}
        placeholder={COPY.chat.inputPlaceholder}
        aria-label={COPY.chat.inputPlaceholder}
        enterKeyHint="send"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={handleKeyDown}
        className="max-h-40 min-h-10 flex-1 resize-none bg-transparent px-2.5 py-2 text-base leading-6 text-foreground outline-none placeholder:text-muted focus-visible:outline-none sm:text-[15px]"
      />
      <VoiceButton speech={speech} onClick={handleVoiceClick} />
      <button
        type="submit"
        aria-label={COPY.chat.send}
        disabled={!canSend}
        className="grid size-10 shrink-0 cursor-pointer place-items-center rounded-xl bg-primary text-primary-foreground transition-opacity hover:bg-primary/90 disabled:cursor-default disabled:opacity-35"
      >
        <ArrowUp className="size-5" />
      </button>
    </form>
  );
}
