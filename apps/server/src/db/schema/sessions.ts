import type {
  RhymeScheme,
  StorytellingDirector,
  StyleDirector,
  ThemeData,
} from '@lyricist/shared/ai/contracts';
import type { ChatMessage, ReferenceArtist, ReferenceSong } from '@lyricist/shared/sessions/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A lyric session (R-session-1). JSON fields are real jsonb (R-session-3), typed with the shared
 * contracts; rows written by older versions may not match, so the session store parses each row once
 * on read. A row of up to 8,160 bytes is stored whole, uncompressed (toast_tuple_target, migration
 * 0016, ADR 059): the autosave rewrites the song every few seconds, and compressing it each time was
 * a tenth of PostgreSQL's work a save.
 */
export const lyricSessions = pgTable(
  'lyric_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    songTitle: text('song_title').notNull(),
    lyrics: text('lyrics').notNull(),
    style: text('style').notNull(),
    messages: jsonb('messages').$type<ChatMessage[]>().notNull().default([]),
    context: jsonb('context').$type<ThemeData>(),
    referenceSongIds: jsonb('reference_song_ids').$type<string[]>().notNull().default([]),
    referenceSongs: jsonb('reference_songs').$type<ReferenceSong[]>().notNull().default([]),
    referenceArtistIds: jsonb('reference_artist_ids').$type<string[]>().notNull().default([]),
    referenceArtists: jsonb('reference_artists').$type<ReferenceArtist[]>().notNull().default([]),
    moods: jsonb('moods').$type<string[]>().notNull().default([]),
    genres: jsonb('genres').$type<string[]>().notNull().default([]),
    storytellingDirector: jsonb('storytelling_director').$type<StorytellingDirector>(),
    styleDirector: jsonb('style_director').$type<StyleDirector>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSaved: timestamp('last_saved', { withTimezone: true }).notNull().defaultNow(),
    starred: boolean('starred').notNull().default(false),
    /** The rhyme scheme the writer set for the song; null: the engine reads it from the lyrics. */
    rhymeScheme: text('rhyme_scheme').$type<RhymeScheme>(),
    /**
     * The library card's text (preview-sql.ts), derived when the library needs it rather than on
     * every autosave: a write of the title or the lyrics sets it to null, which also marks the
     * session's search text due (session-search.ts); the list computes a null one as it reads, and
     * a search derives both before it looks (library-derive.ts).
     */
    preview: text('preview'),
  },
  (t) => [
    // The library's pages: keyset on (last saved, id), newest first.
    index('lyric_sessions_user_saved_idx').on(
      t.userId,
      t.lastSaved.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The starred filter's pages: the same keyset over only the starred few.
    index('lyric_sessions_user_starred_idx')
      .on(t.userId, t.lastSaved.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.starred}`),
    // The sessions whose preview and search text are due: one writer's few saved since the library
    // last searched, found without reading the rest.
    index('lyric_sessions_user_due_idx').on(t.userId).where(sql`${t.preview} is null`),
  ],
);

/** One row per gated approach a user asked for. */
export const accessRequests = pgTable(
  'access_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    approach: text('approach', { enum: ['melody_first', 'stream_of_consciousness'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.approach] })],
);
