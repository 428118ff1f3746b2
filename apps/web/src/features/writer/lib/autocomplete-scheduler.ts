import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  INITIAL_EMPTY_CANVAS_AUTOCOMPLETE_MS,
  REREQUEST_AFTER_ACCEPT_MS,
} from '@lyricist/shared/web-constants';
import type { AutocompleteBody, AutocompleteResponse } from '@lyricist/shared/writing/contracts';

/**
 * When to ask for a ghost suggestion (R-ghost-4). Pure: the editor plugin
 * supplies the text and cursor, the request and what to do with the answer.
 *
 * - AUTOCOMPLETE_DEBOUNCE_MS after typing; INITIAL_EMPTY_CANVAS_AUTOCOMPLETE_MS after load on an empty
 *   canvas; REREQUEST_AFTER_ACCEPT_MS after an accept.
 * - One request at a time: a request due while one runs waits for it, then asks about the text as it is.
 * - An answer for text or a cursor that has since changed is dropped; a failed request clears.
 * - Without a director output (storytelling or style) it warns once and stops asking.
 */
export type EditorSnapshot = { text: string; cursor: number };

export type SchedulerOptions = {
  read: () => EditorSnapshot;
  request: (body: AutocompleteBody) => Promise<AutocompleteResponse>;
  show: (suggestion: string, at: number) => void;
  clear: () => void;
  warn?: (message: string) => void;
  onRequestError?: (error: unknown) => void;
};

export const NO_DIRECTOR_WARNING =
  'Autocomplete needs a storytelling or style director output; talk in the theme chat or pick moods, genres or references.';

/** The three cases of R-ghost-5: an empty canvas sends '' at position 0; else all text and the cursor. */
export function autocompleteBody({ text, cursor }: EditorSnapshot): AutocompleteBody {
  if (text.trim() === '') return { currentLyrics: '', cursorPosition: 0 };
  return { currentLyrics: text, cursorPosition: cursor };
}

export type AutocompleteScheduler = {
  loaded: () => void;
  edited: () => void;
  accepted: () => void;
  setDirectorsAvailable: (available: boolean) => void;
  dispose: () => void;
};

export function createAutocompleteScheduler(options: SchedulerOptions): AutocompleteScheduler {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let wanted = false;
  let available = true;
  let warned = false;
  let disposed = false;

  function schedule(delayMs: number): void {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      fire();
    }, delayMs);
  }

  function skipWithoutDirectors(): boolean {
    if (available) return false;
    if (!warned) warn(NO_DIRECTOR_WARNING);
    warned = true;
    return true;
  }

  function fire(): void {
    if (disposed || skipWithoutDirectors()) return;
    if (running) {
      wanted = true;
      return;
    }
    running = true;
    const asked = options.read();
    options
      .request(autocompleteBody(asked))
      .then((answer) => {
        if (disposed) return;
        if (!answer.storytellingAvailable && !answer.styleAvailable) {
          available = false;
          skipWithoutDirectors();
          return;
        }
        const now = options.read();
        if (now.text !== asked.text || now.cursor !== asked.cursor) return;
        const suggestion = answer.suggestion.trim();
        if (suggestion !== '') options.show(suggestion, asked.cursor);
      })
      .catch((error: unknown) => {
        if (disposed) return;
        options.clear();
        options.onRequestError?.(error);
      })
      .finally(() => {
        running = false;
        if (!wanted || disposed) return;
        wanted = false;
        fire();
      });
  }

  return {
    loaded() {
      if (options.read().text.trim() === '') schedule(INITIAL_EMPTY_CANVAS_AUTOCOMPLETE_MS);
    },
    edited() {
      options.clear();
      wanted = false;
      schedule(AUTOCOMPLETE_DEBOUNCE_MS);
    },
    accepted() {
      schedule(REREQUEST_AFTER_ACCEPT_MS);
    },
    setDirectorsAvailable(next) {
      available = next;
      if (next) warned = false;
    },
    dispose() {
      disposed = true;
      if (timer !== null) clearTimeout(timer);
    },
  };
}
