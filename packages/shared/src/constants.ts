/** Timings, limits and names fixed by SPEC.md point 9 and DESIGN.md. Code and tests import these. */

export const PRODUCT_NAME = 'Lyricist';
export const BRAND_PREFIX = 'lyricist_';
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

// Limits
export const SEARCH_DEFAULT_LIMIT = 50;
export const SEARCH_MAX_LIMIT = 50;
export const LIBRARY_PREVIEW_WORDS = 10;
/** Library cards per page of GET /api/sessions: a multiple of 2 and 3, so every grid row is full. */
export const LIBRARY_PAGE_SIZE = 30;
export const TITLE_TEXTAREA_ROWS = 2;
export const RHYME_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export const SPEECH_LANGUAGE = 'en-US';
export const DEFAULT_SONG_TITLE = 'Untitled Song';
export const DEFAULT_STYLE = 'Default Style';
export const THEME_CHAT_STYLE = 'Theme Chat';
export const THEME_CHAT_SESSION_TITLE = 'Theme Discovery Session';
export const LIBRARY_FALLBACK_POPULARITY = 50;
export const OTHER_FALLBACK_POPULARITY = 0;
export const UNKNOWN_ALBUM = 'Unknown Album';
export const MAX_TITLE_WORDS = 6;
export const MAX_SUGGESTION_WORDS = 14;
export const MAX_CHAT_SUGGESTIONS = 4;

// Server-side limits (DESIGN.md "Data and API")
export const MAX_BODY_BYTES = 256 * 1024;
export const MAX_LYRICS_CHARS = 50_000;
/** Longer than any English word (the CMU dictionary's longest has 28 letters): analysed as unknown. */
export const MAX_WORD_LETTERS = 40;
/** Longer than any line anyone sings: the engine does not try to finish it. */
export const MAX_SUNG_LINE_CHARS = 1000;
export const MAX_TITLE_CHARS = 200;
export const MAX_CHAT_MESSAGE_CHARS = 4000;
export const MAX_STYLE_CHARS = 100;
export const MAX_LIST_ITEMS = 50;
export const MAX_TAG_CHARS = 50;
export const MAX_CHAT_MESSAGES = 500;
export const MAX_ID_CHARS = 100;
export const MAX_NAME_CHARS = 200;
export const MAX_URL_CHARS = 2000;
export const MAX_LIBRARY_SEARCH_CHARS = 500;
export const MAX_CURSOR_CHARS = 200;
/** The longest text field of a director's output (situation, turn, notes...). */
export const MAX_DIRECTOR_TEXT_CHARS = 500;
export const AI_RATE_LIMIT_PER_MINUTE = 60;
/**
 * How long one embedded engine call may run (issue 12): past it the call is stopped and answers 503,
 * so no input can hold a worker. Autocomplete runs on keystrokes and must be quick; the rest may
 * take a moment. Ordinary calls take tens of milliseconds.
 */
export const ENGINE_AUTOCOMPLETE_BUDGET_MS = 500;
export const ENGINE_TASK_BUDGET_MS = 3000;
/** Back-to-back AI calls allowed before the per-minute pace applies (DESIGN.md "burst 10"). */
export const AI_RATE_LIMIT_BURST = 10;
/** Failed sign-ins allowed per account (from any address) and per address, per window. */
export const SIGN_IN_FAILURES_PER_ACCOUNT = 10;
export const SIGN_IN_FAILURES_PER_ADDRESS = 30;
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60_000;
/** Accounts an address may create per hour on the embedded platform. */
export const ACCOUNT_CREATIONS_PER_ADDRESS = 5;
export const ACCOUNT_CREATION_WINDOW_MS = 60 * 60_000;
/** Sign-ins an address may start (POST /api/auth/token) per window. */
export const SIGN_IN_STARTS_PER_ADDRESS = 20;
export const SIGN_IN_START_WINDOW_MS = 10 * 60_000;
/** Catalogue searches (artists and tracks together) per writer per minute. */
export const CATALOGUE_SEARCHES_PER_MINUTE = 60;
/** AI_DAILY_LIMIT's default with AI_PROVIDER=model: AI calls per writer per day (0 turns it off). */
export const AI_DAILY_LIMIT_MODEL_DEFAULT = 500;
export const AI_DAILY_WINDOW_MS = 24 * 60 * 60_000;
export const AUTOCOMPLETE_TIMEOUT_MS = 10_000;
export const AI_TIMEOUT_MS = 60_000;

// Session cache (SPEC point 3 and 8)
export const SESSION_CACHE_KEY = 'lyricist_session_cache';
export const SESSION_CACHE_VERSION = '1.0';
export const SESSION_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

// Analytics (SPEC point 9)
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

// Approaches (DESIGN.md "Names")
export const APPROACHES = ['melody_first', 'stream_of_consciousness'] as const;
export type Approach = (typeof APPROACHES)[number];

// Version history (issue 18, ADR 015)
/** The first change after this long without a save keeps the text as it stood, as a version. */
export const VERSION_IDLE_MS = 10 * 60 * 1000;
/** Automatic versions younger than this are all kept; older ones are thinned. */
export const VERSION_KEEP_ALL_MS = 24 * 60 * 60 * 1000;
/** Between a day and this age one automatic version per day is kept; beyond it one per week. */
export const VERSION_DAILY_MS = 30 * 24 * 60 * 60 * 1000;
export const MAX_VERSION_NAME_CHARS = 100;
