import { describe, expect, it } from 'vitest';
import type { CachedSession } from '@/lib/session-cache';
import { chooseInitialLyrics, chooseInitialTitle } from './load-priority';

const ID = 'session-1';
const server = { lyrics: 'server text', lastSaved: '2025-01-01T10:00:00.000Z' };
const cachedEntry = (overrides: Partial<CachedSession>): CachedSession => ({
  sessionId: ID,
  cachedAt: 0,
  ...overrides,
});
const none = { cached: null, backup: null, last: null };

describe('load priority', () => {
  it('prefers the cached session lyrics and pushes them when they differ', () => {
    const result = chooseInitialLyrics(ID, server, {
      cached: cachedEntry({ lyrics: 'cached text', lyricsDirty: true }),
      backup: 'backup text',
      last: { lyrics: 'last text', sessionId: ID },
    });
    expect(result).toEqual({ lyrics: 'cached text', source: 'cache', pushToServer: true });
  });

  it('falls back to the backup, then last content, then the server', () => {
    const last = { lyrics: 'last text', sessionId: ID };
    expect(chooseInitialLyrics(ID, server, { cached: null, backup: 'backup text', last })).toMatchObject({
      lyrics: 'backup text',
      source: 'backup',
    });
    expect(chooseInitialLyrics(ID, server, { cached: null, backup: null, last })).toMatchObject({
      lyrics: 'last text',
      source: 'last',
    });
    expect(chooseInitialLyrics(ID, server, none)).toEqual({
      lyrics: 'server text',
      source: 'server',
      pushToServer: false,
    });
  });

  it('a cache entry without lyrics (title only) does not hide the backup', () => {
    const result = chooseInitialLyrics(ID, server, {
      cached: cachedEntry({ songTitle: 'T' }),
      backup: 'backup text',
      last: null,
    });
    expect(result.source).toBe('backup');
  });

  it('never uses last content that belongs to another song, or to no known song', () => {
    expect(
      chooseInitialLyrics(ID, server, { ...none, last: { lyrics: 'other song', sessionId: 'session-2' } }),
    ).toMatchObject({ lyrics: 'server text', source: 'server' });
    expect(
      chooseInitialLyrics(ID, server, { ...none, last: { lyrics: 'unknown', sessionId: null } }),
    ).toMatchObject({ lyrics: 'server text', source: 'server' });
  });

  it('does not push when the local copy equals the server', () => {
    const result = chooseInitialLyrics(ID, server, { ...none, backup: 'server text' });
    expect(result.pushToServer).toBe(false);
  });

  it('an acknowledged cache yields to lyrics saved later on the server (another device)', () => {
    const cached = cachedEntry({
      lyrics: 'old synced',
      lyricsDirty: false,
      lastSaved: '2025-01-01T09:00:00.000Z',
    });
    expect(chooseInitialLyrics(ID, server, { ...none, cached })).toEqual({
      lyrics: 'server text',
      source: 'server',
      pushToServer: false,
    });
  });

  it('unacknowledged local edits win over the server, and are pushed (R-load-1, R-load-2)', () => {
    const cached = cachedEntry({
      lyrics: 'typed offline',
      lyricsDirty: true,
      lastSaved: '2025-01-01T09:00:00.000Z',
    });
    expect(chooseInitialLyrics(ID, server, { ...none, cached })).toEqual({
      lyrics: 'typed offline',
      source: 'cache',
      pushToServer: true,
    });
  });

  it('the title: an unacknowledged cached title wins, otherwise the server title', () => {
    expect(chooseInitialTitle('Server', cachedEntry({ songTitle: 'Mine', titleDirty: true }))).toBe('Mine');
    expect(chooseInitialTitle('Server', cachedEntry({ songTitle: 'Mine', titleDirty: false }))).toBe(
      'Server',
    );
    expect(chooseInitialTitle('Server', null)).toBe('Server');
  });
});
