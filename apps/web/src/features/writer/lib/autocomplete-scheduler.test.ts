import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  INITIAL_EMPTY_CANVAS_AUTOCOMPLETE_MS,
  REREQUEST_AFTER_ACCEPT_MS,
} from '@lyricist/shared/web-constants';
import type { AutocompleteBody, AutocompleteResponse } from '@lyricist/shared/writing/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autocompleteBody, createAutocompleteScheduler, type EditorSnapshot } from './autocomplete-scheduler';

/** A fake editor and network: requests wait until the test answers them. */
function harness(initial: EditorSnapshot) {
  let snapshot = initial;
  const bodies: AutocompleteBody[] = [];
  const pending: ((answer: AutocompleteResponse | Error) => void)[] = [];
  const shown: [string, number][] = [];
  const warnings: string[] = [];
  let clears = 0;
  const scheduler = createAutocompleteScheduler({
    read: () => snapshot,
    request: (body) => {
      bodies.push(body);
      return new Promise((resolve, reject) => {
        pending.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer)));
      });
    },
    show: (text, at) => shown.push([text, at]),
    clear: () => {
      clears += 1;
    },
    warn: (message) => warnings.push(message),
  });
  return {
    scheduler,
    bodies,
    shown,
    warnings,
    clears: () => clears,
    type: (next: EditorSnapshot) => {
      snapshot = next;
      scheduler.edited();
    },
    answer: async (answer: AutocompleteResponse | Error) => {
      pending.shift()?.(answer);
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

const ok = (suggestion: string): AutocompleteResponse => ({
  suggestion,
  storytellingAvailable: true,
  styleAvailable: false,
});

describe('autocomplete scheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('builds the three request bodies (R-ghost-5)', () => {
    expect(autocompleteBody({ text: '', cursor: 0 })).toEqual({ currentLyrics: '', cursorPosition: 0 });
    expect(autocompleteBody({ text: '\n  \n', cursor: 3 })).toEqual({ currentLyrics: '', cursorPosition: 0 });
    expect(autocompleteBody({ text: 'city lights', cursor: 11 })).toEqual({
      currentLyrics: 'city lights',
      cursorPosition: 11,
    });
    expect(autocompleteBody({ text: 'city lights\n', cursor: 12 })).toEqual({
      currentLyrics: 'city lights\n',
      cursorPosition: 12,
    });
  });

  it('asks INITIAL_EMPTY_CANVAS_AUTOCOMPLETE_MS after load on an empty canvas only', async () => {
    const empty = harness({ text: '', cursor: 0 });
    empty.scheduler.loaded();
    await vi.advanceTimersByTimeAsync(INITIAL_EMPTY_CANVAS_AUTOCOMPLETE_MS - 1);
    expect(empty.bodies).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(empty.bodies).toEqual([{ currentLyrics: '', cursorPosition: 0 }]);

    const written = harness({ text: 'a line', cursor: 6 });
    written.scheduler.loaded();
    await vi.advanceTimersByTimeAsync(INITIAL_EMPTY_CANVAS_AUTOCOMPLETE_MS * 4);
    expect(written.bodies).toHaveLength(0);
  });

  it('debounces typing and shows the answer at the cursor', async () => {
    const h = harness({ text: '', cursor: 0 });
    h.type({ text: 'rain', cursor: 4 });
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS - 1);
    h.type({ text: 'rain on', cursor: 7 });
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
    expect(h.bodies).toEqual([{ currentLyrics: 'rain on', cursorPosition: 7 }]);
    await h.answer(ok(' the window '));
    expect(h.shown).toEqual([['the window', 7]]);
  });

  it('runs one request at a time and asks again about the latest text afterwards', async () => {
    const h = harness({ text: '', cursor: 0 });
    h.type({ text: 'one', cursor: 3 });
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
    h.type({ text: 'one two', cursor: 7 });
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
    expect(h.bodies).toHaveLength(1);
    await h.answer(ok('stale words'));
    // The stale answer is dropped; the waiting request goes out for the current text.
    expect(h.shown).toEqual([]);
    expect(h.bodies[1]).toEqual({ currentLyrics: 'one two', cursorPosition: 7 });
  });

  it('clears on a failed request and re-asks REREQUEST_AFTER_ACCEPT_MS after an accept', async () => {
    const h = harness({ text: 'x', cursor: 1 });
    h.type({ text: 'xy', cursor: 2 });
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
    const before = h.clears();
    await h.answer(new Error('503: busy'));
    expect(h.clears()).toBe(before + 1);
    h.scheduler.accepted();
    await vi.advanceTimersByTimeAsync(REREQUEST_AFTER_ACCEPT_MS - 1);
    expect(h.bodies).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.bodies).toHaveLength(2);
  });

  it('without director outputs it warns once and stops asking', async () => {
    const h = harness({ text: '', cursor: 0 });
    h.type({ text: 'a', cursor: 1 });
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
    await h.answer({ suggestion: '', storytellingAvailable: false, styleAvailable: false });
    h.type({ text: 'ab', cursor: 2 });
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
    h.type({ text: 'abc', cursor: 3 });
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
    expect(h.bodies).toHaveLength(1);
    expect(h.warnings).toHaveLength(1);
    // Once the session gains a director output, it asks again.
    h.scheduler.setDirectorsAvailable(true);
    h.type({ text: 'abcd', cursor: 4 });
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
    expect(h.bodies).toHaveLength(2);
  });
});
