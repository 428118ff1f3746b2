import type { Session } from '@lyricist/shared/sessions/contracts';
import type { LocalCopies } from '@/lib/local-drafts';
import type { CachedSession } from '@/lib/session-cache';

/**
 * Which lyrics the writer opens with (R-load-1, R-load-2, docs/decisions/004): cached session
 * lyrics, then the per-session backup, then last_lyrics_content, then the server's lyrics. Local
 * content that differs from the server's is pushed to the server.
 *
 * Two guards keep one song's text out of another and keep other devices' work:
 * - last_lyrics_content is global, so it is used only when its companion id names this session;
 * - a cache entry the server had acknowledged (not dirty) yields to server lyrics saved after it,
 *   since those can only come from another device or browser.
 */
export type ServerLyrics = Pick<Session, 'lyrics' | 'lastSaved'>;
export type LyricsSource = 'cache' | 'backup' | 'last' | 'server';
export type InitialLyrics = { lyrics: string; source: LyricsSource; pushToServer: boolean };

export function chooseInitialLyrics(
  sessionId: string,
  server: ServerLyrics,
  local: LocalCopies,
): InitialLyrics {
  const { cached } = local;
  if (cached?.lyrics !== undefined) {
    if (cached.lyricsDirty === false && isNewer(server.lastSaved, cached.lastSaved)) {
      return fromServer(server);
    }
    return fromLocal(cached.lyrics, 'cache', server);
  }
  if (local.backup !== null) return fromLocal(local.backup, 'backup', server);
  if (local.last && local.last.sessionId === sessionId) return fromLocal(local.last.lyrics, 'last', server);
  return fromServer(server);
}

/** The title follows the same rule, from the cache only: an unacknowledged local title wins. */
export function chooseInitialTitle(serverTitle: string, cached: CachedSession | null): string {
  if (cached?.titleDirty && cached.songTitle !== undefined && cached.songTitle.trim() !== '') {
    return cached.songTitle;
  }
  return serverTitle;
}

function fromLocal(lyrics: string, source: LyricsSource, server: ServerLyrics): InitialLyrics {
  return { lyrics, source, pushToServer: lyrics !== server.lyrics };
}

function fromServer(server: ServerLyrics): InitialLyrics {
  return { lyrics: server.lyrics, source: 'server', pushToServer: false };
}

function isNewer(serverLastSaved: string, cachedLastSaved: string | undefined): boolean {
  if (cachedLastSaved === undefined) return false;
  const serverTime = Date.parse(serverLastSaved);
  const cachedTime = Date.parse(cachedLastSaved);
  if (Number.isNaN(serverTime) || Number.isNaN(cachedTime)) return false;
  return serverTime > cachedTime;
}
