import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSessionBody } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { libraryPages } from '../../../test/library-pages';
import { createUser, type SignedIn } from '../../../test/sign-in';

/** The library's starred filter (issue 16's session field): a star is not a save. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { page, allPages, titlesOf, post, seed, numbered } = libraryPages(() => t);

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
