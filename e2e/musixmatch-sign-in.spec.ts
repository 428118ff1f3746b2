import { randomBytes } from 'node:crypto';
import { COPY } from '@lyricist/shared/copy';
import { startFakeMusixmatch } from '@lyricist/test-support/fakes/musixmatch-api';
import { fakeMusixmatchEnv } from '@lyricist/test-support/fakes/musixmatch-env';
import { startFakeMusixmatchOAuth } from '@lyricist/test-support/fakes/musixmatch-oauth';
import { test as base, expect } from '@playwright/test';
import { startOwnServer } from './fixtures/own-server';

/**
 * MUSIC_PLATFORM=musixmatch end to end: our server against the fake Musixmatch API and OAuth
 * server, the writer allowing or denying on the fake's consent page in Chromium.
 */
const test = base.extend<object, { musixmatch: { baseURL: string } }>({
  musixmatch: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const api = await startFakeMusixmatch();
      const oauth = await startFakeMusixmatchOAuth();
      const server = await startOwnServer(fakeMusixmatchEnv(api, oauth, randomBytes(32).toString('base64')));
      oauth.setRedirectUri(`${server.baseURL}/platform/musixmatch/callback`);
      await use({ baseURL: server.baseURL });
      await server.stop();
      await oauth.close();
      await api.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ musixmatch }, use) => use(musixmatch.baseURL),
});

const SIGN_IN = 'Sign In with Musixmatch';

test('a full sign-in through Musixmatch lands on the selection screen', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: SIGN_IN }).click();
  await expect(
    page.getByRole('heading', { name: 'Allow Lyricist to use your Musixmatch account?' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Your Writing Approach' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lyricist_user_name'))).toBe('Ada Okafor');
  expect(await page.evaluate(() => sessionStorage.getItem('pendingLyricistToken'))).toBeNull();
});

test('denying on Musixmatch returns to sign-in with nothing stored', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: SIGN_IN }).click();
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByRole('button', { name: SIGN_IN })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  expect(await page.evaluate(() => localStorage.getItem('lyricist_user_token'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('pendingLyricistToken'))).toBeNull();
});

test('an error from Musixmatch shows our sentence in the alert', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: SIGN_IN }).click();
  await expect(page.getByRole('button', { name: 'Allow' })).toBeVisible();
  const state = new URL(page.url()).searchParams.get('state');
  await page.goto(`/platform/musixmatch/callback?state=${state}&error=server_error`);
  await expect(page.getByRole('alert')).toContainText(
    'Musixmatch could not complete the sign-in. Please try again.',
  );
  expect(await page.evaluate(() => localStorage.getItem('lyricist_user_token'))).toBeNull();
});

test('a writer adds "my artists" from Musixmatch, then picks one and its song as references', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: SIGN_IN }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Your Writing Approach' })).toBeVisible();
  await page.goto('/theme-chat');
  const dropdown = page.getByRole('dialog');
  await page.getByTestId('chip-artists').locator('button').first().click();
  await dropdown.getByRole('searchbox', { name: COPY.chat.findArtists('Musixmatch') }).fill('quinn');
  await dropdown.getByRole('button', { name: COPY.chat.addToMyArtists('Mara Quinn') }).click();
  await dropdown.getByRole('button', { name: 'Mara Quinn', exact: true }).click();
  await expect(page.getByTestId('chip-artists').locator('[data-part="label"]')).toHaveText('Mara Quinn');

  await page.keyboard.press('Escape');
  await page.getByTestId('chip-songs').locator('button').first().click();
  // Mara Quinn's songs with lyrics (the fake's instrumental is left out), best rated first.
  await expect(dropdown.getByTestId('song-option')).toHaveText([
    /^Kitchen Radio/,
    /^Sunday Static/,
    /^Burnt Toast Blues/,
  ]);
  await dropdown.getByRole('button', { name: 'Kitchen Radio Kitchen Radio' }).click();
  await expect(page.getByTestId('chip-songs').locator('[data-part="label"]')).toHaveText('Kitchen Radio');
});
