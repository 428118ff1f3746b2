import { LIBRARY_PREVIEW_WORDS } from '@lyricist/shared/constants';
import { COPY } from '@lyricist/shared/copy';

/** The first 10 words, with '...' when there are more; 'No content yet...' for empty lyrics. */
export function lyricsPreview(lyrics: string): string {
  const words = lyrics.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return COPY.library.noContent;
  const shown = words.slice(0, LIBRARY_PREVIEW_WORDS).join(' ');
  return words.length > LIBRARY_PREVIEW_WORDS ? `${shown}...` : shown;
}

/** The card's title: the song title, or 'Untitled' when it is blank. */
export function displayTitle(songTitle: string): string {
  return songTitle.trim() === '' ? COPY.library.untitled : songTitle;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A last-saved timestamp for people, e.g. 'Nov 21, 2026'; empty when unreadable. */
export function formatSavedDate(lastSaved: string): string {
  const date = new Date(lastSaved);
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date);
}
