import { TITLE_FLAG_POLL_MS } from '@lyricist/shared/web-constants';
import { useEffect, useState } from 'react';
import { titleGeneration } from '@/lib/current-session';

export type TitleFlag = {
  isGenerating: boolean;
  /** Counts the times the flag turned off while this writer was open (a title is ready to fetch). */
  readyCount: number;
};

/**
 * 'Start Writing' sets the generating-title flag and clears it when the title is saved (R-chat-3).
 * The writer polls it every TITLE_FLAG_POLL_MS from the moment the screen opens, before its session
 * has loaded, so a title that lands while the session is still loading is not missed.
 */
export function useGeneratingTitleFlag(): TitleFlag {
  const [flag, setFlag] = useState<TitleFlag>(() => ({
    isGenerating: titleGeneration.isRunning(),
    readyCount: 0,
  }));

  useEffect(() => {
    const timer = setInterval(() => {
      const isGenerating = titleGeneration.isRunning();
      setFlag((previous) =>
        previous.isGenerating === isGenerating
          ? previous
          : { isGenerating, readyCount: previous.readyCount + (isGenerating ? 0 : 1) },
      );
    }, TITLE_FLAG_POLL_MS);
    return () => clearInterval(timer);
  }, []);

  return flag;
}
