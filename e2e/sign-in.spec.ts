import { createAccountThroughUi, DEMO, expect, signInThroughUi, test } from './fixtures/auth';

test('the sign-in screen shows the welcome, the subtitle and the platform button', async ({ page }) => {
  await page.goto('/library');
  await expect(page.getByRole('heading', { name: 'Welcome to Lyricist' })).toBeVisible();
  await expect(page.getByText('Sign in to start writing amazing lyrics with AI assistance')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In with the music platform' })).toBeVisible();
});

test('demo sign-in lands on / with the profile stored, and sign out returns to sign-in', async ({ page }) => {
  await signInThroughUi(page);
  expect(new URL(page.url()).search).toBe('');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lyricist_user_name'))).toBe(DEMO.name);
  expect(await page.evaluate(() => sessionStorage.getItem('pendingLyricistToken'))).toBeNull();
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In with the music platform' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lyricist_user_token'))).toBeNull();
});

test('create account signs in a new writer', async ({ page }) => {
  await createAccountThroughUi(page, 'Brand New Writer');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('lyricist_user_name')))
    .toBe('Brand New Writer');
});

test('cancel on the platform returns to sign-in with nothing stored', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In with the music platform' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Sign In with the music platform' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('pendingLyricistToken'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('lyricist_user_token'))).toBeNull();
  expect(new URL(page.url()).search).toBe('');
});

test('an abandoned sign-in offers Complete Login, which fails clearly when never authorised', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In with the music platform' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.goto('/');
  await expect(page.getByText('Authentication in progress...')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Login failed. Please try again.');
  expect(await page.evaluate(() => localStorage.getItem('lyricist_user_token'))).toBeNull();
});

test('an error in the callback shows the alert', async ({ page }) => {
  await page.goto('/?error=server_error');
  await expect(page.getByRole('alert')).toContainText('server_error');
});
