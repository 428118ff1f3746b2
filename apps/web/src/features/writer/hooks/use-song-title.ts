import { DEFAULT_SONG_TITLE } from '@lyricist/shared/constants';
import { COPY } from '@lyricist/shared/copy';
import { TITLE_SAVE_DELAY_MS } from '@lyricist/shared/web-constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { track } from '@/lib/analytics';
import type { LocalDrafts } from '@/lib/local-drafts';
import { generateTitle, SESSION_LIST_KEY } from '@/lib/sessions-api';
import { saveTitle } from '../api/writing-api';
import { createAutosave } from '../lib/autosave-engine';

/**
 * The song title (R-title-2, R-title-3): a commit is trimmed and an empty one
 * ignored; it is saved TITLE_SAVE_DELAY_MS after a change unless it is the default title; regenerate
 * takes the server's title. Mirrored locally like the lyrics, so a failed save is not lost either.
 */
export type SongTitle = {
  title: string;
  isRegenerating: boolean;
  commit: (next: string) => void;
  regenerate: () => Promise<void>;
  /** A refreshed server title replaces the shown one unless the writer has an unsaved edit. */
  refresh: (serverTitle: string) => void;
};

export function useSongTitle(options: {
  sessionId: string;
  initialTitle: string;
  serverTitle: string;
  mirror: LocalDrafts;
}): SongTitle {
  const { sessionId, mirror } = options;
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(options.initialTitle);
  const [isRegenerating, setRegenerating] = useState(false);
  const [engine] = useState(() =>
    createAutosave(
      { value: options.initialTitle, savedValue: options.serverTitle },
      {
        delayMs: TITLE_SAVE_DELAY_MS,
        save: (next) => saveTitle(sessionId, next),
        shouldSave: (next) => next !== DEFAULT_SONG_TITLE && next.trim() !== '',
        onState: (next, dirty, cause) =>
          cause === 'change'
            ? mirror.writeTitle(sessionId, next, dirty)
            : mirror.markTitle(sessionId, next, dirty),
        onSaved: (_next, session) => {
          mirror.writeLastSaved(sessionId, session.lastSaved);
          void queryClient.invalidateQueries({ queryKey: SESSION_LIST_KEY });
        },
        onError: () =>
          toast({ title: COPY.errors.title, description: COPY.errors.saveText, variant: 'destructive' }),
      },
    ),
  );

  useEffect(() => {
    if (engine.isDirty()) void engine.flush();
    const handleHidden = () => {
      if (document.visibilityState === 'hidden') void engine.flush();
    };
    const handleOnline = () => void engine.flush();
    document.addEventListener('visibilitychange', handleHidden);
    window.addEventListener('online', handleOnline);
    return () => {
      document.removeEventListener('visibilitychange', handleHidden);
      window.removeEventListener('online', handleOnline);
      void engine.flush();
    };
  }, [engine]);

  const apply = useCallback(
    (next: string) => {
      setTitle(next);
      engine.change(next);
    },
    [engine],
  );

  const commit = useCallback(
    (next: string) => {
      const trimmed = next.trim();
      if (trimmed === '' || trimmed === engine.value()) return;
      apply(trimmed);
      track('changed_title');
    },
    [apply, engine],
  );

  const regenerate = useCallback(async () => {
    setRegenerating(true);
    track('clicked_regenerate_title');
    try {
      apply(await generateTitle(sessionId));
    } catch (error) {
      console.error(error);
      toast({ title: COPY.errors.title, description: COPY.errors.generateTitle, variant: 'destructive' });
    } finally {
      setRegenerating(false);
    }
  }, [apply, sessionId]);

  const refresh = useCallback(
    (serverTitle: string) => {
      if (engine.isDirty() || serverTitle === engine.value()) return;
      engine.adopt(serverTitle);
      mirror.writeTitle(sessionId, serverTitle, false);
      setTitle(serverTitle);
    },
    [engine, mirror, sessionId],
  );

  return { title, isRegenerating, commit, regenerate, refresh };
}
