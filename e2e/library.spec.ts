import type { Page } from '@playwright/test';
import { createSessionThroughApi, gate, listSessionsThroughApi } from './fixtures/api';
import { expect, test } from './fixtures/auth';
import { visibleToasts } from './fixtures/toasts';

const LONG_LYRICS = 'one two three four five six seven eight nine ten eleven twelve\nthirteen';
const savedDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));

test('an empty library says so and offers to create the first lyrics', async ({ freshPage: page }) => {
  await page.evaluate(() => localStorage.setItem('currentSessionId', 'stale-session'));
  await page.goto('/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Lyrics Library' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No lyrics yet' })).toBeVisible();
  await expect(page.getByText('Create your first lyrics to get started.')).toBeVisible();
  await page.getByRole('button', { name: 'Create Your First Lyrics' }).click();
  await expect(page).toHaveURL(/\/theme-chat$/);
  expect(await page.evaluate(() => localStorage.getItem('currentSessionId'))).not.toBe('stale-session');
});

test('cards show the title or Untitled, a 10-word preview and the last-saved date', async ({
  freshPage: page,
}) => {
  const long = await createSessionThroughApi(page, { songTitle: 'Midnight Train', lyrics: LONG_LYRICS });
  await createSessionThroughApi(page, { songTitle: '', lyrics: '' });
  await createSessionThroughApi(page, { songTitle: 'Short One', lyrics: 'just a few words' });
  await page.goto('/library');

  const cards = page.getByRole('list', { name: 'Saved lyrics' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  const longCard = cards.filter({ hasText: 'Midnight Train' });
  await expect(
    longCard.getByText('one two three four five six seven eight nine ten...', { exact: true }),
  ).toBeVisible();
  await expect(longCard.getByText(savedDate(long.lastSaved))).toBeVisible();
  const untitled = cards.filter({ has: page.getByRole('heading', { name: 'Untitled', exact: true }) });
  await expect(untitled.getByText('No content yet...')).toBeVisible();
  await expect(
    cards.filter({ hasText: 'Short One' }).getByText('just a few words', { exact: true }),
  ).toBeVisible();
  // Newest first, as the server lists them.
  await expect(cards.first()).toContainText('Short One');
});

test('search matches titles and lyrics, case-insensitively', async ({ freshPage: page }) => {
  await createSessionThroughApi(page, { songTitle: 'Midnight Train', lyrics: 'rolling through the rain' });
  await createSessionThroughApi(page, { songTitle: 'Summer', lyrics: 'the MIDNIGHT sun is calling' });
  await createSessionThroughApi(page, { songTitle: 'Ghost Town', lyrics: 'empty streets' });
  await page.goto('/library');
  const cards = page.getByRole('list', { name: 'Saved lyrics' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);

  const search = page.getByPlaceholder('Search lyrics...');
  await search.fill('midnight');
  await expect(cards).toHaveCount(2);
  await search.fill('GHOST');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Ghost Town');
  await search.fill('Rain');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Midnight Train');

  await search.fill('tambourine');
  await expect(page.getByRole('heading', { name: 'No lyrics found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Your First Lyrics' })).toHaveCount(0);
  await search.fill('');
  await expect(cards).toHaveCount(3);
});

test('a star marks a card without moving it, survives a reload, and the Starred filter lists only those', async ({
  freshPage: page,
}) => {
  await createSessionThroughApi(page, { songTitle: 'Old Barn', lyrics: 'hay in the loft' });
  await createSessionThroughApi(page, { songTitle: 'River Song', lyrics: 'water over stone' });
  await createSessionThroughApi(page, { songTitle: 'City Lights', lyrics: 'neon on the rain' });
  await page.goto('/library');
  const cards = page.getByRole('list', { name: 'Saved lyrics' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  const filter = page.getByRole('button', { name: 'Starred', exact: true });
  await filter.click();
  await expect(page.getByRole('heading', { name: 'No starred lyrics' })).toBeVisible();
  await filter.click();

  const star = page.getByRole('button', { name: 'Star Old Barn' });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  // Starring is not a save: the order stays.
  await expect(cards.last()).toContainText('Old Barn');
  await expect
    .poll(
      async () =>
        (await listSessionsThroughApi(page)).sessions.find((s) => s.songTitle === 'Old Barn')?.starred,
    )
    .toBe(true);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Star Old Barn' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Star River Song' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await filter.click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Old Barn');
  await page.getByPlaceholder('Search lyrics...').fill('river');
  await expect(page.getByRole('heading', { name: 'No lyrics found' })).toBeVisible();
});

test('clicking a card opens it in the writer and makes it current', async ({ freshPage: page }) => {
  const session = await createSessionThroughApi(page, { songTitle: 'Open Me', lyrics: 'a line' });
  await page.goto('/library');
  await page.getByRole('link', { name: /Open Me/ }).click();
  await expect(page).toHaveURL(`/theme-writer?sessionId=${session.sessionId}`);
  expect(await page.evaluate(() => localStorage.getItem('currentSessionId'))).toBe(session.sessionId);
});

test('delete asks first, reads Deleting... while pending, and forgets the current session', async ({
  freshPage: page,
}) => {
  const keep = await createSessionThroughApi(page, { songTitle: 'Keeper', lyrics: 'stay' });
  const doomed = await createSessionThroughApi(page, { songTitle: 'Doomed Song', lyrics: 'go' });
  await page.goto('/library');
  await page.evaluate((id) => {
    localStorage.setItem('currentSessionId', id);
    localStorage.setItem('themeChatLyricsId', id);
  }, doomed.sessionId);

  await page.getByRole('button', { name: 'Delete Doomed Song' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Lyrics' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete "Doomed Song"? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Doomed Song' })).toBeVisible();

  const held = gate();
  await page.route(`**/api/sessions/${doomed.sessionId}`, async (route) => {
    await held.opened;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Delete Doomed Song' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  held.release();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Doomed Song' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Keeper' })).toBeVisible();
  await expect(page).toHaveURL(/\/library$/);
  expect(await page.evaluate(() => localStorage.getItem('currentSessionId'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('themeChatLyricsId'))).toBeNull();
  expect((await listSessionsThroughApi(page)).sessions.map((s) => s.sessionId)).toEqual([keep.sessionId]);
});

test('deleting another session leaves the current one alone', async ({ freshPage: page }) => {
  const current = await createSessionThroughApi(page, { songTitle: 'Current', lyrics: 'here' });
  await createSessionThroughApi(page, { songTitle: 'Other', lyrics: 'there' });
  await page.goto('/library');
  await page.evaluate((id) => localStorage.setItem('currentSessionId', id), current.sessionId);
  await page.getByRole('button', { name: 'Delete Other' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'Other' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('currentSessionId'))).toBe(current.sessionId);
});

test('a failed delete closes the dialog and shows the error toast', async ({ freshPage: page }) => {
  const session = await createSessionThroughApi(page, { songTitle: 'Sticky', lyrics: 'stays' });
  await page.goto('/library');
  await page.route(`**/api/sessions/${session.sessionId}`, (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: 'nope' }) : route.continue(),
  );
  await page.getByRole('button', { name: 'Delete Sticky' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  const toast = visibleToasts(page).filter({ hasText: 'Failed to delete lyrics' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Error');
  await expect(page.getByRole('heading', { name: 'Sticky' })).toBeVisible();
});

/** 75 sessions, 'Song 0' the oldest, each singing its number in the middle of its first line. */
async function seedLongLibrary(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('lyricist_user_token'));
  const create = (i: number) =>
    page.request.post('/api/sessions', {
      headers: { Authorization: `Bearer ${token}` },
      data: { songTitle: `Song ${i}`, lyrics: `the verse number ${i} goes on\nand on` },
    });
  // One at a time: each is saved after the one before, so the library's order is known.
  for (let i = 0; i < 75; i++) expect((await create(i)).status()).toBe(201);
}

test('a long library loads more cards as you scroll, and search covers every session', async ({
  freshPage: page,
}) => {
  await seedLongLibrary(page);
  const pages: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/sessions') pages.push(new URL(r.url()).search);
  });
  await page.goto('/library');
  const cards = page.getByRole('list', { name: 'Saved lyrics' }).getByRole('listitem');
  await expect(cards).toHaveCount(30);
  await expect(cards.first()).toContainText('Song 74');
  // Each scroll to the last card brings the next page from the server, until every session is there.
  await expect(async () => {
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(75, { timeout: 500 });
  }).toPass();
  await expect(cards.last()).toContainText('Song 0');
  expect(pages.filter((search) => search.includes('cursor=')).length).toBe(2);

  await page.reload();
  await expect(cards).toHaveCount(30);
  // The oldest session is not on screen yet, but search (on the server) still finds it, mid-line.
  await page.getByPlaceholder('Search lyrics...').fill('NUMBER 0 GOES');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Song 0');
  await expect(cards.first()).toContainText('the verse number 0 goes on and on');
  // A search's results come in pages too.
  await page.getByPlaceholder('Search lyrics...').fill('verse number 1');
  await expect(cards).toHaveCount(11);
});

test('a search keystroke cancels the request of the one before', async ({ freshPage: page }) => {
  await createSessionThroughApi(page, { songTitle: 'Harbour', lyrics: 'lights on the water' });
  await page.goto('/library');
  const cards = page.getByRole('list', { name: 'Saved lyrics' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  const failed: string[] = [];
  page.on('requestfailed', (r) => failed.push(new URL(r.url()).search));
  // The first search's answer is held back until the second search has been sent.
  const held = gate();
  await page.route('**/api/sessions?q=water', async (route) => {
    await held.opened;
    await route.continue().catch(() => {});
  });
  const search = page.getByPlaceholder('Search lyrics...');
  await search.fill('water');
  await page.waitForRequest((r) => r.url().endsWith('?q=water'));
  await search.fill('nothing like it');
  await expect(page.getByRole('heading', { name: 'No lyrics found' })).toBeVisible();
  held.release();
  await expect.poll(() => failed).toContain('?q=water');
  await expect(page.getByRole('heading', { name: 'No lyrics found' })).toBeVisible();
});

test('a card deleted from a later page leaves, and no other card is lost or repeated', async ({
  freshPage: page,
}) => {
  await seedLongLibrary(page);
  await page.goto('/library');
  const cards = page.getByRole('list', { name: 'Saved lyrics' }).getByRole('listitem');
  await expect(cards).toHaveCount(30);
  await expect(async () => {
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(60, { timeout: 500 });
  }).toPass();
  // 'Song 20' is on the second page.
  await page.getByRole('button', { name: 'Delete Song 20', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'Song 20', exact: true })).toHaveCount(0);
  await expect(async () => {
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(74, { timeout: 500 });
  }).toPass();
  const titles = await page
    .getByRole('list', { name: 'Saved lyrics' })
    .getByRole('heading')
    .allTextContents();
  const expected = Array.from({ length: 75 }, (_, i) => `Song ${74 - i}`).filter((t) => t !== 'Song 20');
  expect(titles).toEqual(expected);
  // The server agrees, and the library reopened reads it again.
  await page.reload();
  await page.getByPlaceholder('Search lyrics...').fill('number 20 goes');
  await expect(page.getByRole('heading', { name: 'No lyrics found' })).toBeVisible();
});
