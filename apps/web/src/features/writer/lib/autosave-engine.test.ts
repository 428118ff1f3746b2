import { DEFAULT_SONG_TITLE } from '@lyricist/shared/constants';
import { AUTOSAVE_DELAY_MS, TITLE_SAVE_DELAY_MS } from '@lyricist/shared/web-constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosave, type SaveOptions } from './autosave-engine';

/** A fake server: records what arrived, can be told to fail, and can hold answers back. */
function fakeServer() {
  const received: { value: string; keepalive: boolean }[] = [];
  let failing = false;
  let held: (() => void)[] | null = null;
  return {
    received,
    fail: (on: boolean) => {
      failing = on;
    },
    hold: () => {
      held = [];
    },
    release: () => {
      const pending = held ?? [];
      held = null;
      for (const resolve of pending) resolve();
    },
    save: async (value: string, options: SaveOptions) => {
      if (held) await new Promise<void>((resolve) => held?.push(resolve));
      if (failing) throw new Error('503: unavailable');
      received.push({ value, keepalive: options.keepalive });
      return { lastSaved: String(received.length) };
    },
  };
}

describe('autosave engine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once, AUTOSAVE_DELAY_MS after the last change', async () => {
    const server = fakeServer();
    const states: [string, boolean, string][] = [];
    const engine = createAutosave(
      { value: '', savedValue: '' },
      { delayMs: AUTOSAVE_DELAY_MS, save: server.save, onState: (v, d, cause) => states.push([v, d, cause]) },
    );
    engine.change('a');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    engine.change('ab');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    expect(server.received).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.received).toEqual([{ value: 'ab', keepalive: false }]);
    expect(engine.isDirty()).toBe(false);
    // Mirrored at once on each change, and clean after the save.
    expect(states).toEqual([
      ['a', true, 'change'],
      ['ab', true, 'change'],
      ['ab', false, 'save'],
    ]);
  });

  it('keeps a failed save dirty, reports once, and retries on the next change', async () => {
    const server = fakeServer();
    const onError = vi.fn();
    const engine = createAutosave(
      { value: '', savedValue: '' },
      { delayMs: AUTOSAVE_DELAY_MS, save: server.save, onError },
    );
    server.fail(true);
    engine.change('line one');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    engine.change('line one\nline two');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(engine.isDirty()).toBe(true);
    expect(onError).toHaveBeenCalledTimes(1);
    server.fail(false);
    engine.change('line one\nline two!');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(server.received.map((r) => r.value)).toEqual(['line one\nline two!']);
    expect(engine.isDirty()).toBe(false);
  });

  it('flush (network back) retries a failed save without a new change', async () => {
    const server = fakeServer();
    const engine = createAutosave(
      { value: '', savedValue: '' },
      { delayMs: AUTOSAVE_DELAY_MS, save: server.save },
    );
    server.fail(true);
    engine.change('offline words');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    server.fail(false);
    await engine.flush();
    expect(server.received.map((r) => r.value)).toEqual(['offline words']);
  });

  it('runs one save at a time and ends with the latest text on the server', async () => {
    const server = fakeServer();
    const engine = createAutosave(
      { value: '', savedValue: '' },
      { delayMs: AUTOSAVE_DELAY_MS, save: server.save },
    );
    server.hold();
    engine.change('v1');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    engine.change('v2');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    engine.change('v3');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(server.received).toEqual([]);
    server.release();
    await vi.runAllTimersAsync();
    expect(server.received.map((r) => r.value)).toEqual(['v1', 'v3']);
    expect(engine.isDirty()).toBe(false);
  });

  it('a keepalive flush (page hidden) sends now, even while an older save is in flight', async () => {
    const server = fakeServer();
    const engine = createAutosave(
      { value: '', savedValue: '' },
      { delayMs: AUTOSAVE_DELAY_MS, save: server.save },
    );
    server.hold();
    engine.change('older');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    engine.change('newest');
    const hidden = engine.flush({ keepalive: true });
    server.release();
    await hidden;
    expect(server.received).toContainEqual({ value: 'newest', keepalive: true });
    // A second hide signal (pagehide after visibilitychange) does not send it twice.
    await engine.flush({ keepalive: true });
    expect(server.received.filter((r) => r.value === 'newest')).toHaveLength(1);
  });

  it('never sends a value shouldSave rejects (the default title)', async () => {
    const server = fakeServer();
    const engine = createAutosave(
      { value: 'My Song', savedValue: 'My Song' },
      { delayMs: TITLE_SAVE_DELAY_MS, save: server.save, shouldSave: (t) => t !== DEFAULT_SONG_TITLE },
    );
    engine.change(DEFAULT_SONG_TITLE);
    await vi.advanceTimersByTimeAsync(TITLE_SAVE_DELAY_MS);
    expect(server.received).toEqual([]);
    engine.change('Night Drive');
    await vi.advanceTimersByTimeAsync(TITLE_SAVE_DELAY_MS - 1);
    expect(server.received).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.received.map((r) => r.value)).toEqual(['Night Drive']);
  });

  it('starts dirty when the local text differs from the server (pushed on flush)', async () => {
    const server = fakeServer();
    const engine = createAutosave(
      { value: 'local lines', savedValue: 'server lines' },
      { delayMs: AUTOSAVE_DELAY_MS, save: server.save },
    );
    expect(engine.isDirty()).toBe(true);
    await engine.flush();
    expect(server.received.map((r) => r.value)).toEqual(['local lines']);
  });

  it('adopt takes a server value without saving it', async () => {
    const server = fakeServer();
    const engine = createAutosave(
      { value: 'a', savedValue: 'a' },
      { delayMs: AUTOSAVE_DELAY_MS, save: server.save },
    );
    engine.change('b');
    engine.adopt('Generated Title');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(server.received).toEqual([]);
    expect(engine.value()).toBe('Generated Title');
  });
});
