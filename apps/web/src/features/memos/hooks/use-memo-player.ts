import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';

export type MemoPlayer = {
  audioRef: RefObject<HTMLAudioElement | null>;
  currentId: string | null;
  isPlaying: boolean;
  loadingId: string | null;
  /** Where the current memo is, in ms (for its progress bar). */
  positionMs: number;
  looping: ReadonlySet<string>;
  play: (memoId: string) => Promise<void>;
  pause: () => void;
  toggleLoop: (memoId: string) => void;
  /** Lets go of a memo's audio (it was deleted). */
  forget: (memoId: string) => void;
  /** The <audio> element's events. */
  handlers: {
    onPlay: () => void;
    onPause: () => void;
    onEnded: () => void;
    onTimeUpdate: () => void;
  };
};

/**
 * Plays memos through one <audio> element (R-memo-6): the browser decodes off the main thread.
 * Each memo's bytes are fetched once (with the bearer token, R-memo-5) and played from a blob: URL,
 * released when the panel closes.
 */
export function useMemoPlayer(load: (memoId: string) => Promise<Blob>): MemoPlayer {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const urls = useRef(new Map<string, string>());
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [isPlaying, setPlaying] = useState(false);
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const [positionMs, setPositionMs] = useState(0);
  const [looping, setLooping] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    const owned = urls.current;
    return () => {
      for (const url of owned.values()) URL.revokeObjectURL(url);
      owned.clear();
    };
  }, []);

  const urlOf = useCallback(
    async (memoId: string) => {
      const known = urls.current.get(memoId);
      if (known) return known;
      const url = URL.createObjectURL(await load(memoId));
      urls.current.set(memoId, url);
      return url;
    },
    [load],
  );

  const play = async (memoId: string) => {
    const audio = audioRef.current;
    if (!audio) return;
    try {
      if (currentId !== memoId) {
        setLoadingId(memoId);
        audio.src = await urlOf(memoId);
        setCurrentId(memoId);
        setPositionMs(0);
      }
      audio.loop = looping.has(memoId);
      await audio.play();
    } catch (error) {
      toast({ title: 'Could not play the memo', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setLoadingId(null);
    }
  };

  const toggleLoop = (memoId: string) => {
    const next = new Set(looping);
    if (next.has(memoId)) next.delete(memoId);
    else next.add(memoId);
    setLooping(next);
    if (memoId === currentId && audioRef.current) audioRef.current.loop = next.has(memoId);
  };

  const forget = (memoId: string) => {
    const url = urls.current.get(memoId);
    if (memoId === currentId && audioRef.current) {
      audioRef.current.pause();
      audioRef.current.removeAttribute('src');
      setCurrentId(null);
    }
    if (url) URL.revokeObjectURL(url);
    urls.current.delete(memoId);
  };

  return {
    audioRef,
    currentId,
    isPlaying,
    loadingId,
    positionMs,
    looping,
    play,
    pause: () => audioRef.current?.pause(),
    toggleLoop,
    forget,
    handlers: {
      onPlay: () => setPlaying(true),
      onPause: () => setPlaying(false),
      onEnded: () => setPlaying(false),
      onTimeUpdate: () => setPositionMs((audioRef.current?.currentTime ?? 0) * 1000),
    },
  };
}
