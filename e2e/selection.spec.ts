import { gate } from './fixtures/api';
import { expect, test } from './fixtures/auth';

const STATUS_URL = '**/api/users/access-request-status';
const REQUEST_URL = '**/api/users/request-access';

test('the selection screen shows the three approaches', async ({ signedInPage: page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Writing Approach' })).toBeVisible();
  const theme = page.getByRole('group', { name: 'Theme Driven' });
  await expect(theme.getByRole('button', { name: 'Get Started' })).toBeEnabled();
  await expect(theme.getByText('Still in development')).toHaveCount(0);
  for (const name of ['Instrumental Driven', 'Freestyle']) {
    const card = page.getByRole('group', { name });
    await expect(card.getByText('Still in development')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Request Access' })).toBeEnabled();
  }
});

test('Get Started goes to the theme chat', async ({ signedInPage: page }) => {
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/theme-chat$/);
});

test('opening the screen clears the current session and the chat lyrics id', async ({
  signedInPage: page,
}) => {
  await page.evaluate(() => {
    localStorage.setItem('currentSessionId', 'some-session');
    localStorage.setItem('themeChatLyricsId', 'some-lyrics');
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Choose Your Writing Approach' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('currentSessionId'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('themeChatLyricsId'))).toBeNull();
});

test('Request Access turns pending at once, and the server remembers it', async ({ freshPage: page }) => {
  const card = page.getByRole('group', { name: 'Freestyle' });
  const held = gate();
  await page.route(REQUEST_URL, async (route) => {
    await held.opened;
    await route.continue();
  });
  const answered = page.waitForResponse(REQUEST_URL);
  await card.getByRole('button', { name: 'Request Access' }).click();
  // Pending before the server has answered.
  await expect(card.getByRole('button', { name: 'Pending request' })).toBeDisabled();
  held.release();
  expect((await answered).ok()).toBe(true);
  await expect(card.getByRole('button', { name: 'Pending request' })).toBeDisabled();
  // The other gated approach is untouched.
  await expect(
    page.getByRole('group', { name: 'Instrumental Driven' }).getByRole('button', { name: 'Request Access' }),
  ).toBeEnabled();

  await page.unroute(REQUEST_URL);
  await page.reload();
  await expect(card.getByRole('button', { name: 'Pending request' })).toBeDisabled();
});

test('a failed request returns to Request Access and can be retried', async ({ freshPage: page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  const card = page.getByRole('group', { name: 'Instrumental Driven' });
  const held = gate();
  await page.route(REQUEST_URL, async (route) => {
    await held.opened;
    await route.fulfill({ status: 500, body: 'upstream down' });
  });
  await card.getByRole('button', { name: 'Request Access' }).click();
  await expect(card.getByRole('button', { name: 'Pending request' })).toBeDisabled();
  held.release();
  await expect(card.getByRole('button', { name: 'Request Access' })).toBeEnabled();
  expect(errors.some((e) => e.includes('melody_first'))).toBe(true);

  await page.unroute(REQUEST_URL);
  await card.getByRole('button', { name: 'Request Access' }).click();
  await expect(card.getByRole('button', { name: 'Pending request' })).toBeDisabled();
});

test('the access status loads about a second after opening', async ({ signedInPage: page }) => {
  const opened = Date.now();
  const statusRequest = page.waitForRequest(STATUS_URL);
  await page.goto('/');
  await statusRequest;
  expect(Date.now() - opened).toBeGreaterThanOrEqual(900);
});

test('without a stored user id the access status is not loaded', async ({ signedInPage: page }) => {
  // Keep the profile refresh from storing the id again.
  // (the refresh started by sign-in's reload must finish first, or it lands after the removal).
  await page.waitForLoadState('networkidle');
  await page.route('**/api/auth/user?*', (route) => route.abort());
  await page.evaluate(() => localStorage.removeItem('lyricist_user_id'));
  let statusRequests = 0;
  page.on('request', (req) => {
    if (req.url().includes('/api/users/access-request-status')) statusRequests++;
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Choose Your Writing Approach' })).toBeVisible();
  // Nothing to wait for when nothing happens: give it twice the delay.
  await page.waitForTimeout(2000);
  expect(statusRequests).toBe(0);
});
