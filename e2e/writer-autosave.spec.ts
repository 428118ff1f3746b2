import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/auth';
import {
  createSession,
  editor,
  failLyricsSaves,
  isLyricsSave,
  localText,
  openWriter,
  serverSession,
  visibleLines,
} from './writer-fixtures';

async function typeAtEnd(page: Page, text: string): Promise<void> {
  await editor(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

test('lyrics are saved once, a second after the last keystroke', async ({ signedInPage: page }) => {
  const session = await createSession(page);
  await openWriter(page, session.sessionId);
  const saves: string[] = [];
  page.on('request', (request) => {
    if (isLyricsSave(request)) saves.push((request.postDataJSON() as { lyrics: string }).lyrics);
  });
  const typedAt = Date.now();
  await typeAtEnd(page, 'Every word\nis kept');
  const saved = await page.waitForRequest(isLyricsSave);
  expect(Date.now() - typedAt).toBeGreaterThanOrEqual(1000);
  expect(saved.postDataJSON()).toEqual({ lyrics: 'Every word\nis kept' });
  await expect
    .poll(async () => (await serverSession(page, session.sessionId)).lyrics)
    .toBe('Every word\nis kept');
  expect(saves).toEqual(['Every word\nis kept']);
});

test('no loss: with saves failing the writer keeps typing, reloads, closes the tab, and nothing is lost', async ({
  signedInPage: page,
  context,
}) => {
  const session = await createSession(page, { lyrics: 'Saved before the outage' });
  await openWriter(page, session.sessionId);
  await context.route('**/api/sessions/*/lyrics', failLyricsSaves);

  await typeAtEnd(page, '\nTyped while the server fails');
  await expect(page.getByText('Auto-save failed', { exact: true })).toBeVisible();
  await typeAtEnd(page, '\nand still typing, é ü 🎸');
  await page.reload();
  await expect(editor(page)).toBeVisible();
  const expected = 'Saved before the outage\nTyped while the server fails\nand still typing, é ü 🎸';
  expect(await visibleLines(page)).toEqual(expected.split('\n'));

  // Worse than a reload: the tab is closed and even its unload save is refused. (Chromium sends that
  // keepalive request past Playwright's routing, so the server refuses it for a revoked token.)
  await typeAtEnd(page, ' — typed just before the tab closed');
  const reopened = await context.newPage();
  await reopened.goto('/api/health'); // same origin, no app: it only restores the token below
  const token = await page.evaluate(() => localStorage.getItem('lyricist_user_token'));
  await page.evaluate(() => localStorage.setItem('lyricist_user_token', 'revoked'));
  await Promise.all([page.waitForEvent('close'), page.close({ runBeforeUnload: true })]);
  await reopened.evaluate((value) => localStorage.setItem('lyricist_user_token', value ?? ''), token);
  await openWriter(reopened, session.sessionId);
  const final = `${expected} — typed just before the tab closed`;
  expect(await visibleLines(reopened)).toEqual(final.split('\n'));
  // It came from the local copies: the server never got it.
  expect((await serverSession(reopened, session.sessionId)).lyrics).not.toBe(final);

  // Saves work again; the network coming back retries the dirty text.
  await context.unroute('**/api/sessions/*/lyrics');
  await context.setOffline(true);
  await context.setOffline(false);
  await expect.poll(async () => (await serverSession(reopened, session.sessionId)).lyrics).toBe(final);
  expect(await localText(reopened, session.sessionId)).toBe(final);
});

test('a failed save is retried on the next change', async ({ signedInPage: page }) => {
  const session = await createSession(page);
  await openWriter(page, session.sessionId);
  await page.route('**/api/sessions/*/lyrics', failLyricsSaves);
  await typeAtEnd(page, 'one');
  await expect(page.getByText('Auto-save failed', { exact: true })).toBeVisible();
  await page.unroute('**/api/sessions/*/lyrics');
  await typeAtEnd(page, ' two');
  await expect.poll(async () => (await serverSession(page, session.sessionId)).lyrics).toBe('one two');
});

test('leaving the writer or closing the tab right after typing still saves', async ({
  signedInPage: page,
  context,
}) => {
  const session = await createSession(page);
  await openWriter(page, session.sessionId);
  await typeAtEnd(page, 'Gone in a hurry');
  await page.getByRole('link', { name: 'Back to library' }).click();
  await expect
    .poll(async () => (await serverSession(page, session.sessionId)).lyrics)
    .toBe('Gone in a hurry');

  const other = await context.newPage();
  await openWriter(other, session.sessionId);
  await typeAtEnd(other, ', tab closed');
  await other.close({ runBeforeUnload: true });
  await expect
    .poll(async () => (await serverSession(page, session.sessionId)).lyrics)
    .toBe('Gone in a hurry, tab closed');
});

test('two tabs on one song: the idle tab follows, and after a reload both show what the server holds', async ({
  signedInPage: first,
  context,
}) => {
  const session = await createSession(first, { lyrics: 'Shared start' });
  await openWriter(first, session.sessionId);
  const second = await context.newPage();
  await openWriter(second, session.sessionId);

  await typeAtEnd(first, '\nfrom the first tab');
  await expect.poll(() => visibleLines(second)).toEqual(['Shared start', 'from the first tab']);
  await typeAtEnd(second, '\nfrom the second tab');
  await expect
    .poll(() => visibleLines(first))
    .toEqual(['Shared start', 'from the first tab', 'from the second tab']);
  const both = 'Shared start\nfrom the first tab\nfrom the second tab';
  await expect.poll(async () => (await serverSession(first, session.sessionId)).lyrics).toBe(both);
  await first.reload();
  await expect(editor(first)).toBeVisible();
  expect(await visibleLines(first)).toEqual(both.split('\n'));
});

test('two tabs in conflict while saves fail: each keeps its unsaved text, the last typing wins the reload and the server', async ({
  signedInPage: first,
  context,
}) => {
  const session = await createSession(first, { lyrics: 'Base' });
  await context.route('**/api/sessions/*/lyrics', failLyricsSaves);
  await openWriter(first, session.sessionId);
  const second = await context.newPage();
  await openWriter(second, session.sessionId);

  await typeAtEnd(first, ' one');
  // The second tab had nothing unsaved: it follows.
  await expect.poll(() => visibleLines(second)).toEqual(['Base one']);
  // A conflict: the second tab removes words the first still holds unsaved. The first keeps them.
  await typeAtEnd(second, '');
  for (let i = 0; i < 4; i++) await second.keyboard.press('Backspace');
  await expect(first.getByText('Changed in another tab', { exact: true })).toBeVisible();
  expect(await visibleLines(first)).toEqual(['Base one']);
  expect(await visibleLines(second)).toEqual(['Base']);

  await context.unroute('**/api/sessions/*/lyrics');
  await first.reload();
  await expect(editor(first)).toBeVisible();
  // The load priority of R-load-1: the session cache, which holds the text typed last in this browser.
  expect(await visibleLines(first)).toEqual(['Base']);
  await expect.poll(async () => (await serverSession(first, session.sessionId)).lyrics).toBe('Base');
});
