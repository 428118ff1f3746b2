import type { SessionSummary } from '@lyricist/shared/sessions/contracts';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, filterSessions } from './library-search';
import { displayTitle, formatSavedDate, lyricsPreview } from './lyrics-preview';

const session = (sessionId: string, songTitle: string, lyrics: string): SessionSummary => ({
  sessionId,
  songTitle,
  lyrics,
  style: 'Default Style',
  lastSaved: '2026-11-21T10:00:00.000Z',
});

describe('library search', () => {
  const index = buildSearchIndex([
    session('1', 'Midnight Train', 'rolling through the rain'),
    session('2', 'Summer', 'the MIDNIGHT sun is calling'),
    session('3', '', 'nothing to see'),
  ]);
  const ids = (term: string) => filterSessions(index, term).map((s) => s.sessionId);

  it('matches titles and lyrics, case-insensitively, keeping the order', () => {
    expect(ids('midnight')).toEqual(['1', '2']);
    expect(ids('RAIN')).toEqual(['1']);
  });

  it('shows everything for a blank term and nothing when no session matches', () => {
    expect(ids('   ')).toEqual(['1', '2', '3']);
    expect(ids('tambourine')).toEqual([]);
  });

  it('ignores surrounding spaces in the term', () => {
    expect(ids('  summer ')).toEqual(['2']);
  });
});

describe('card text', () => {
  it("shows the first 10 words, with '...' only when there are more", () => {
    expect(lyricsPreview('one two three four five six seven eight nine ten eleven')).toBe(
      'one two three four five six seven eight nine ten...',
    );
    expect(lyricsPreview('one two three four five six seven eight nine ten')).toBe(
      'one two three four five six seven eight nine ten',
    );
    expect(lyricsPreview('line one\nline two')).toBe('line one line two');
  });

  it("says 'No content yet...' for empty lyrics", () => {
    expect(lyricsPreview('')).toBe('No content yet...');
    expect(lyricsPreview(' \n\n ')).toBe('No content yet...');
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
