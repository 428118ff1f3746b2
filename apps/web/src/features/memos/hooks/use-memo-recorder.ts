import { MEMO_MAX_DURATION_MS } from '@lyricist/shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { microphoneErrorMessage, type Recording, startRecording } from '../lib/recorder';
import { holdTake } from '../lib/takes';

export type MemoRecorder = {
  /** performance.now() when recording started; null when not recording. */
  startedAt: number | null;
  isStarting: boolean;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export type RecorderEvents = {
  /** A chunk of take `takeId` (its memo's id to be), as the browser hands it over. */
  onChunk: (takeId: string, index: number, chunk: Blob) => void;
  /** The take, stopped: its audio and length. */
  onRecorded: (takeId: string, audio: Blob, durationMs: number) => void;
};

/**
 * One recording at a time (R-memo-6). It stops itself at MEMO_MAX_DURATION_MS, and when the writer
 * leaves the song it stops and keeps what was recorded: a memo is never lost.
 */
export function useMemoRecorder(events: RecorderEvents): MemoRecorder {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [isStarting, setStarting] = useState(false);
  const recording = useRef<{ takeId: string; take: Recording; release: () => void } | null>(null);
  const on = useRef(events);
  on.current = events;

  const stop = useCallback(async () => {
    const current = recording.current;
    if (!current) return;
    recording.current = null;
    setStartedAt(null);
    const { audio, durationMs } = await current.take.stop();
    on.current.onRecorded(current.takeId, audio, Math.min(durationMs, MEMO_MAX_DURATION_MS));
    current.release();
  }, []);

  const start = useCallback(async () => {
    if (recording.current) return;
    setStarting(true);
    try {
      const takeId = crypto.randomUUID();
      const release = holdTake(takeId);
      try {
        const take = await startRecording((chunk, index) => on.current.onChunk(takeId, index, chunk));
        recording.current = { takeId, take, release };
        setStartedAt(take.startedAt);
      } catch (error) {
        release();
        throw error;
      }
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
