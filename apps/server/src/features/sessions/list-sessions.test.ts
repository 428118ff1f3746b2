import { LIBRARY_PAGE_SIZE, MAX_LIBRARY_SEARCH_CHARS, MAX_LYRICS_CHARS } from '@lyricist/shared/constants';
import { type SessionPage, sessionPageSchema } from '@lyricist/shared/sessions/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSessionBody } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser, type SignedIn } from '../../../test/sign-in';
import { lyricSessions } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function page(who: SignedIn, query: Record<string, string> = {}): Promise<SessionPage> {
  const res = await t.app.inject({
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
  const res = await t.app.inject({
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
  await t.db.insert(lyricSessions).values(rows);
}

const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, n) => `${prefix} ${String(n).padStart(3, '0')}`);

describe('GET /api/sessions: pages of previews', () => {
  it('answers 30 cards a page, newest save first, with a cursor to the next; never the lyrics', async () => {
    const me = await createUser(t.app);
    const titles = numbered('Song', 65);
    await seed(me, titles);
    const pages = await allPages(me);
    expect(pages.map((p) => p.sessions.length)).toEqual([LIBRARY_PAGE_SIZE, LIBRARY_PAGE_SIZE, 5]);
    expect(titlesOf(pages)).toEqual(titles);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(Object.keys(pages[0]?.sessions[0] ?? {}).sort()).toEqual([
      'lastSaved',
      'preview',
      'sessionId',
      'songTitle',
      'starred',
    ]);
  });

  it('keeps ties in one order: sessions saved in the same microsecond are neither repeated nor lost', async () => {
    const me = await createUser(t.app);
    const at = new Date();
    const titles = numbered('Tie', 70);
    await t.db.insert(lyricSessions).values(
      titles.map((songTitle) => ({
        userId: me.profile.id,
        songTitle,
        lyrics: '',
        style: 'x',
        lastSaved: at,
      })),
    );
    expect(titlesOf(await allPages(me)).sort()).toEqual(titles);
  });

  it('is stable under inserts and deletes between pages: no session twice, none skipped', async () => {
    const me = await createUser(t.app);
    const titles = numbered('Kept', 90);
    await seed(me, titles);
    const deleted = new Set<string>();
    const pages = await allPages(me, undefined, async (n) => {
      // A new session (newest of all) and two deletions, one already listed and one not yet.
      await post(me, buildSessionBody({ songTitle: `New ${n}` }));
      const first = await page(me);
      const listed = first.sessions.find((s) => s.songTitle.startsWith('Kept'));
      const later = titles[n * LIBRARY_PAGE_SIZE + 3] as string;
      for (const s of [...first.sessions, ...(await page(me, { q: later })).sessions]) {
        if (s === listed || s.songTitle === later) {
          await t.app.inject({ method: 'DELETE', url: `/api/sessions/${s.sessionId}`, headers: me.headers });
          deleted.add(s.songTitle);
        }
      }
    });
    const seen = titlesOf(pages);
    expect(new Set(seen).size).toBe(seen.length);
    // Every session that existed throughout was listed, in order; nothing added later was.
    expect(seen.filter((title) => title.startsWith('Kept'))).toEqual(
      titles.filter((title) => seen.includes(title) || !deleted.has(title)),
    );
    expect(seen.some((title) => title.startsWith('New'))).toBe(false);
  });

  it('answers an empty page to a writer with nothing saved', async () => {
    expect(await page(await createUser(t.app))).toEqual({ sessions: [], nextCursor: null });
  });

  it('refuses a cursor it did not write, a search past its limit, or NUL', async () => {
    const me = await createUser(t.app);
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const queries: Record<string, string>[] = [
      { cursor: 'not-a-cursor' },
      { cursor: '' },
      { cursor: forged(['2026-02-30T10:00:00.000000Z', '6f1c2b1a-1111-4111-8111-111111111111']) },
      { cursor: forged(['2026-02-03T10:00:00.000000Z', 'nope']) },
      { cursor: forged({ at: 1 }) },
      { q: 'x'.repeat(MAX_LIBRARY_SEARCH_CHARS + 1) },
      { q: 'a\u0000b' },
    ];
    for (const query of queries) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/sessions?${new URLSearchParams(query)}`,
        headers: me.headers,
      });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });
});

describe('GET /api/sessions: the card text', () => {
  const previewOf = async (who: SignedIn, lyrics: string) => {
    const id = await post(who, buildSessionBody({ lyrics }));
    return (await page(who)).sessions.find((s) => s.sessionId === id)?.preview;
  };

  it("is the first 10 words, with '...' only when there are more, and '' for no words", async () => {
    const me = await createUser(t.app);
    const cases: [string, string][] = [
      [
        'one two three four five six seven eight nine ten eleven',
        'one two three four five six seven eight nine ten...',
      ],
      [
        'one two three four five six seven eight nine ten',
        'one two three four five six seven eight nine ten',
      ],
      ['  line one\n\nline   two\t ', 'line one line two'],
      ['a\u00a0b\u2003c\u3000d\ufeffe', 'a b c d e'],
      ['', ''],
      [' \n\n \u00a0', ''],
      ['Ünïcode WORDS, kept as written!', 'Ünïcode WORDS, kept as written!'],
    ];
    for (const [lyrics, preview] of cases)
      expect(await previewOf(me, lyrics), JSON.stringify(lyrics)).toBe(preview);
  });

  it('follows the lyrics on every save, and stays quick at 50,000 characters', async () => {
    const me = await createUser(t.app);
    const id = await post(me, buildSessionBody({ lyrics: 'old words' }));
    await t.app.inject({
      method: 'PUT',
      url: `/api/sessions/${id}/lyrics`,
      headers: me.headers,
      payload: { lyrics: 'new words here' },
    });
    expect((await page(me)).sessions[0]?.preview).toBe('new words here');
    await t.app.inject({
      method: 'PUT',
      url: `/api/sessions/${id}`,
      headers: me.headers,
      payload: { lyrics: '' },
    });
    expect((await page(me)).sessions[0]?.preview).toBe('');

    const started = performance.now();
    for (const lyrics of [
      'x'.repeat(MAX_LYRICS_CHARS),
      ' '.repeat(MAX_LYRICS_CHARS),
      'a '.repeat(MAX_LYRICS_CHARS / 2),
    ]) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/sessions/${id}/lyrics`,
        headers: me.headers,
        payload: { lyrics },
      });
    }
    expect(performance.now() - started).toBeLessThan(5000);
    expect((await page(me)).sessions[0]?.preview).toBe('a a a a a a a a a a...');
  });
});

describe('GET /api/sessions?q=: search', () => {
  let me: SignedIn;
  let other: SignedIn;
  beforeAll(async () => {
    me = await createUser(t.app);
    other = await createUser(t.app);
    await post(me, buildSessionBody({ songTitle: 'Harbour Lights', lyrics: 'nothing here' }));
    await post(
      me,
      buildSessionBody({ songTitle: 'Plain', lyrics: 'first line\nthe TAMBOURINE shakes at dawn\nlast' }),
    );
    await post(
      me,
      buildSessionBody({
        songTitle: 'Symbols',
        lyrics: '100% true_story: it\'s a "quote" and a back\\slash',
      }),
    );
    await post(
      me,
      buildSessionBody({ songTitle: 'Decoy', lyrics: '100 true story its a quote and a backslash' }),
    );
    await post(other, buildSessionBody({ songTitle: 'Tambourine Man', lyrics: 'harbour lights tambourine' }));
  });
  const titles = async (q: string, who = me) =>
    (await allPages(who, q)).flatMap((p) => p.sessions.map((s) => s.songTitle));

  it('finds a word in the middle of a line, in titles and lyrics, case-insensitively', async () => {
    expect(await titles('tambourine')).toEqual(['Plain']);
    expect(await titles('Shakes AT')).toEqual(['Plain']);
    expect(await titles('HARBOUR')).toEqual(['Harbour Lights']);
    expect(await titles('  bour lig ')).toEqual(['Harbour Lights']);
  });

  it("never answers another writer's session", async () => {
    expect(await titles('Tambourine Man')).toEqual([]);
    expect(await titles('Tambourine Man', other)).toEqual(['Tambourine Man']);
  });

  it('takes %, _, quotes and backslashes literally', async () => {
    for (const q of ['100%', '%', '_', 'true_story', "it's", '"quote"', 'back\\slash', '\\']) {
      expect(await titles(q), q).toEqual(['Symbols']);
    }
    expect(await titles('%%')).toEqual([]);
  });

  it("answers an empty page when nothing matches, and the whole library for a blank 'q'", async () => {
    expect(await page(me, { q: 'xylophone' })).toEqual({ sessions: [], nextCursor: null });
    // Every session (their order is another test's: these four may share a millisecond, a tie by id).
    expect((await titles('   ')).sort()).toEqual(['Decoy', 'Harbour Lights', 'Plain', 'Symbols']);
  });

  it('pages its results, whether the matches are among the newest sessions or far back', async () => {
    const deep = await createUser(t.app);
    // 400 sessions; every 2nd of the newest 200 sings "common" (a page is found among the newest
    // sessions read in order, until the last page), and 40 of the oldest 200 "rare" (found only
    // through the trigram index).
    const names = numbered('Deep', 400);
    await seed(deep, names, (n) =>
      n < 200 ? (n % 2 === 0 ? 'a common line' : 'plain') : n % 5 === 1 ? 'so rare' : 'plain',
    );
    const common = names.filter((_, n) => n < 200 && n % 2 === 0);
    const rare = names.filter((_, n) => n >= 200 && n % 5 === 1);
    const commonPages = await allPages(deep, 'COMMON');
    expect(commonPages.map((p) => p.sessions.length)).toEqual([30, 30, 30, 10]);
    expect(titlesOf(commonPages)).toEqual(common);
    expect(titlesOf(await allPages(deep, 'rare'))).toEqual(rare);
    expect(titlesOf(await allPages(deep, 'line'))).toEqual(common);
  });
});

describe('GET /api/sessions?starred=true: the starred filter', () => {
  const star = (who: SignedIn, sessionId: string, starred: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/sessions/${sessionId}`,
      headers: who.headers,
      payload: { starred },
    });

  it('stars without moving the session: the last-saved time and the library order stay', async () => {
    const me = await createUser(t.app);
    await seed(me, numbered('Song', 5));
    const before = await page(me);
    const third = before.sessions[2]?.sessionId as string;
    const res = await star(me, third, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ starred: true, lastSaved: before.sessions[2]?.lastSaved });
    const after = await page(me);
    expect(after.sessions.map((s) => [s.sessionId, s.lastSaved])).toEqual(
      before.sessions.map((s) => [s.sessionId, s.lastSaved]),
    );
    expect(after.sessions.map((s) => s.starred)).toEqual([false, false, true, false, false]);
    // A save still moves it: the star does not pin the order.
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/sessions/${third}`,
      headers: me.headers,
      payload: { songTitle: 'Renamed', starred: false },
    });
    expect(saved.json()).toMatchObject({ starred: false, songTitle: 'Renamed' });
    expect((await page(me)).sessions[0]).toMatchObject({ sessionId: third, starred: false });
  });

  it('lists only the starred sessions, in pages, in library order, and searches within them', async () => {
    const me = await createUser(t.app);
    const titles = numbered('Song', 100);
    await seed(me, titles, (n) => (n % 2 ? 'odd line' : 'even line'));
    const all = titlesOf(await allPages(me));
    expect(all).toEqual(titles);
    const ids = (await allPages(me)).flatMap((p) => p.sessions);
    const starred = ids.filter((_, n) => n % 3 === 0);
    for (const s of starred) expect((await star(me, s.sessionId, true)).statusCode).toBe(200);
    const pages = await allPages(me, undefined, undefined, { starred: 'true' });
    expect(pages.length).toBe(2);
    expect(titlesOf(pages)).toEqual(starred.map((s) => s.songTitle));
    expect(pages.flatMap((p) => p.sessions).every((s) => s.starred)).toBe(true);
    const odd = await allPages(me, 'ODD', undefined, { starred: 'true' });
    expect(titlesOf(odd)).toEqual(starred.filter((_, n) => (n * 3) % 2 === 1).map((s) => s.songTitle));
    // Another writer's stars are not mine, and 'false' is every session.
    expect((await page(await createUser(t.app), { starred: 'true' })).sessions).toEqual([]);
    expect(titlesOf(await allPages(me, undefined, undefined, { starred: 'false' }))).toEqual(titles);
  });

  it("refuses a starred value that is not 'true' or 'false', and a star that is not a boolean", async () => {
    const me = await createUser(t.app);
    const bad = await t.app.inject({ method: 'GET', url: '/api/sessions?starred=yes', headers: me.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'validation_failed', field: 'starred' });
    const id = await post(me, buildSessionBody({ songTitle: 'One' }));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/sessions/${id}`,
      headers: me.headers,
      payload: { starred: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect((await page(me)).sessions[0]?.starred).toBe(false);
  });

  it("cannot star another writer's session", async () => {
    const [me, other] = [await createUser(t.app), await createUser(t.app)];
    const id = await post(other, buildSessionBody({ songTitle: 'Theirs' }));
    expect((await star(me, id, true)).statusCode).toBe(404);
    expect((await page(other)).sessions[0]?.starred).toBe(false);
  });
});
