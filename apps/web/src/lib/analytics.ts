import { ANALYTICS_EVENT_PREFIX } from '@lyricist/shared/web-constants';

/**
 * The app's analytics facade. Calls made before the analytics library has loaded (it is imported
 * after first paint, and only when configured) are queued; when analytics is off they are dropped.
 * Nothing here may throw into the app.
 */
export type AnalyticsClient = {
  track: (event: string, props?: Record<string, unknown>) => void;
  identify: (userId: string, props: Record<string, unknown>) => void;
  reset: () => void;
};

type Call = (client: AnalyticsClient) => void;

let client: AnalyticsClient | null = null;
let disabled = false;
const queue: Call[] = [];
const MAX_QUEUE = 200;

function run(call: Call): void {
  if (disabled) return;
  if (!client) {
    if (queue.length < MAX_QUEUE) queue.push(call);
    return;
  }
  try {
    call(client);
  } catch {
    // Analytics failing never breaks the app.
  }
}

/** Records `lyricist_<event>`. */
export function track(event: string, props?: Record<string, unknown>): void {
  run((c) => c.track(`${ANALYTICS_EVENT_PREFIX}${event}`, props));
}

export function identify(userId: string, props: Record<string, unknown>): void {
  run((c) => c.identify(userId, props));
}

export function resetAnalytics(): void {
  run((c) => c.reset());
}

/** Installs the loaded client and flushes what was queued; `null` turns analytics off. */
export function setAnalyticsClient(next: AnalyticsClient | null): void {
  if (!next) {
    disabled = true;
    queue.length = 0;
    return;
  }
  client = next;
  for (const call of queue.splice(0)) run(call);
}
