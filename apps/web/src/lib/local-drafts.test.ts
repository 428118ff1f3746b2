import { lyricsBackupKey, STORAGE_KEYS } from '@lyricist/shared/storage-keys';
import { describe, expect, it } from 'vitest';
import { chooseInitialLyrics } from '../features/writer/lib/load-priority';
import { createLocalDrafts } from './local-drafts';
import { createSessionCache } from './session-cache';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

function mirrorOver(storage: Storage) {
  return createLocalDrafts(storage, createSessionCache(storage));
}

describe('local mirror', () => {
  it('writes the cache entry, the per-session backup and the last content', () => {
    const storage = memoryStorage();
    const mirror = mirrorOver(storage);
    mirror.writeLyrics('a', 'verse one', true);
    expect(storage.getItem(lyricsBackupKey('a'))).toBe('verse one');
    expect(storage.getItem(STORAGE_KEYS.lastLyricsContent)).toBe('verse one');
    expect(mirror.read('a')).toMatchObject({
      cached: { lyrics: 'verse one', lyricsDirty: true },
      backup: 'verse one',
      last: { lyrics: 'verse one', sessionId: 'a' },
    });
  });

  it("never offers one song's text to another song", () => {
    const storage = memoryStorage();
    const mirror = mirrorOver(storage);
    mirror.writeLyrics('a', 'song A words', false);
    mirror.writeLyrics('b', 'song B words', false);
    // Only the global last content survives (cache and backup for A are gone, e.g. cleared).
    storage.removeItem(lyricsBackupKey('a'));
    storage.removeItem('lyricist_session_cache');
    const chosen = chooseInitialLyrics('a', { lyrics: 'server A', lastSaved: '' }, mirror.read('a'));
    expect(chosen.lyrics).toBe('server A');
  });

  it('records titles and the server time of the last acknowledged save', () => {
    const mirror = mirrorOver(memoryStorage());
    mirror.writeTitle('a', 'Night Drive', true);
    mirror.writeLastSaved('a', '2025-05-01T00:00:00.000Z');
    expect(mirror.read('a').cached).toMatchObject({
      songTitle: 'Night Drive',
      titleDirty: true,
      lastSaved: '2025-05-01T00:00:00.000Z',
    });
  });

  it('a save outcome never overwrites newer text another tab mirrored meanwhile', () => {
    const storage = memoryStorage();
    const thisTab = mirrorOver(storage);
    const otherTab = mirrorOver(storage);
    thisTab.writeLyrics('a', 'older text', true);
    otherTab.writeLyrics('a', 'newer text', true);
    thisTab.markLyrics('a', 'older text', false);
    expect(thisTab.read('a').cached).toMatchObject({ lyrics: 'newer text', lyricsDirty: true });
    otherTab.markLyrics('a', 'newer text', false);
    expect(thisTab.read('a').cached).toMatchObject({ lyrics: 'newer text', lyricsDirty: false });
  });
});
