import { storytellingDirectorSchema, styleDirectorSchema } from '@lyricist/shared/ai/contracts';
import {
  chatMessageSchema,
  referenceArtistSchema,
  referenceSongSchema,
  type Session,
} from '@lyricist/shared/sessions/contracts';
import type { z } from 'zod';
import type { SessionRow } from './owned-session';

/** jsonb comes back untyped: keep only entries that still match the contract. */
function validList<T>(schema: z.ZodType<T>, value: unknown): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function validOrNull<T>(schema: z.ZodType<T>, value: unknown): T | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** A row as the API answers it (SPEC point 3 field names). */
export function presentSession(row: SessionRow): Session {
  return {
    sessionId: row.id,
    songTitle: row.songTitle,
    lyrics: row.lyrics,
    style: row.style,
    messagesJson: validList(chatMessageSchema, row.messages),
    contextJson: row.context ?? null,
    referenceSongIds: strings(row.referenceSongIds),
    referenceSongsJson: validList(referenceSongSchema, row.referenceSongs),
    referenceArtistIds: strings(row.referenceArtistIds),
    referenceArtistsJson: validList(referenceArtistSchema, row.referenceArtists),
    selectedMoods: strings(row.moods),
    selectedGenres: strings(row.genres),
    lastSaved: row.lastSaved.toISOString(),
    storytellingDirectorOutput: validOrNull(storytellingDirectorSchema, row.storytellingDirector),
    styleDirectorOutput: validOrNull(styleDirectorSchema, row.styleDirector),
  };
}
