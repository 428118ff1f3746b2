/**
 * Asks for something a while after the last change, and only the latest answer counts: a new change
 * cancels the wait and aborts the request in flight (the margin's stress marks, issue 17).
 */
export type LatestRequest = {
  /** Asks again `delayMs` from now, dropping any earlier wait or request. */
  schedule: (delayMs: number) => void;
  dispose: () => void;
};

export function createLatestRequest<T>(options: {
  request: (signal: AbortSignal) => Promise<T>;
  onAnswer: (answer: T) => void;
  onError: (error: unknown) => void;
}): LatestRequest {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: AbortController | null = null;

  const drop = () => {
    inFlight?.abort();
    inFlight = null;
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const ask = () => {
    timer = null;
    const controller = new AbortController();
    inFlight = controller;
    options.request(controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        inFlight = null;
        options.onAnswer(answer);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        inFlight = null;
        options.onError(error);
      },
    );
  };

  return {
    schedule: (delayMs) => {
      drop();
      timer = setTimeout(ask, delayMs);
    },
    dispose: drop,
  };
}
