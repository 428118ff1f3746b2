import type { AppConfig } from '@lyricist/shared/auth/contracts';
import { STORAGE_KEYS } from '@lyricist/shared/storage-keys';
import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_COOKIE_EXPIRY_DAYS,
  ANALYTICS_DEFAULT_API_HOST,
  ANALYTICS_FLUSH_INTERVAL_MS,
  ANALYTICS_REQUEST_TIMEOUT_MS,
  APP_VERSION,
  RECORD_IDLE_TIMEOUT_MS,
  RECORD_MAX_MS,
} from '@lyricist/shared/web-constants';
import type { Config } from 'mixpanel-browser';
import { setAnalyticsClient } from './analytics';
import { readLocal } from './storage';

/** navigator.doNotTrack and its older spellings, the same signals mixpanel itself honours. */
export function hasDoNotTrack(): boolean {
  const nav = navigator as Navigator & { msDoNotTrack?: string };
  const win = window as Window & { doNotTrack?: string };
  return [nav.doNotTrack, nav.msDoNotTrack, win.doNotTrack].some((v) => v === '1' || v === 'yes');
}

/** The mixpanel settings of R-analytics-2 to R-analytics-4; the recorder's defaults already match them. */
export function mixpanelConfig(apiHost: string | null): Partial<Config> {
  return {
    api_host: apiHost ?? ANALYTICS_DEFAULT_API_HOST,
    persistence: 'localStorage',
    ignore_dnt: false,
    track_pageview: false,
    batch_requests: true,
    batch_size: ANALYTICS_BATCH_SIZE,
    batch_flush_interval_ms: ANALYTICS_FLUSH_INTERVAL_MS,
    batch_request_timeout_ms: ANALYTICS_REQUEST_TIMEOUT_MS,
    cookie_expiration: ANALYTICS_COOKIE_EXPIRY_DAYS,
    record_sessions_percent: 100,
    record_idle_timeout_ms: RECORD_IDLE_TIMEOUT_MS,
    record_max_ms: RECORD_MAX_MS,
    record_block_class: 'rr-block',
    record_mask_text_class: 'rr-mask',
  };
}

let started = false;

/**
 * Loads mixpanel after first paint, only when this deployment has a token and the browser does not
 * ask not to be tracked. Anything going wrong turns analytics off; the app never notices.
 */
export function startAnalytics(settings: AppConfig['analytics']): void {
  if (started) return;
  started = true;
  const { token } = settings;
  if (!token || hasDoNotTrack()) {
    setAnalyticsClient(null);
    return;
  }
  afterFirstPaint(() => {
    void loadMixpanel(token, settings.apiHost).catch((error: unknown) => {
      console.warn('Analytics unavailable', error);
      setAnalyticsClient(null);
    });
  });
}

/** Turns analytics off, e.g. when the deployment's config could not be read. */
export function disableAnalytics(): void {
  if (started) return;
  started = true;
  setAnalyticsClient(null);
}

async function loadMixpanel(token: string, apiHost: string | null): Promise<void> {
  const { default: mixpanel } = await import('mixpanel-browser');
  mixpanel.init(token, mixpanelConfig(apiHost));
  mixpanel.register({ app_version: APP_VERSION });
  // A previous user's identity must not survive a sign-out that happened before analytics loaded.
  if (!readLocal(STORAGE_KEYS.userToken) && mixpanel.get_property('$user_id')) mixpanel.reset();
  setAnalyticsClient({
    track: (event, props) => mixpanel.track(event, props),
    identify: (userId, props) => {
      mixpanel.identify(userId);
      mixpanel.people.set(props);
    },
    reset: () => mixpanel.reset(),
  });
}

function afterFirstPaint(run: () => void): void {
  // Two frames: the first paint has happened when the second callback runs; then wait for idle time.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
      else setTimeout(run, 0);
    }),
  );
}
