import { COPY } from '@lyricist/shared/copy';

/** The card's title: the song title, or 'Untitled' when it is blank. */
export function displayTitle(songTitle: string): string {
  return songTitle.trim() === '' ? COPY.library.untitled : songTitle;
}

/** The card's text: the server's preview of the lyrics (their first 10 words), or 'No content yet...'. */
export function displayPreview(preview: string): string {
  return preview === '' ? COPY.library.noContent : preview;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A last-saved timestamp for people, e.g. 'Nov 21, 2026'; empty when unreadable. */
export function formatSavedDate(lastSaved: string): string {
  const date = new Date(lastSaved);
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date);
}
