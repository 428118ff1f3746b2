/**
 * Names and limits fixed by docs/requirements.md that the server, the engine and the contracts use.
 * The web app's own timings and sizes are in web-constants.ts.
 */

export const PRODUCT_NAME = 'Lyricist';

// Limits
export const SEARCH_DEFAULT_LIMIT = 50;
export const SEARCH_MAX_LIMIT = 50;
export const LIBRARY_PREVIEW_WORDS = 10;
/** Library cards per page of GET /api/sessions: a multiple of 2 and 3, so every grid row is full. */
export const LIBRARY_PAGE_SIZE = 30;
export const RHYME_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export const DEFAULT_SONG_TITLE = 'Untitled Song';
export const DEFAULT_STYLE = 'Default Style';
export const THEME_CHAT_STYLE = 'Theme Chat';
export const THEME_CHAT_SESSION_TITLE = 'Theme Discovery Session';
export const OTHER_FALLBACK_POPULARITY = 0;
export const UNKNOWN_ALBUM = 'Unknown Album';
export const MAX_TITLE_WORDS = 6;
export const MAX_SUGGESTION_WORDS = 14;
export const MAX_CHAT_SUGGESTIONS = 4;
/**
 * The most artists and songs one chat reply offers as references (R-chat-12): each name costs a
 * catalogue search or two, which Musixmatch counts against a quota.
 */
export const MAX_OFFERED_ARTISTS = 3;
export const MAX_OFFERED_SONGS = 2;

// Server-side limits (R-limits-1, R-limits-2)
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
/**
 * How long the local language model (AI_PROVIDER=local) may take over one ghost-text line before the
 * engine writes it instead. On a 2-core machine its line takes 2-4 s (ADR 044): a shorter budget
 * would only ever show the engine's line, after the wait.
 */
export const LOCAL_MODEL_BUDGET_MS = 4000;
/** Back-to-back AI calls allowed before the per-minute pace applies (R-limits-3). */
export const AI_RATE_LIMIT_BURST = 10;
// Sign-in limits (docs/decisions/041-sign-in-limits.md). A bucket lets `burst` calls through at once,
// then one more every `refillMs`: a room of 50 writers behind one address gets in together, a flood is
// refused past the burst. A backoff lets `free` wrong passwords through, then each try waits `delayMs`,
// doubled per further failure up to `maxDelayMs`; one failure is forgotten every `forgetMs`.
/** Sign-ins an address may start (POST /api/auth/token). */
export const SIGN_IN_STARTS_PER_ADDRESS = { burst: 60, refillMs: 10_000 } as const;
/** Accounts an address may create on the embedded platform. */
export const ACCOUNT_CREATIONS_PER_ADDRESS = { burst: 60, refillMs: 60_000 } as const;
/** Wrong passwords an address may send, whatever the accounts (password spraying, stuffing). */
export const SIGN_IN_FAILURES_PER_ADDRESS = { burst: 50, refillMs: 60_000 } as const;
/** Wrong passwords for one account from one address (guessing one writer's password from one place). */
export const SIGN_IN_FAILURES_PER_PAIR = {
  free: 5,
  delayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  forgetMs: 15 * 60_000,
} as const;
/**
 * Wrong passwords for one account from any address: a soft delay, for browsers that never signed in
 * to it only, so the owner's own browser is never kept out.
 */
export const SIGN_IN_FAILURES_PER_ACCOUNT = {
  free: 10,
  delayMs: 5_000,
  maxDelayMs: 5 * 60_000,
  forgetMs: 15 * 60_000,
} as const;
/** How long a browser stays known to the accounts it signed in to (400 days: browsers' cookie cap). */
export const KNOWN_BROWSER_MS = 400 * 24 * 60 * 60_000;
/** Catalogue searches (artists and tracks together) per writer per minute. */
export const CATALOGUE_SEARCHES_PER_MINUTE = 60;
/** AI_DAILY_LIMIT's default with AI_PROVIDER=model: AI calls per writer per day (0 turns it off). */
export const AI_DAILY_LIMIT_MODEL_DEFAULT = 500;
export const AI_DAILY_WINDOW_MS = 24 * 60 * 60_000;
export const AUTOCOMPLETE_TIMEOUT_MS = 10_000;
export const AI_TIMEOUT_MS = 60_000;

// Approaches (R-product-2)
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

// The writer's toolbox (issue 17)
/** Word-panel lookups (rhymes, meanings, meter) per writer per minute: typing-speed generous. */
export const WORDS_RATE_LIMIT_PER_MINUTE = 300;
/** Rhymes listed per kind (perfect, slant, multi-syllable) in one answer. */
export const MAX_RHYMES_PER_KIND = 120;
/** Results of one "rhymes with ___ and means ___" search. */
export const MAX_WORD_SEARCH_RESULTS = 60;
/** Pronunciations one writer may correct. */
export const MAX_PRONUNCIATIONS = 2000;
/** The syllable counts a writer may give a word. */
export const MIN_WORD_SYLLABLES = 1;
export const MAX_WORD_SYLLABLES = 12;

// Voice memos in the writer (issue 35, R-memo-3)
/** The longest memo: a hummed verse or chorus, not a rehearsal. */
export const MEMO_MAX_DURATION_MS = 3 * 60_000;
/**
 * How far the length the browser reports may stray from the one the bytes give before the server
 * stores the bytes' (ADR 060): the recorder's clock runs from its start event to its stop event, a
 * frame or two from the audio it wrote, and a take stopped at the limit may run a frame past it.
 */
export const MEMO_LENGTH_TOLERANCE_MS = 250;
/**
 * The largest memo. Three minutes of Opus at Chrome's default 128 kbit/s is 2.9 MB, and of AAC at
 * Safari's 192 kbit/s 4.3 MB; the writer records at 64 kbit/s (1.4 MB). Above 5 MB the bytes are
 * not a voice memo, and the player fetches a memo whole into memory.
 */
export const MEMO_MAX_BYTES = 5 * 1024 * 1024;
/** Memos per song: enough takes of every part, and a song's audio stays under 100 MB. */
export const MEMO_MAX_PER_SESSION = 20;
/**
 * All of one writer's memos together, over every song (R-memo-10, ADR 055): 40 memos at the 5 MB
 * limit, or about 145 three-minute takes (7 hours) at the writer's 64 kbit/s. Without it one account
 * could fill the disk with song after song of 20 memos. A deployment may change it (MEMO_QUOTA_BYTES).
 */
export const MEMO_QUOTA_BYTES = 40 * MEMO_MAX_BYTES;
/**
 * Memo uploads per writer per MEMO_UPLOAD_WINDOW_MS, refused ones counted (R-memo-11, ADR 055): one
 * every 5 s for 10 minutes, or a sign-out sending six songs' worth of memos kept in the browser at
 * once. A deployment may change it (MEMO_UPLOAD_LIMIT).
 */
export const MEMO_UPLOAD_LIMIT = 120;
export const MEMO_UPLOAD_WINDOW_MS = 10 * 60_000;
export const MEMO_MAX_NAME_CHARS = 100;
/** The most syllables a memo's phrase may ask of a line: more than anyone sings on one breath. */
export const MAX_MELODY_SYLLABLES = 32;
