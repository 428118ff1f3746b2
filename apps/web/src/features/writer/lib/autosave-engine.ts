/**
 * The writer's save engine, shared by lyrics (AUTOSAVE_DELAY_MS) and title (TITLE_SAVE_DELAY_MS).
 * Pure: no DOM, no storage; the caller mirrors locally through `onState`.
 *
 * - `change` records the text at once (the caller mirrors it) and saves `delayMs` after the last change.
 * - One save runs at a time, so the server's final value is always the latest one sent.
 * - A failed save leaves the text dirty; the next change, or `flush` (network back, page hidden), retries.
 * - `flush({ keepalive: true })` is for a page that is going away: it sends now even while an older
 *   save is in flight, because there will be no later chance.
 */
export type SaveOptions = { keepalive: boolean };

export type AutosaveOptions<R> = {
  delayMs: number;
  save: (value: string, options: SaveOptions) => Promise<R>;
  /** Values this returns false for are never sent (e.g. the default title); they count as clean. */
  shouldSave?: (value: string) => boolean;
  /**
   * Called on every change (`change`, mirror the value) and after every save (`save`: only the dirty
   * flag is news; another tab may have mirrored newer text meanwhile).
   */
  onState?: (value: string, dirty: boolean, cause: 'change' | 'save') => void;
  onSaved?: (value: string, result: R) => void;
  /** Called once per run of failures (not on every retry), so one outage gives one message. */
  onError?: (error: unknown) => void;
};

export type Autosave = {
  change: (value: string) => void;
  flush: (options?: Partial<SaveOptions>) => Promise<void>;
  /**
   * Adopts a value someone else is responsible for (a refreshed server title, another tab's text)
   * without saving or mirroring it.
   */
  adopt: (value: string) => void;
  isDirty: () => boolean;
  value: () => string;
};

export function createAutosave<R>(
  initial: { value: string; savedValue: string },
  options: AutosaveOptions<R>,
): Autosave {
  const shouldSave = options.shouldSave ?? (() => true);
  let value = initial.value;
  let savedValue = initial.savedValue;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<void> | null = null;
  let inFlightValue: string | null = null;
  let failing = false;

  const isDirty = () => value !== savedValue && shouldSave(value);

  function cancelTimer(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  function send(saveOptions: SaveOptions): Promise<void> {
    const sent = value;
    inFlightValue = sent;
    const attempt = (async () => {
      try {
        const result = await options.save(sent, saveOptions);
        savedValue = sent;
        failing = false;
        options.onSaved?.(sent, result);
      } catch (error) {
        if (!failing) options.onError?.(error);
        failing = true;
      }
      options.onState?.(value, isDirty(), 'save');
    })();
    const tracked = attempt.finally(() => {
      if (inFlight !== tracked) return;
      inFlight = null;
      inFlightValue = null;
    });
    inFlight = tracked;
    return tracked;
  }

  async function flush(flushOptions: Partial<SaveOptions> = {}): Promise<void> {
    cancelTimer();
    const keepalive = flushOptions.keepalive ?? false;
    if (keepalive) {
      if (isDirty() && inFlightValue !== value) await send({ keepalive: true });
      return;
    }
    // Wait for the save in flight, then send what changed meanwhile.
    while (inFlight) await inFlight;
    if (isDirty()) await send({ keepalive: false });
  }

  return {
    change(next) {
      value = next;
      options.onState?.(value, isDirty(), 'change');
      cancelTimer();
      if (!isDirty()) return;
      timer = setTimeout(() => {
        timer = null;
        void flush();
      }, options.delayMs);
    },
    flush,
    adopt(next) {
      value = next;
      savedValue = next;
      cancelTimer();
    },
    isDirty,
    value: () => value,
  };
}
