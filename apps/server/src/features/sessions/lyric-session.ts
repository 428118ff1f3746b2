import {
  type RhymeScheme,
  rhymeSchemeSchema,
  type StorytellingDirector,
  type StyleDirector,
  storytellingDirectorSchema,
  styleDirectorSchema,
  type ThemeData,
  themeDataSchema,
} from '@lyricist/shared/ai/contracts';
import {
  type ChatMessage,
  chatMessageSchema,
  type ReferenceArtist,
  type ReferenceSong,
  referenceArtistSchema,
  referenceSongSchema,
} from '@lyricist/shared/sessions/contracts';
import type { z } from 'zod';
import type { lyricSessions } from '../../db/schema/index';

/** A session's own columns (`sessionColumns`): not the library's preview. */
type SessionRow = Omit<typeof lyricSessions.$inferSelect, 'preview'>;

/** A lyric session as the server works with it: every jsonb column parsed once, by the store. */
export type LyricSession = {
  id: string;
  songTitle: string;
  lyrics: string;
  style: string;
  messages: ChatMessage[];
  /** The theme analysis of the last chat turn (the session's contextJson, R-session-1). */
  context: ThemeData | null;
  referenceArtistIds: string[];
  referenceArtists: ReferenceArtist[];
  referenceSongIds: string[];
  referenceSongs: ReferenceSong[];
  moods: string[];
  genres: string[];
  storytellingDirector: StorytellingDirector | null;
  styleDirector: StyleDirector | null;
  lastSaved: Date;
  starred: boolean;
  /** The rhyme scheme the writer set for the song; null: the engine reads it from the lyrics. */
  rhymeScheme: RhymeScheme | null;
};

/** What a save may change; lastSaved is stamped by the store. */
export type SessionChanges = Partial<Omit<LyricSession, 'id' | 'lastSaved'>>;

/** jsonb comes back untyped and may predate today's contracts: keep only entries that still match. */
function validList<T>(schema: z.ZodType<T>, value: unknown): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A stored value that no longer matches its contract counts as absent. */
export function validOrNull<T>(schema: z.ZodType<T>, value: unknown): T | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Parses one row of lyric_sessions. */
export function toLyricSession(row: SessionRow): LyricSession {
  return {
    id: row.id,
    songTitle: row.songTitle,
    lyrics: row.lyrics,
    style: row.style,
    messages: validList(chatMessageSchema, row.messages),
    context: validOrNull(themeDataSchema, row.context),
    referenceArtistIds: strings(row.referenceArtistIds),
    referenceArtists: validList(referenceArtistSchema, row.referenceArtists),
    referenceSongIds: strings(row.referenceSongIds),
    referenceSongs: validList(referenceSongSchema, row.referenceSongs),
    moods: strings(row.moods),
    genres: strings(row.genres),
    storytellingDirector: validOrNull(storytellingDirectorSchema, row.storytellingDirector),
    styleDirector: validOrNull(styleDirectorSchema, row.styleDirector),
    lastSaved: row.lastSaved,
    starred: row.starred,
    rhymeScheme: validOrNull(rhymeSchemeSchema, row.rhymeScheme),
  };
}
