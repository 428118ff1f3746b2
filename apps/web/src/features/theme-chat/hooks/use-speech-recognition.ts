import { COPY } from '@lyricist/shared/copy';
import { SPEECH_LANGUAGE, VOICE_ERROR_TOOLTIP_MS } from '@lyricist/shared/web-constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { voiceErrorMessage } from '../voice-errors';

// The Web Speech API is not in TypeScript's DOM library everywhere; only what we use is typed.
type RecognitionResultEvent = { results: ArrayLike<ArrayLike<{ transcript: string }>> };
type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
};
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as Record<string, RecognitionConstructor | undefined>;
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export type SpeechInput = {
  isSupported: boolean;
  isListening: boolean;
  /** The error tooltip text, shown for VOICE_ERROR_TOOLTIP_MS. */
  error: string | null;
  toggle: () => void;
};

/** Voice input (R-voice-1, R-voice-2): en-US, one utterance, idle -> listening -> idle. */
export function useSpeechRecognition(onTranscript: (transcript: string) => void): SpeechInput {
  const [isSupported] = useState(() => recognitionConstructor() !== null);
  const [isListening, setIsListening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const recognitionRef = useRef<Recognition | null>(null);
  const errorTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const transcriptRef = useRef(onTranscript);
  transcriptRef.current = onTranscript;

  const showError = useCallback((message: string) => {
    clearTimeout(errorTimerRef.current);
    setError(message);
    errorTimerRef.current = setTimeout(() => setError(null), VOICE_ERROR_TOOLTIP_MS);
  }, []);

  useEffect(
    () => () => {
      clearTimeout(errorTimerRef.current);
      recognitionRef.current?.abort();
    },
    [],
  );

  const start = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) return;
    try {
      const recognition = new Constructor();
      recognition.lang = SPEECH_LANGUAGE;
      recognition.continuous = false;
      recognition.interimResults = false;
      recognition.maxAlternatives = 1;
      recognition.onresult = (event) => {
        const transcript = Array.from(event.results)
          .map((result) => result[0]?.transcript ?? '')
          .join(' ');
        transcriptRef.current(transcript);
      };
      recognition.onerror = (event) => showError(voiceErrorMessage(event.error));
      recognition.onend = () => {
        recognitionRef.current = null;
        setIsListening(false);
      };
      recognition.start();
      recognitionRef.current = recognition;
      setIsListening(true);
    } catch (startError) {
      console.error('Voice input failed to start', startError);
      recognitionRef.current = null;
      setIsListening(false);
      showError(COPY.voice.startFailed);
    }
  }, [showError]);

  const toggle = useCallback(() => {
    if (recognitionRef.current) {
      recognitionRef.current.stop();
      return;
    }
    start();
  }, [start]);

  return { isSupported, isListening, error, toggle };
}
