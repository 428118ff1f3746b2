import { STORAGE_KEYS } from '@lyricist/shared/storage-keys';
import { useSyncExternalStore } from 'react';

/**
 * The rhyme-scheme and syllable-count switches (SPEC point 9: default off, remembered per browser).
 * One store per page so the settings screen and the editor always agree; other tabs follow through
 * the storage event.
 */
export type DisplaySettings = { showRhymes: boolean; showSyllables: boolean };
type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const KEYS = { showRhymes: STORAGE_KEYS.showRhymes, showSyllables: STORAGE_KEYS.showSyllables } as const;

export type DisplaySettingsStore = {
  get: () => DisplaySettings;
  set: (name: keyof DisplaySettings, value: boolean) => void;
  subscribe: (listener: () => void) => () => void;
  /** Re-reads storage, e.g. after another tab changed it. */
  reload: () => void;
};

export function createDisplaySettingsStore(storage: () => StorageLike | null): DisplaySettingsStore {
  const read = (key: string): boolean => {
    try {
      return storage()?.getItem(key) === 'true';
    } catch {
      return false;
    }
  };
  const load = (): DisplaySettings => ({
    showRhymes: read(KEYS.showRhymes),
    showSyllables: read(KEYS.showSyllables),
  });
  let current = load();
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  return {
    get: () => current,
    set: (name, value) => {
      current = { ...current, [name]: value };
      try {
        storage()?.setItem(KEYS[name], String(value));
      } catch {
        // Storage full or blocked: the switch still works for this page.
      }
      emit();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload: () => {
      const next = load();
      if (next.showRhymes === current.showRhymes && next.showSyllables === current.showSyllables) return;
      current = next;
      emit();
    },
  };
}

const browserStorage = () => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

const store = createDisplaySettingsStore(browserStorage);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === KEYS.showRhymes || event.key === KEYS.showSyllables)
      store.reload();
  });
}

const setShowRhymes = (value: boolean) => store.set('showRhymes', value);
const setShowSyllables = (value: boolean) => store.set('showSyllables', value);

/** The display switches, shared by the settings screen and the editor's margin. */
export function useDisplaySettings(): DisplaySettings & {
  setShowRhymes: (value: boolean) => void;
  setShowSyllables: (value: boolean) => void;
} {
  const settings = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { ...settings, setShowRhymes, setShowSyllables };
}
