import type { Session } from '@lyricist/shared/sessions/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LocalDrafts } from '@/lib/local-drafts';
import { sessionQueryOptions } from '@/lib/sessions-api';
import { chooseInitialLyrics, chooseInitialTitle, type InitialLyrics } from '../lib/load-priority';

/**
 * Loads the session fresh from the server (never an old cached query: the load-priority comparison
 * needs what the server holds now) and picks the lyrics and title the editor opens with.
 */
export type WriterSession =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; session: Session; lyrics: InitialLyrics; title: string };

export function useWriterSession(sessionId: string | null, mirror: LocalDrafts): WriterSession {
  const queryClient = useQueryClient();
  const [state, setState] = useState<WriterSession>({ status: 'loading' });

  useEffect(() => {
    if (!sessionId) return;
    let active = true;
    setState({ status: 'loading' });
    queryClient.fetchQuery({ ...sessionQueryOptions(sessionId), staleTime: 0 }).then(
      (session) => {
        if (!active) return;
        const local = mirror.read(sessionId);
        setState({
          status: 'ready',
          session,
          lyrics: chooseInitialLyrics(sessionId, session, local),
          title: chooseInitialTitle(session.songTitle, local.cached),
        });
      },
      (error: unknown) => {
        if (active) setState({ status: 'error', error });
      },
    );
    return () => {
      active = false;
    };
  }, [sessionId, mirror, queryClient]);

  return state;
}
