import { describe, expect, it } from 'vitest';
import { displayPreview, displayTitle, formatSavedDate } from './card-text';

// The preview itself (first 10 words, '...') is computed by the database: list-sessions.test.ts.
describe('card text', () => {
  it("shows the server's preview, and 'No content yet...' when there is none", () => {
    expect(displayPreview('one two three...')).toBe('one two three...');
    expect(displayPreview('')).toBe('No content yet...');
  });

  it("falls back to 'Untitled' for a blank title", () => {
    expect(displayTitle('  ')).toBe('Untitled');
    expect(displayTitle('Ghost Town')).toBe('Ghost Town');
  });

  it('formats the last-saved date for people', () => {
    expect(formatSavedDate('2026-11-21T10:00:00.000Z')).toBe('Nov 21, 2026');
    expect(formatSavedDate('not a date')).toBe('');
  });
});
