import {
  SESSION_CACHE_KEY,
  SESSION_CACHE_MAX_AGE_MS,
  SESSION_CACHE_VERSION,
} from '@lyricist/shared/web-constants';
import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache';

/** A Storage with an optional byte quota that throws the browser's QuotaExceededError. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  constructor(private quotaChars = Number.POSITIVE_INFINITY) {}
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (value.length > this.quotaChars) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    this.items.set(key, value);
  }
}

const DAY = 24 * 60 * 60 * 1000;

describe('session cache', () => {
  it('stores and merges entries under the versioned key', () => {
    const storage = new MemoryStorage();
    const cache = createSessionCache(storage, () => 1000);
    expect(cache.set('s1', { lyrics: 'first line' })).toBe(true);
    cache.set('s1', { songTitle: 'Song' });
    expect(cache.get('s1')).toEqual({
      sessionId: 's1',
      cachedAt: 1000,
      lyrics: 'first line',
      songTitle: 'Song',
    });
    const raw = JSON.parse(storage.getItem(SESSION_CACHE_KEY) ?? '{}');
    expect(raw.version).toBe(SESSION_CACHE_VERSION);
  });

  it('sees what another tab wrote since its own last write, and merges into that', () => {
    const storage = new MemoryStorage();
    const cache = createSessionCache(storage, () => 1000);
    cache.set('s1', { lyrics: 'typed here' });
    const otherTab = createSessionCache(storage, () => 2000);
    otherTab.set('s2', { lyrics: 'typed there' });
    otherTab.set('s1', { songTitle: 'Their title' });
    expect(cache.get('s1')).toMatchObject({ lyrics: 'typed here', songTitle: 'Their title' });
    cache.set('s1', { lyrics: 'typed here again' });
    expect(otherTab.list().map((entry) => entry.lyrics)).toEqual(['typed here again', 'typed there']);
  });

  it('clears an unparsable cache', () => {
    const storage = new MemoryStorage();
    storage.setItem(SESSION_CACHE_KEY, '{not json');
    const cache = createSessionCache(storage);
    expect(cache.get('s1')).toBeNull();
    expect(storage.getItem(SESSION_CACHE_KEY)).toBeNull();
  });

  it('clears a cache of another version', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      SESSION_CACHE_KEY,
      JSON.stringify({ version: '0.9', sessions: { s1: { sessionId: 's1', cachedAt: 1, lyrics: 'old' } } }),
    );
    const cache = createSessionCache(storage);
    expect(cache.get('s1')).toBeNull();
    expect(storage.getItem(SESSION_CACHE_KEY)).toBeNull();
  });

  it('clears a cache whose entries have the wrong shape rather than trusting them', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      SESSION_CACHE_KEY,
      JSON.stringify({ version: SESSION_CACHE_VERSION, sessions: { s1: { sessionId: 's1', lyrics: 42 } } }),
    );
    expect(createSessionCache(storage).get('s1')).toBeNull();
    expect(storage.getItem(SESSION_CACHE_KEY)).toBeNull();
  });

  it('on quota exceeded drops entries older than 7 days and retries the save', () => {
    let clock = 0;
    const storage = new MemoryStorage(Number.POSITIVE_INFINITY);
    const cache = createSessionCache(storage, () => clock);
    cache.set('old', { lyrics: 'x'.repeat(400) });
    clock = SESSION_CACHE_MAX_AGE_MS + DAY;
    cache.set('recent', { lyrics: 'y'.repeat(400) });
    // Room for two entries of this size, not three.
    const tight = new MemoryStorage((storage.getItem(SESSION_CACHE_KEY) ?? '').length + 100);
    tight.setItem(SESSION_CACHE_KEY, storage.getItem(SESSION_CACHE_KEY) ?? '');
    const tightCache = createSessionCache(tight, () => clock);

    expect(tightCache.set('new', { lyrics: 'z'.repeat(400) })).toBe(true);
    expect(tightCache.get('new')?.lyrics).toBe('z'.repeat(400));
    expect(tightCache.get('recent')?.lyrics).toBe('y'.repeat(400));
    expect(tightCache.get('old')).toBeNull();
  });

  it('reports failure, and keeps what it had, when even the purged cache does not fit', () => {
    const storage = new MemoryStorage(300);
    const cache = createSessionCache(storage, () => 5);
    expect(cache.set('small', { lyrics: 'fits' })).toBe(true);
    expect(cache.set('huge', { lyrics: 'x'.repeat(1000) })).toBe(false);
    expect(cache.get('small')?.lyrics).toBe('fits');
  });

  it('removes one entry and works with no storage at all', () => {
    const storage = new MemoryStorage();
    const cache = createSessionCache(storage);
    cache.set('a', { lyrics: 'a' });
    cache.set('b', { lyrics: 'b' });
    cache.remove('a');
    expect(cache.get('a')).toBeNull();
    expect(cache.get('b')?.lyrics).toBe('b');
    const none = createSessionCache(null);
    expect(none.set('a', { lyrics: 'a' })).toBe(false);
    expect(none.get('a')).toBeNull();
  });
});
