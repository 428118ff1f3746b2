import { z } from 'zod';
import { rhymeSchemeSchema, storytellingDirectorSchema, styleDirectorSchema } from '../ai/contracts';
import {
  MAX_CHAT_MESSAGE_CHARS,
  MAX_CHAT_MESSAGES,
  MAX_CURSOR_CHARS,
  MAX_ID_CHARS,
  MAX_LIBRARY_SEARCH_CHARS,
  MAX_LIST_ITEMS,
  MAX_LYRICS_CHARS,
  MAX_NAME_CHARS,
  MAX_OFFERED_ARTISTS,
  MAX_OFFERED_SONGS,
  MAX_STYLE_CHARS,
  MAX_TAG_CHARS,
  MAX_TITLE_CHARS,
  MAX_URL_CHARS,
} from '../constants';
import { storableText } from '../text';

/** Contracts of the session endpoints (R-session-1, R-session-5). */

// Request text is storableText: NUL or a lone surrogate would make PostgreSQL throw.
const id = storableText(MAX_ID_CHARS).min(1);
const name = storableText(MAX_NAME_CHARS);
const url = storableText(MAX_URL_CHARS);

export const sessionIdParamsSchema = z.object({ id: z.uuid({ message: 'must be a session id' }) });

export const referenceArtistSchema = z.object({
  id,
  name,
  image: url.nullable(),
  images: z.array(url).max(10),
  popularity: z.number().min(0).max(100),
});
export type ReferenceArtist = z.infer<typeof referenceArtistSchema>;

export const referenceSongSchema = z.object({
  id,
  name,
  artists: z.array(z.object({ name })).max(20),
  album: z.object({ name, images: z.array(url).max(10) }),
  popularity: z.number().min(0).max(100),
  track_coverart: url.nullable(),
});
export type ReferenceSong = z.infer<typeof referenceSongSchema>;

/**
 * Artists and songs the writer's message named, as found in the platform's catalogue, in the shapes
 * the reference saves take: the client pins one as it is, with no further look-up (R-chat-12).
 */
export const chatReferencesSchema = z.object({
  artists: z.array(referenceArtistSchema).max(MAX_OFFERED_ARTISTS),
  songs: z.array(referenceSongSchema).max(MAX_OFFERED_SONGS),
});
export type ChatReferences = z.infer<typeof chatReferencesSchema>;

export const chatMessageSchema = z.object({
  id: id,
  role: z.enum(['user', 'assistant']),
  content: storableText(MAX_CHAT_MESSAGE_CHARS),
  timestamp: storableText(40),
  suggestions: z.array(storableText(500)).max(10).optional(),
  /** On a reply: the references it offered, kept so a reloaded conversation offers them again. */
  references: chatReferencesSchema.optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const lyrics = storableText(MAX_LYRICS_CHARS);
const songTitle = storableText(MAX_TITLE_CHARS);
const style = storableText(MAX_STYLE_CHARS);
// Unknown mood/genre names are kept (the client shows them grey), but bounded.
const tagList = z.array(storableText(MAX_TAG_CHARS).min(1)).max(MAX_LIST_ITEMS);

/** A whole session as the API answers it. */
export const sessionSchema = z.object({
  sessionId: z.string(),
  songTitle: z.string(),
  lyrics: z.string(),
  style: z.string(),
  messagesJson: z.array(chatMessageSchema),
  contextJson: z.unknown().nullable(),
  referenceSongIds: z.array(z.string()),
  referenceSongsJson: z.array(referenceSongSchema),
  referenceArtistIds: z.array(z.string()),
  referenceArtistsJson: z.array(referenceArtistSchema),
  selectedMoods: z.array(z.string()),
  selectedGenres: z.array(z.string()),
  lastSaved: z.string(),
  /** Marked by the writer to find again: the library can list only these. */
  starred: z.boolean(),
  /** The rhyme scheme the writer set for the song's suggestions; null: read from the lyrics. */
  rhymeScheme: rhymeSchemeSchema.nullable(),
  storytellingDirectorOutput: storytellingDirectorSchema.nullable(),
  styleDirectorOutput: styleDirectorSchema.nullable(),
});
export type Session = z.infer<typeof sessionSchema>;

/** One library card: what the list answers (never the lyrics themselves). */
export const sessionPreviewSchema = z.object({
  sessionId: z.string(),
  songTitle: z.string(),
  /** The first 10 words of the lyrics, with '...' when there are more; '' when there are none. */
  preview: z.string(),
  lastSaved: z.string(),
  starred: z.boolean(),
});
export type SessionPreview = z.infer<typeof sessionPreviewSchema>;

/** One page of the library, newest save first; `nextCursor` asks for the page after it. */
export const sessionPageSchema = z.object({
  sessions: z.array(sessionPreviewSchema),
  nextCursor: z.string().nullable(),
});
export type SessionPage = z.infer<typeof sessionPageSchema>;

/**
 * GET /api/sessions: `q` searches titles and lyrics for a literal substring, case-insensitively
 * (blank: every session); `cursor` is a page's `nextCursor`, opaque to the client.
 */
export const sessionListQuerySchema = z.object({
  q: storableText(MAX_LIBRARY_SEARCH_CHARS).trim().optional(),
  cursor: z.string().max(MAX_CURSOR_CHARS).optional(),
  /** 'true': only the starred sessions. */
  starred: z
    .enum(['true', 'false'], { message: "must be 'true' or 'false'" })
    .optional()
    .transform((value) => value === 'true'),
});
export type SessionListQuery = z.infer<typeof sessionListQuerySchema>;

export const createSessionBodySchema = z.object({
  songTitle: songTitle.optional(),
  lyrics: lyrics.optional(),
  style: style.optional(),
  messagesJson: z.array(chatMessageSchema).max(MAX_CHAT_MESSAGES).optional(),
});
export type CreateSessionBody = z.infer<typeof createSessionBodySchema>;

export const updateSessionBodySchema = z.object({
  songTitle: songTitle.optional(),
  lyrics: lyrics.optional(),
  style: style.optional(),
  /** A star is not a save: it leaves the last-saved time (and the library's order) as it was. */
  starred: z.boolean().optional(),
  /** Not a save either; null goes back to reading the scheme from the lyrics. */
  rhymeScheme: rhymeSchemeSchema.nullable().optional(),
});
export type UpdateSessionBody = z.infer<typeof updateSessionBodySchema>;

export const updateLyricsBodySchema = z.object({ lyrics });

/**
 * The autosave's answer (ADR 050): the save's time, not the session. The editor already holds the
 * text it sent, so echoing it back (and the chat, the directors) cost every save for nothing.
 */
export const lyricsSavedSchema = z.object({ sessionId: z.string(), lastSaved: z.string() });
export type LyricsSaved = z.infer<typeof lyricsSavedSchema>;

export const deleteSessionResponseSchema = z.object({ sessionId: z.string(), deleted: z.literal(true) });

export const referenceArtistsBodySchema = z.object({
  artistIds: z.array(id).max(MAX_LIST_ITEMS),
  artistsData: z.array(referenceArtistSchema).max(MAX_LIST_ITEMS),
});
export const referenceSongsBodySchema = z.object({
  songIds: z.array(id).max(MAX_LIST_ITEMS),
  songsData: z.array(referenceSongSchema).max(MAX_LIST_ITEMS),
});
export type ReferenceArtistsBody = z.infer<typeof referenceArtistsBodySchema>;
export type ReferenceSongsBody = z.infer<typeof referenceSongsBodySchema>;
export const moodsBodySchema = z.object({ moods: tagList });
export const genresBodySchema = z.object({ genres: tagList });
export type MoodsBody = z.infer<typeof moodsBodySchema>;
export type GenresBody = z.infer<typeof genresBodySchema>;
