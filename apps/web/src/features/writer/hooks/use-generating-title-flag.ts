import { TITLE_FLAG_POLL_MS } from '@lyricist/shared/constants';
import { STORAGE_KEYS } from '@lyricist/shared/storage-keys';
import { useEffect, useRef, useState } from 'react';
import { readLocal } from '@/lib/storage';

const isFlagSet = () => {
  const value = readLocal(STORAGE_KEYS.isGeneratingTitle);
  return value !== null && value !== 'false';
};

/**
 * 'Start Writing' sets the generating-title flag and clears it when the title is ready (SPEC point 4).
 * The writer polls it every TITLE_FLAG_POLL_MS and calls `onCleared` when it turns off.
 */
export function useGeneratingTitleFlag(onCleared: () => void): boolean {
  const [isGenerating, setGenerating] = useState(isFlagSet);
  const cleared = useRef(onCleared);
  cleared.current = onCleared;

  useEffect(() => {
    let previous = isFlagSet();
    const timer = setInterval(() => {
      const now = isFlagSet();
      setGenerating(now);
      if (previous && !now) cleared.current();
      previous = now;
    }, TITLE_FLAG_POLL_MS);
    return () => clearInterval(timer);
  }, []);

  return isGenerating;
}
