import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame } from './after-frame';

describe('after next frame', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes once, with the latest value, after the frame', async () => {
    const written: string[] = [];
    const deferred = afterNextFrame((v: string) => written.push(v));
    deferred.schedule('a');
    deferred.schedule('ab');
    deferred.schedule('abc');
    expect(written).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(written).toEqual(['abc']);
  });

  it('flush writes at once, and only once', async () => {
    const written: string[] = [];
    const deferred = afterNextFrame((v: string) => written.push(v));
    deferred.schedule('typed');
    deferred.flush();
    expect(written).toEqual(['typed']);
    await vi.advanceTimersByTimeAsync(200);
    expect(written).toEqual(['typed']);
    deferred.flush();
    expect(written).toEqual(['typed']);
  });
});
