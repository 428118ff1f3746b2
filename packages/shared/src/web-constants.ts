/**
 * Timings, sizes and names of the web app fixed by docs/requirements.md. Only the web app and its
 * tests use these; the server and the engine depend on constants.ts alone.
 */

export const APP_VERSION = '1.0.0';

// Timings (ms)
export const AUTOSAVE_DELAY_MS = 1000;
export const TITLE_SAVE_DELAY_MS = 2000;
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const INITIAL_EMPTY_CANVAS_AUTOCOMPLETE_MS = 500;
export const REREQUEST_AFTER_ACCEPT_MS = 200;
export const SUGGESTION_REVEAL_MS_PER_WORD = 80;
export const SEARCH_DEBOUNCE_MS = 300;
export const TITLE_FLAG_POLL_MS = 500;
export const REGENERATE_BUTTON_DELAY_MS = 250;
export const VOICE_ERROR_TOOLTIP_MS = 3000;
export const ACCESS_STATUS_CHECK_DELAY_MS = 1000;
export const CHAT_INPUT_FOCUS_DELAY_MS = 2000;
export const PENDING_REQUEST_BOUNCE_MS = 300;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_LIMIT = 1;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Gestures and layout
export const KEYBOARD_DETECTION_THRESHOLD_PX = 150;
export const SWIPE_ACCEPT_MIN_X_PX = 100;
export const SWIPE_ACCEPT_MAX_Y_PX = 50;

// Sizes and names
export const TITLE_TEXTAREA_ROWS = 2;
export const SPEECH_LANGUAGE = 'en-US';
export const LIBRARY_FALLBACK_POPULARITY = 50;

// Session cache (R-cache-1)
export const SESSION_CACHE_KEY = 'lyricist_session_cache';
export const SESSION_CACHE_VERSION = '1.0';
export const SESSION_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

// Analytics (R-analytics-1 to R-analytics-4)
export const ANALYTICS_EVENT_PREFIX = 'lyricist_';
export const ANALYTICS_DEFAULT_API_HOST = 'https://api-eu.mixpanel.com';
export const ANALYTICS_BATCH_SIZE = 50;
export const ANALYTICS_FLUSH_INTERVAL_MS = 5000;
export const ANALYTICS_REQUEST_TIMEOUT_MS = 90_000;
export const ANALYTICS_COOKIE_EXPIRY_DAYS = 365;
export const ANALYTICS_TRUNCATE = 255;
export const ANALYTICS_MAX_BACKOFF_MS = 10 * 60 * 1000;
export const RECORD_MAX_MS = 24 * 60 * 60 * 1000;
export const RECORD_IDLE_TIMEOUT_MS = 30 * 60 * 1000;

// Voice memos (R-memo-2, R-memo-6)
/** The first retry of a memo upload that failed; each further retry waits twice as long, up to the max. */
export const MEMO_UPLOAD_RETRY_FIRST_MS = 1000;
export const MEMO_UPLOAD_RETRY_MAX_MS = 60_000;
/** Opus at 64 kbit/s keeps a sung line clear; three minutes take 1.4 MB, well under MEMO_MAX_BYTES. */
export const MEMO_AUDIO_BITS_PER_SECOND = 64_000;
