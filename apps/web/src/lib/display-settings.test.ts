import { STORAGE_KEYS } from '@lyricist/shared/storage-keys';
import { describe, expect, it } from 'vitest';
import { createDisplaySettingsStore } from './display-settings';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

describe('display settings store', () => {
  it("is off by default, but for the writer's own syllable counts (ADR 029)", () => {
    const store = createDisplaySettingsStore(() => memoryStorage());
    expect(store.get()).toEqual({
      showRhymes: false,
      showSyllables: false,
      showStress: false,
      useOwnSyllables: true,
    });
  });

  it('remembers a default-on switch turned off, and reads anything else as the default', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.showStress]: 'yes' });
    const store = createDisplaySettingsStore(() => storage);
    store.set('useOwnSyllables', false);
    expect(storage.map.get(STORAGE_KEYS.useOwnSyllables)).toBe('false');
    const reopened = createDisplaySettingsStore(() => storage);
    expect(reopened.get()).toMatchObject({ useOwnSyllables: false, showStress: false });
  });

  it('remembers each switch under its key (R-settings-2, R-settings-3)', () => {
    const storage = memoryStorage();
    const store = createDisplaySettingsStore(() => storage);
    store.set('showRhymes', true);
    expect(storage.map.get(STORAGE_KEYS.showRhymes)).toBe('true');
    expect(storage.map.has(STORAGE_KEYS.showSyllables)).toBe(false);
    const reopened = createDisplaySettingsStore(() => storage);
    expect(reopened.get()).toMatchObject({ showRhymes: true, showSyllables: false });
  });

  it('notifies subscribers and stops after unsubscribe', () => {
    const store = createDisplaySettingsStore(() => memoryStorage());
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.set('showSyllables', true);
    unsubscribe();
    store.set('showSyllables', false);
    expect(calls).toBe(1);
  });

  it('picks up a change made elsewhere on reload', () => {
    const storage = memoryStorage();
    const store = createDisplaySettingsStore(() => storage);
    storage.setItem(STORAGE_KEYS.showSyllables, 'true');
    store.reload();
    expect(store.get().showSyllables).toBe(true);
  });

  it('keeps working when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    const store = createDisplaySettingsStore(() => broken);
    expect(store.get().showRhymes).toBe(false);
    store.set('showRhymes', true);
    expect(store.get().showRhymes).toBe(true);
  });
});
