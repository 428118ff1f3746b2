import { DEFAULT_SONG_TITLE, DEFAULT_STYLE } from '@lyricist/shared/constants';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { resolveCurrentSession } from '@/lib/current-session';
import { createSession } from '@/lib/sessions-api';

/**
 * The session the writer opens: `?sessionId=`, else the stored current id, else a new session
 * (the library's 'create' clears the current id first). The opened id is stored as current.
 */
export type SessionIdState =
  | { status: 'resolving' }
  | { status: 'ready'; sessionId: string }
  | { status: 'error'; error: unknown };

// One creation per page even when React mounts twice (StrictMode) or the route re-renders.
let creating: Promise<string> | null = null;

function createWriterSession(): Promise<string> {
  creating ??= createSession({
    songTitle: DEFAULT_SONG_TITLE,
    lyrics: '',
    style: DEFAULT_STYLE,
    messagesJson: [],
  })
    .then((session) => session.sessionId)
    .finally(() => {
      creating = null;
    });
  return creating;
}

export function useWriterSessionId(): SessionIdState {
  const urlSessionId = new URLSearchParams(useSearch()).get('sessionId');
  const [state, setState] = useState<SessionIdState>({ status: 'resolving' });

  useEffect(() => {
    let active = true;
    // The writer opens a known id without loading it here: useWriterSession loads and reports errors.
    resolveCurrentSession(urlSessionId, {
      open: async (sessionId) => sessionId,
      create: createWriterSession,
      idOf: (sessionId) => sessionId,
    }).then(
      (sessionId) => {
        if (active) setState({ status: 'ready', sessionId });
      },
      (error: unknown) => {
        if (active) setState({ status: 'error', error });
      },
    );
    return () => {
      active = false;
    };
  }, [urlSessionId]);

  return state;
}
