import { STORAGE_KEYS } from '@lyricist/shared/storage-keys';
import { readLocal, removeLocal, writeLocal } from './storage';

/**
 * The one owner of "which session is the writer on" (R-storage-2, R-session-6): the stored current
 * session id, the theme chat's lyrics id, and the generating-title flag that 'Start Writing' sets
 * and the writer polls. Features go through these functions, so the coupling shows as imports.
 */
export const currentSession = {
  id: (): string | null => readLocal(STORAGE_KEYS.currentSessionId),
  /** Opening a session (from the library, the chat or the writer) makes it the current one. */
  open: (sessionId: string): void => {
    writeLocal(STORAGE_KEYS.currentSessionId, sessionId);
  },
  /** 'New' and the library's 'create': the next chat or writer starts a fresh session. */
  startFresh: (): void => removeLocal(STORAGE_KEYS.currentSessionId),
  /** The selection screen, or deleting the current session: forget it and its chat. */
  leave: (): void => {
    removeLocal(STORAGE_KEYS.currentSessionId);
    removeLocal(STORAGE_KEYS.themeChatLyricsId);
  },
  chatLyricsId: (): string | null => readLocal(STORAGE_KEYS.themeChatLyricsId),
  setChatLyricsId: (sessionId: string): void => {
    writeLocal(STORAGE_KEYS.themeChatLyricsId, sessionId);
  },
};

/** The generating-title flag: set by 'Start Writing' until its title is saved (R-chat-3). */
export const titleGeneration = {
  start: (): void => {
    writeLocal(STORAGE_KEYS.isGeneratingTitle, 'true');
  },
  finish: (): void => removeLocal(STORAGE_KEYS.isGeneratingTitle),
  isRunning: (): boolean => {
    const value = readLocal(STORAGE_KEYS.isGeneratingTitle);
    return value !== null && value !== 'false';
  },
};

type SessionSource<T> = {
  /** Opens a known id; a failure falls back to creating a session. */
  open: (sessionId: string) => Promise<T>;
  create: () => Promise<T>;
  idOf: (session: T) => string;
};

/**
 * The one resolve-or-create policy of the chat and the writer: the URL's `sessionId`, else the stored
 * current id, else a new session. Whatever it settles on becomes the current session.
 */
export async function resolveCurrentSession<T>(
  urlSessionId: string | null,
  source: SessionSource<T>,
): Promise<T> {
  const knownId = urlSessionId || currentSession.id();
  let session: T;
  if (!knownId) session = await source.create();
  else {
    try {
      session = await source.open(knownId);
    } catch (error) {
      console.error('Failed to load session', error);
      session = await source.create();
    }
  }
  currentSession.open(source.idOf(session));
  return session;
}
