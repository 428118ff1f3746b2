import { MEMO_MAX_DURATION_MS } from '@lyricist/shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { microphoneErrorMessage, type Recording, startRecording } from '../lib/recorder';

export type MemoRecorder = {
  /** performance.now() when recording started; null when not recording. */
  startedAt: number | null;
  isStarting: boolean;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * One recording at a time (R-memo-6). It stops itself at MEMO_MAX_DURATION_MS, and when the writer
 * leaves the song it stops and keeps what was recorded: a memo is never lost.
 */
export function useMemoRecorder(onRecorded: (audio: Blob, durationMs: number) => void): MemoRecorder {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [isStarting, setStarting] = useState(false);
  const recording = useRef<Recording | null>(null);
  const recorded = useRef(onRecorded);
  recorded.current = onRecorded;

  const stop = useCallback(async () => {
    const current = recording.current;
    if (!current) return;
    recording.current = null;
    setStartedAt(null);
    const { audio, durationMs } = await current.stop();
    recorded.current(audio, Math.min(durationMs, MEMO_MAX_DURATION_MS));
  }, []);

  const start = useCallback(async () => {
    if (recording.current) return;
    setStarting(true);
    try {
      recording.current = await startRecording();
      setStartedAt(recording.current.startedAt);
    } catch (error) {
      toast({
        title: 'Could not record',
        description: microphoneErrorMessage(error),
        variant: 'destructive',
      });
    } finally {
      setStarting(false);
    }
  }, []);

  useEffect(() => {
    if (startedAt === null) return;
    const timer = setTimeout(() => void stop(), MEMO_MAX_DURATION_MS - (performance.now() - startedAt));
    return () => clearTimeout(timer);
  }, [startedAt, stop]);

  useEffect(() => () => void stop(), [stop]);

  return { startedAt, isStarting, start, stop };
}
