import { COPY } from '@lyricist/shared/copy';
import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, randomAddress, test } from './fixtures/auth';

/** A separate browser (own cookies, own storage), as another person's would be. */
async function otherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': randomAddress() } });
  return context.newPage();
}

/** Starts a sign-in and stops on the platform's page: its URL carries the pending token. */
async function startSignIn(page: Page): Promise<string> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In with the music platform' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  return page.url();
}

/**
 * Approves on the platform but keeps its redirect back from arriving (the test answers the form
 * itself), as when the return to Lyricist never happens: the token the redirect would carry.
 */
async function approveWithoutReturning(page: Page): Promise<string> {
  let token = '';
  await page.route('**/platform/authorize', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch({ maxRedirects: 0 });
    token = new URL(response.headers().location ?? '', page.url()).searchParams.get('usertoken') ?? '';
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Approved</p>' });
  });
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect.poll(() => token).not.toBe('');
  await page.unroute('**/platform/authorize');
  return token;
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('lyricist_user_token'));

test("a victim who opens an attacker's sign-in link is refused, and the attacker gets nothing", async ({
  page: attacker,
  browser,
}) => {
  const link = await startSignIn(attacker);
  const victim = await otherBrowser(browser);
  await victim.goto(link);
  await expect(victim.getByRole('alert')).toHaveText(COPY.platform.startedElsewhere);
  await expect(victim.getByLabel('Password')).toHaveCount(0);

  await attacker.goto('/');
  await attacker.getByRole('button', { name: 'Complete Login' }).click();
  await expect(attacker.getByRole('alert')).toHaveText(COPY.signIn.failed);
  expect(await storedToken(attacker)).toBeNull();

  // The refusal offers a fresh sign-in of the victim's own.
  await victim.getByRole('link', { name: COPY.platform.freshSignIn }).click();
  await expect(victim.getByRole('button', { name: 'Sign In with the music platform' })).toBeVisible();
  await victim.context().close();
});

test('a URL token from another browser is ignored; a new tab of the starting browser signs in', async ({
  page: attacker,
  browser,
}) => {
  await startSignIn(attacker);
  const token = await approveWithoutReturning(attacker);

  const victim = await otherBrowser(browser);
  await victim.goto(`/?usertoken=${token}`);
  await expect(victim.getByRole('button', { name: 'Sign In with the music platform' })).toBeVisible();
  await expect(victim.getByRole('alert')).toHaveCount(0);
  expect(new URL(victim.url()).search).toBe('');
  expect(await storedToken(victim)).toBeNull();
  await victim.context().close();

  // R-signin-5, a token in the URL: the platform returning to a new tab of the browser that started it.
  const newTab = await attacker.context().newPage();
  await newTab.goto(`/?usertoken=${token}`);
  await expect(newTab.getByRole('heading', { name: 'Choose Your Writing Approach' })).toBeVisible();
  // The page may still be navigating after the sign-in, and a read then throws: read until one answers.
  let session: string | null = null;
  await expect.poll(async () => (session = await storedToken(newTab).catch(() => null))).toBeTruthy();
  expect(session).not.toBe(token);
});

test('Complete Login finishes a sign-in approved in this browser', async ({ page }) => {
  await startSignIn(page);
  await approveWithoutReturning(page);
  await page.goto('/');
  await expect(page.getByText(COPY.signIn.inProgress)).toBeVisible();
  await page.getByRole('button', { name: 'Complete Login' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Your Writing Approach' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lyricist_user_name'))).toBe(DEMO.name);
  expect(await page.evaluate(() => sessionStorage.getItem('pendingLyricistToken'))).toBeNull();
});

test('the sign-in cookie is HttpOnly and SameSite=Lax, out of reach of page script', async ({ page }) => {
  await startSignIn(page);
  const [cookie] = await page.context().cookies();
  expect(cookie).toMatchObject({ name: 'lyricist_sign_in', httpOnly: true, sameSite: 'Lax', path: '/' });
  await page.goto('/');
  expect(await page.evaluate(() => document.cookie)).not.toContain('lyricist_sign_in');
});
