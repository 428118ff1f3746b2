import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildSessionBody } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { libraryPages } from '../../../test/library-pages';
import { createUser, type SignedIn } from '../../../test/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { page, allPages, titlesOf, post } = libraryPages(() => t);

async function call(who: SignedIn, method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

/** What the library shows for `id`, and which of `words` a search finds it by. */
async function library(who: SignedIn, id: string, words: string[]) {
  const preview = (await page(who)).sessions.find((s) => s.sessionId === id)?.preview;
  const found: string[] = [];
  for (const word of words) {
    if (titlesOf(await allPages(who, word)).length > 0) found.push(word);
  }
  return { preview, found };
}

it('shows and finds each song as its latest save has it, whichever way the song was saved', async () => {
  const me = await createUser(t.app);
  const words = ['amber', 'cobalt', 'lantern', 'beacon', 'violet'];
  const id = await post(me, buildSessionBody({ songTitle: 'Lantern', lyrics: 'amber river song' }));
  expect(await library(me, id, words)).toEqual({ preview: 'amber river song', found: ['amber', 'lantern'] });

  // Autosaves after a search: the old words are gone from both, the last save's are in.
  for (const lyrics of ['amber tide', 'cobalt tide rising', 'cobalt tide']) {
    await call(me, 'PUT', `/api/sessions/${id}/lyrics`, { lyrics });
  }
  expect(await library(me, id, words)).toEqual({ preview: 'cobalt tide', found: ['cobalt', 'lantern'] });

  // A new title (the session's own save), then a version kept and restored after more lyrics.
  await call(me, 'PUT', `/api/sessions/${id}`, { songTitle: 'Beacon' });
  const version = await call(me, 'POST', `/api/sessions/${id}/versions`, {});
  await call(me, 'PUT', `/api/sessions/${id}/lyrics`, { lyrics: 'violet dusk' });
  expect(await library(me, id, words)).toEqual({ preview: 'violet dusk', found: ['beacon', 'violet'] });
  await call(me, 'POST', `/api/sessions/${id}/versions/${version.versionId}/restore`);
  expect(await library(me, id, words)).toEqual({ preview: 'cobalt tide', found: ['cobalt', 'beacon'] });

  // A star is not a save and changes neither; a deleted song is found no more.
  await call(me, 'PUT', `/api/sessions/${id}`, { starred: true });
  expect(await library(me, id, words)).toEqual({ preview: 'cobalt tide', found: ['cobalt', 'beacon'] });
  await call(me, 'DELETE', `/api/sessions/${id}`);
  expect(await library(me, id, words)).toEqual({ preview: undefined, found: [] });
});

it('finds a song saved between two searches, among sessions searched before', async () => {
  const me = await createUser(t.app);
  const ids = [];
  for (let n = 0; n < 5; n++) ids.push(await post(me, buildSessionBody({ lyrics: `plain ${n}` })));
  expect(await allPages(me, 'marigold')).toEqual([{ sessions: [], nextCursor: null }]);
  await call(me, 'PUT', `/api/sessions/${ids[2]}/lyrics`, { lyrics: 'a MARIGOLD field' });
  const [found] = await allPages(me, 'marigold');
  expect(found?.sessions.map((s) => [s.sessionId, s.preview])).toEqual([[ids[2], 'a MARIGOLD field']]);
});
