import { LIBRARY_PAGE_SIZE, MAX_LIBRARY_SEARCH_CHARS, MAX_LYRICS_CHARS } from '@lyricist/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSessionBody } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { libraryPages } from '../../../test/library-pages';
import { createUser, type SignedIn } from '../../../test/sign-in';
import { lyricSessions } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { page, allPages, titlesOf, post, seed, numbered } = libraryPages(() => t);

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
