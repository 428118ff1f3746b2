import { describe, expect, it, vi } from 'vitest';
import { SnapshotStore } from './rate-limit-store';

const count = (store: SnapshotStore, key: string, windowMs = 10_000) => {
  let seen: { current: number; ttl: number } | undefined;
  store.incr(
    key,
    (_error, result) => {
      seen = result;
    },
    windowMs,
  );
  return seen;
};

describe('SnapshotStore', () => {
  it('gives each call of a same-tick burst its own count', () => {
    const store = new SnapshotStore();
    const results = Array.from({ length: 11 }, () => count(store, 'writer'));
    expect(results.map((r) => r?.current)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('counts keys apart and starts a new window once the old one is over', () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const store = new SnapshotStore();
      count(store, 'a');
      count(store, 'a');
      expect(count(store, 'b')?.current).toBe(1);
      vi.setSystemTime(4_000);
      expect(count(store, 'a')).toEqual({ current: 3, ttl: 6_000 });
      vi.setSystemTime(10_000);
      expect(count(store, 'a')).toEqual({ current: 1, ttl: 10_000 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives every route a store of its own', () => {
    const store = new SnapshotStore();
    count(store, 'writer');
    expect(count(store.child() as SnapshotStore, 'writer')?.current).toBe(1);
  });
});
