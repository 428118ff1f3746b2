import { type SessionPage, sessionPageSchema } from '@lyricist/shared/sessions/contracts';
import { expect } from 'vitest';
import { lyricSessions } from '../src/db/schema/index';
import type { TestApp } from './harness';
import type { SignedIn } from './sign-in';

/** The library's list as the API tests read it: pages, every page, posts and seeded sessions. */
export function libraryPages(app: () => TestApp) {
  async function page(who: SignedIn, query: Record<string, string> = {}): Promise<SessionPage> {
    const res = await app().app.inject({
      method: 'GET',
      url: `/api/sessions?${new URLSearchParams(query)}`,
      headers: who.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return sessionPageSchema.parse(res.json());
  }

  /** Every page of the library (or of a search), following the cursors; `between` runs after each. */
  async function allPages(
    who: SignedIn,
    q?: string,
    between?: (n: number) => Promise<void>,
    filter: Record<string, string> = {},
  ) {
    const pages: SessionPage[] = [];
    let cursor: string | null = null;
    do {
      const next: SessionPage = await page(who, {
        ...filter,
        ...(q ? { q } : {}),
        ...(cursor ? { cursor } : {}),
      });
      pages.push(next);
      cursor = next.nextCursor;
      if (cursor && between) await between(pages.length);
    } while (cursor);
    return pages;
  }

  const titlesOf = (pages: SessionPage[]) => pages.flatMap((p) => p.sessions.map((s) => s.songTitle));

  async function post(who: SignedIn, body: object) {
    const res = await app().app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: who.headers,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().sessionId as string;
  }

  /** `count` sessions saved one second apart, newest first in `titles` order; straight into the table. */
  async function seed(who: SignedIn, titles: string[], lyricsOf: (n: number) => string = () => 'la la') {
    const now = Date.now();
    const rows = titles.map((songTitle, n) => ({
      userId: who.profile.id,
      songTitle,
      lyrics: lyricsOf(n),
      style: 'Default Style',
      lastSaved: new Date(now - (n + 1) * 1000),
    }));
    await app().db.insert(lyricSessions).values(rows);
  }

  const numbered = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, n) => `${prefix} ${String(n).padStart(3, '0')}`);
  return { page, allPages, titlesOf, post, seed, numbered };
}
