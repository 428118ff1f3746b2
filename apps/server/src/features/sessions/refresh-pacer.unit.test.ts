import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPacer } from './refresh-pacer';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the refresh pacer', () => {
  it('lets a burst through at once, then spaces the rest at its pace, per writer', () => {
    const pacer = createPacer({ perMinute: 60, burst: 3 });
    const waits = Array.from({ length: 5 }, () => pacer.reserve('writer-a'));
    expect(waits).toEqual([0, 0, 0, 1000, 2000]);
    expect(pacer.reserve('writer-b')).toBe(0);
  });

  it('recovers as time passes', () => {
    const pacer = createPacer({ perMinute: 60, burst: 2 });
    pacer.reserve('writer');
    pacer.reserve('writer');
    expect(pacer.reserve('writer')).toBe(1000);
    vi.advanceTimersByTime(5000);
    expect(pacer.reserve('writer')).toBe(0);
    expect(pacer.reserve('writer')).toBe(0);
  });
});
