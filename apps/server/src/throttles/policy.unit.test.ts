import { describe, expect, it } from 'vitest';
import { added, type Backoff, type Bucket, backoffDelayMs, givenBack, type Policy, waitMs } from './policy';

const EMPTY = { level: 0, at: 0 };

/** Calls at `now` until the first refusal: how many got through, and the wait it answered. */
function takeUntilRefused(policy: Policy, now = 0, state = EMPTY) {
  let taken = 0;
  while (waitMs(state, policy, now) === 0 && taken < 10_000) {
    state = added(state, policy, now);
    taken++;
  }
  return { taken, wait: waitMs(state, policy, now), state };
}

describe('a bucket', () => {
  const bucket: Bucket = { burst: 60, refillMs: 10_000 };

  it('takes its burst at once, then refuses until one call has refilled', () => {
    const { taken, wait, state } = takeUntilRefused(bucket);
    expect(taken).toBe(60);
    expect(wait).toBe(10_000);
    expect(waitMs(state, bucket, 9_999)).toBe(1);
    expect(takeUntilRefused(bucket, 10_000, state).taken).toBe(1);
    expect(takeUntilRefused(bucket, 35_000, state).taken).toBe(3);
  });

  it('lets a flood of 300 a minute through only past its burst by what refills meanwhile', () => {
    let state = EMPTY;
    let firstRefused = -1;
    for (let i = 0; i < 300 && firstRefused < 0; i++) {
      const now = i * 200;
      if (waitMs(state, bucket, now) > 0) firstRefused = i;
      else state = added(state, bucket, now);
    }
    expect(firstRefused).toBeGreaterThanOrEqual(60);
    expect(firstRefused).toBeLessThan(100);
  });

  it('gives back a call taken in advance', () => {
    const full = takeUntilRefused(bucket).state;
    expect(waitMs(givenBack(full, bucket, 0), bucket, 0)).toBe(0);
  });
});

describe('a backoff', () => {
  const backoff: Backoff = { free: 5, delayMs: 30_000, maxDelayMs: 15 * 60_000, forgetMs: 15 * 60_000 };

  it('lets its free failures through, then makes each try wait twice as long, up to its cap', () => {
    expect([3, 4, 5, 6, 7, 8, 9, 10, 20].map((level) => backoffDelayMs(level, backoff))).toEqual([
      0, 0, 30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000,
    ]);
    const { taken, wait } = takeUntilRefused(backoff);
    expect(taken).toBe(5);
    expect(wait).toBe(30_000);
  });

  it('counts from the last failure, and forgets one failure per forget period', () => {
    let state = EMPTY;
    for (let i = 0; i < 5; i++) state = added(state, backoff, 0);
    expect(waitMs(state, backoff, 29_999)).toBe(1);
    expect(waitMs(state, backoff, 30_000)).toBe(0);
    // A failure half forgotten still counts: the next wait doubles.
    expect(waitMs(added(state, backoff, 30_000), backoff, 30_000)).toBe(60_000);
    // Two periods later only three failures are left: after this one, the next try is free.
    const later = added(state, backoff, 2 * backoff.forgetMs);
    expect(later.level).toBe(4);
    expect(waitMs(later, backoff, 2 * backoff.forgetMs)).toBe(0);
  });
});
