import type { Session } from '@lyricist/shared/sessions/contracts';
import type { LyricSession } from './lyric-session';

/** A session as the API answers it (the field names of R-session-1). */
export function presentSession(session: LyricSession): Session {
  return {
    sessionId: session.id,
    songTitle: session.songTitle,
    lyrics: session.lyrics,
    style: session.style,
    messagesJson: session.messages,
    contextJson: session.context,
    referenceSongIds: session.referenceSongIds,
    referenceSongsJson: session.referenceSongs,
    referenceArtistIds: session.referenceArtistIds,
    referenceArtistsJson: session.referenceArtists,
    selectedMoods: session.moods,
    selectedGenres: session.genres,
    lastSaved: session.lastSaved.toISOString(),
    starred: session.starred,
    rhymeScheme: session.rhymeScheme,
    storytellingDirectorOutput: session.storytellingDirector,
    styleDirectorOutput: session.styleDirector,
  };
}
