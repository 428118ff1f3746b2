import { THEME_CHAT_SESSION_TITLE, THEME_CHAT_STYLE } from '@lyricist/shared/constants';
import type { Session } from '@lyricist/shared/sessions/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { currentSession, resolveCurrentSession } from '@/lib/current-session';
import { createSession, sessionQueryOptions } from '@/lib/sessions-api';

export type ChatSession = {
  /** The session the chat writes to, once known. */
  session: Session | null;
  /** The page was opened with `?sessionId=`. */
  isOpenedWithSessionId: boolean;
  /** Opened with `?sessionId=` and that session loaded. */
  isSessionKnown: boolean;
  /** The current id without waiting (removals save only when one exists). */
  currentSessionId: () => string | null;
  /** The current id, creating a session first when there is none. */
  ensureSessionId: () => Promise<string>;
  /** Adopts the id the chat answered with. */
  adoptSessionId: (sessionId: string) => void;
};

/**
 * The chat's session lifecycle (R-session-6): opened with `?sessionId=` or a stored current id it
 * loads that session and hands it to `onRestore`; with neither (or when loading fails) it creates a
 * 'Theme Discovery Session' and stores its id as current.
 */
export function useChatSession(onRestore: (session: Session) => void): ChatSession {
  const queryClient = useQueryClient();
  const urlSessionId = new URLSearchParams(useSearch()).get('sessionId');
  const [session, setSession] = useState<Session | null>(null);
  const [isSessionKnown, setIsSessionKnown] = useState(false);
  const idRef = useRef<string | null>(null);
  const pendingRef = useRef<Promise<string> | null>(null);
  const restoreRef = useRef(onRestore);
  restoreRef.current = onRestore;

  const adoptSessionId = useCallback((sessionId: string) => {
    idRef.current = sessionId;
    currentSession.open(sessionId);
  }, []);

  const create = useCallback(async (): Promise<string> => {
    const created = await createSession({
      songTitle: THEME_CHAT_SESSION_TITLE,
      lyrics: '',
      style: THEME_CHAT_STYLE,
      messagesJson: [],
    });
    queryClient.setQueryData(sessionQueryOptions(created.sessionId).queryKey, created);
    adoptSessionId(created.sessionId);
    setSession(created);
    return created.sessionId;
  }, [queryClient, adoptSessionId]);

  // One in-flight start or creation at a time, so a quick first add never makes two sessions.
  const ensureSessionId = useCallback(async (): Promise<string> => {
    if (idRef.current) return idRef.current;
    if (pendingRef.current) {
      const id = await pendingRef.current.catch(() => null);
      if (id) return id;
    }
    if (idRef.current) return idRef.current;
    const creation = create();
    pendingRef.current = creation;
    return creation.finally(() => {
      if (pendingRef.current === creation) pendingRef.current = null;
    });
  }, [create]);

  useEffect(() => {
    if (pendingRef.current || idRef.current) return;
    const starting = resolveCurrentSession(urlSessionId, {
      open: async (sessionId) => {
        // Always fresh: the writer may have changed the session since it was cached.
        const loaded = await queryClient.fetchQuery({ ...sessionQueryOptions(sessionId), staleTime: 0 });
        adoptSessionId(loaded.sessionId);
        setSession(loaded);
        setIsSessionKnown(urlSessionId !== null);
        restoreRef.current(loaded);
        return loaded.sessionId;
      },
      create,
      idOf: (sessionId) => sessionId,
    });
    pendingRef.current = starting;
    starting
      .catch((error: unknown) => console.error('Failed to create session', error))
      .finally(() => {
        if (pendingRef.current === starting) pendingRef.current = null;
      });
  }, [urlSessionId, queryClient, create, adoptSessionId]);

  return {
    session,
    isOpenedWithSessionId: urlSessionId !== null,
    isSessionKnown,
    currentSessionId: useCallback(() => idRef.current, []),
    ensureSessionId,
    adoptSessionId,
  };
}
