import { useCallback, useRef, useState } from 'react';

type PinnedListOptions<T> = {
  /** Saves the whole list to the session. */
  save: (sessionId: string, items: T[]) => Promise<void>;
  /** The automatic chat message announcing an added item. */
  messageFor: (item: T) => string;
  sendMessage: (text: string, options: { isAutomatic: boolean }) => Promise<boolean>;
  ensureSessionId: () => Promise<string>;
  currentSessionId: () => string | null;
};

export type PinnedList<T> = {
  items: T[];
  /** Appends the item unless already selected; false for a duplicate. */
  add: (item: T) => boolean;
  remove: (id: string) => void;
  clear: () => void;
  /**
   * Takes the list of a restored session, without saving or messaging; items the writer added while
   * it loaded are kept after it.
   */
  restore: (items: T[]) => void;
};

/**
 * One of the chat's pinned lists (references, moods, genres; R-pinned-2, R-pinned-3): adding appends,
 * sends the automatic message and saves (creating a session first if needed); removing or clearing
 * saves only when a session exists.
 * Saves run one after another and always send the latest list, so quick clicks cannot reorder them.
 */
export function usePinnedList<T extends { id: string }>(options: PinnedListOptions<T>): PinnedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const itemsRef = useRef(items);
  const savesRef = useRef<Promise<void>>(Promise.resolve());
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const commit = useCallback((next: T[]) => {
    itemsRef.current = next;
    setItems(next);
  }, []);

  const persist = useCallback((createSession: boolean) => {
    savesRef.current = savesRef.current.then(async () => {
      const { save, ensureSessionId, currentSessionId } = optionsRef.current;
      try {
        const sessionId = createSession ? await ensureSessionId() : currentSessionId();
        if (sessionId) await save(sessionId, itemsRef.current);
      } catch (error) {
        // Saves of references, moods and genres fail silently (R-pinned-4).
        console.error('Failed to save the pinned list', error);
      }
    });
  }, []);

  const add = useCallback(
    (item: T): boolean => {
      if (itemsRef.current.some((x) => x.id === item.id)) return false;
      commit([...itemsRef.current, item]);
      void optionsRef.current.sendMessage(optionsRef.current.messageFor(item), { isAutomatic: true });
      persist(true);
      return true;
    },
    [commit, persist],
  );

  const remove = useCallback(
    (id: string) => {
      const next = itemsRef.current.filter((x) => x.id !== id);
      if (next.length === itemsRef.current.length) return;
      commit(next);
      persist(false);
    },
    [commit, persist],
  );

  const clear = useCallback(() => {
    if (itemsRef.current.length === 0) return;
    commit([]);
    persist(false);
  }, [commit, persist]);

  const restore = useCallback(
    (restored: T[]) => {
      const ids = new Set(restored.map((x) => x.id));
      commit([...restored, ...itemsRef.current.filter((x) => !ids.has(x.id))]);
    },
    [commit],
  );

  return { items, add, remove, clear, restore };
}
