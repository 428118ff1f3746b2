import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLatestRequest } from './latest-request';

type Call = { signal: AbortSignal; resolve: (value: string) => void; reject: (error: unknown) => void };

function setup() {
  const calls: Call[] = [];
  const answers: string[] = [];
  const errors: unknown[] = [];
  const latest = createLatestRequest<string>({
    request: (signal) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
      }),
    onAnswer: (answer) => answers.push(answer),
    onError: (error) => errors.push(error),
  });
  return { latest, calls, answers, errors };
}

describe('createLatestRequest', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once, after the changes stop for the delay', () => {
    const { latest, calls } = setup();
    latest.schedule(600);
    vi.advanceTimersByTime(400);
    latest.schedule(600);
    vi.advanceTimersByTime(599);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls).toHaveLength(1);
  });

  it('aborts the request in flight on a newer change and ignores its late answer', async () => {
    const { latest, calls, answers } = setup();
    latest.schedule(0);
    vi.advanceTimersByTime(0);
    latest.schedule(600);
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.resolve('stale');
    vi.advanceTimersByTime(600);
    calls[1]?.resolve('fresh');
    await vi.runAllTimersAsync();
    expect(answers).toEqual(['fresh']);
  });

  it('reports a failure of the latest request only', async () => {
    const { latest, calls, errors } = setup();
    latest.schedule(0);
    vi.advanceTimersByTime(0);
    calls[0]?.reject(new Error('429: Too many word lookups'));
    await vi.runAllTimersAsync();
    expect(errors).toHaveLength(1);
    latest.schedule(0);
    vi.advanceTimersByTime(0);
    latest.dispose();
    calls[1]?.reject(new Error('aborted'));
    await vi.runAllTimersAsync();
    expect(errors).toHaveLength(1);
  });
});
