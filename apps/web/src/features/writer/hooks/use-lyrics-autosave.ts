import { COPY } from '@lyricist/shared/copy';
import { AUTOSAVE_DELAY_MS } from '@lyricist/shared/web-constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { isBackupKeyOf, type LocalDrafts } from '@/lib/local-drafts';
import { SESSION_LIST_KEY } from '@/lib/sessions-api';
import { saveLyrics } from '../api/writing-api';
import { afterNextFrame } from '../lib/after-frame';
import { type Autosave, createAutosave } from '../lib/autosave-engine';
import type { InitialLyrics } from '../lib/load-priority';
import { decideTabSync } from '../lib/tab-sync';

const ANOTHER_TAB = {
  title: 'Changed in another tab',
  description: 'This song is open in another tab too. The text typed last is the one kept.',
};

/** Another tab's text is that tab's to save: adopt it without saving or mirroring it again. */
function follow(engine: Autosave, showText: (text: string) => void, text: string): void {
  engine.adopt(text);
  showText(text);
}

/**
 * Wires the save engine to the page (R-autosave-1, R-autosave-2): every
 * change is mirrored locally right after its frame is painted (at once when the page is hidden) and
 * saved AUTOSAVE_DELAY_MS later; a hidden or unloading page sends at once; the network coming back
 * retries; local content the server lacks is pushed on load. Another tab's text is followed when
 * that loses nothing typed here (lib/tab-sync.ts).
 */
export function useLyricsAutosave(options: {
  sessionId: string;
  initial: InitialLyrics;
  serverLyrics: string;
  mirror: LocalDrafts;
  onRemoteLyrics: (text: string) => void;
}): Autosave {
  const { sessionId, mirror } = options;
  const queryClient = useQueryClient();
  const remote = useRef(options.onRemoteLyrics);
  remote.current = options.onRemoteLyrics;
  const [mirrorLater] = useState(() =>
    afterNextFrame((state: { lyrics: string; dirty: boolean }) =>
      mirror.writeLyrics(sessionId, state.lyrics, state.dirty),
    ),
  );
  const [engine] = useState(() =>
    createAutosave(
      { value: options.initial.lyrics, savedValue: options.serverLyrics },
      {
        delayMs: AUTOSAVE_DELAY_MS,
        save: (lyrics, saveOptions) => saveLyrics(sessionId, lyrics, saveOptions),
        onState: (lyrics, dirty, cause) => {
          if (cause === 'change') {
            mirrorLater.schedule({ lyrics, dirty });
            return;
          }
          mirrorLater.flush();
          mirror.markLyrics(sessionId, lyrics, dirty);
          // Clean again: catch up with text another tab typed meanwhile (unless that was a conflict).
          const latest = mirror.read(sessionId).backup;
          if (latest === null) return;
          if (decideTabSync({ ours: lyrics, theirs: latest, oursUnsaved: dirty }) === 'follow') {
            follow(engine, remote.current, latest);
          }
        },
        onSaved: (_lyrics, saved) => {
          mirror.writeLastSaved(sessionId, saved.lastSaved);
          void queryClient.invalidateQueries({ queryKey: SESSION_LIST_KEY });
        },
        onError: (error) =>
          toast({ title: COPY.errors.autosave, description: errorMessage(error), variant: 'destructive' }),
      },
    ),
  );

  useEffect(() => {
    // Record what the editor opened with, and push local lines the server does not have.
    mirror.writeLyrics(sessionId, engine.value(), engine.isDirty());
    if (engine.isDirty()) void engine.flush();

    const sendNow = () => {
      mirrorLater.flush();
      void engine.flush({ keepalive: true });
    };
    const handleVisibility = () => {
      if (document.visibilityState === 'hidden') sendNow();
    };
    const handleOnline = () => void engine.flush();
    let conflictShown = false;
    const handleStorage = (event: StorageEvent) => {
      if (!isBackupKeyOf(event.key, sessionId) || event.newValue === null) return;
      const decision = decideTabSync({
        ours: engine.value(),
        theirs: event.newValue,
        oursUnsaved: engine.isDirty(),
      });
      if (decision === 'follow') {
        conflictShown = false;
        follow(engine, remote.current, event.newValue);
      } else if (decision === 'conflict' && !conflictShown) {
        conflictShown = true;
        toast({ title: ANOTHER_TAB.title, description: ANOTHER_TAB.description });
      }
    };
    document.addEventListener('visibilitychange', handleVisibility);
    window.addEventListener('pagehide', sendNow);
    window.addEventListener('beforeunload', sendNow);
    window.addEventListener('online', handleOnline);
    window.addEventListener('storage', handleStorage);
    return () => {
      document.removeEventListener('visibilitychange', handleVisibility);
      window.removeEventListener('pagehide', sendNow);
      window.removeEventListener('beforeunload', sendNow);
      window.removeEventListener('online', handleOnline);
      window.removeEventListener('storage', handleStorage);
      // Leaving the writer inside the app: save what is pending now rather than in a second.
      mirrorLater.flush();
      void engine.flush();
    };
  }, [engine, mirror, mirrorLater, sessionId]);

  return engine;
}
