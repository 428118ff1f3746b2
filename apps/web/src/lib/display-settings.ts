import { STORAGE_KEYS } from '@lyricist/shared/storage-keys';
import { useSyncExternalStore } from 'react';

/**
 * The editor's display switches, remembered per browser: the rhyme-scheme and syllable-count
 * switches (R-settings-2: default off), "Show stress" (off) and "Use my own counts" (on, ADR 029)
 * (R-settings-3).
 * One store per page so the settings screen and the editor always agree; other tabs follow through
 * the storage event.
 */
export type DisplaySettings = {
  showRhymes: boolean;
  showSyllables: boolean;
  showStress: boolean;
  useOwnSyllables: boolean;
};
type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const KEYS: Record<keyof DisplaySettings, string> = {
  showRhymes: STORAGE_KEYS.showRhymes,
  showSyllables: STORAGE_KEYS.showSyllables,
  showStress: STORAGE_KEYS.showStress,
  useOwnSyllables: STORAGE_KEYS.useOwnSyllables,
};

const DEFAULTS: DisplaySettings = {
  showRhymes: false,
  showSyllables: false,
  showStress: false,
  useOwnSyllables: true,
};

const NAMES = Object.keys(KEYS) as (keyof DisplaySettings)[];

const isDisplaySettingKey = (key: string | null) => key === null || NAMES.some((name) => KEYS[name] === key);

export type DisplaySettingsStore = {
  get: () => DisplaySettings;
  set: (name: keyof DisplaySettings, value: boolean) => void;
  subscribe: (listener: () => void) => () => void;
  /** Re-reads storage, e.g. after another tab changed it. */
  reload: () => void;
};

export function createDisplaySettingsStore(storage: () => StorageLike | null): DisplaySettingsStore {
  const read = (name: keyof DisplaySettings): boolean => {
    try {
      const stored = storage()?.getItem(KEYS[name]);
      return stored === 'true' || stored === 'false' ? stored === 'true' : DEFAULTS[name];
    } catch {
      return DEFAULTS[name];
    }
  };
  const load = (): DisplaySettings =>
    Object.fromEntries(NAMES.map((name) => [name, read(name)])) as DisplaySettings;
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
      if (NAMES.every((name) => next[name] === current[name])) return;
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
    if (isDisplaySettingKey(event.key)) store.reload();
  });
}

const setDisplaySetting = (name: keyof DisplaySettings, value: boolean) => store.set(name, value);

/** The display switches, shared by the settings screen and the editor's margin. */
export function useDisplaySettings(): DisplaySettings & { setDisplaySetting: typeof setDisplaySetting } {
  const settings = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { ...settings, setDisplaySetting };
}
