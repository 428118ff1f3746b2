import { DEMO, expect, test } from './fixtures/auth';

const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#f59e0b"/></svg>',
  );

test('the profile shows the name, the FAQ and Sign out, without the bottom bar', async ({
  signedInPage: page,
}) => {
  await page.goto('/library');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-name')).toHaveText(DEMO.name);
  await expect(page.getByRole('heading', { name: 'Lyricist' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  const faq = page.getByRole('link', { name: /FAQ/ });
  await expect(faq).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), faq.click()]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/faq.html');
  await expect(tab.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await tab.close();

  // Back goes to where the profile was opened from.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/library$/);
});

test('back goes to / when no return path was remembered', async ({ signedInPage: page }) => {
  await page.evaluate(() => sessionStorage.removeItem('lyricist_profile_return_path'));
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Choose Your Writing Approach' })).toBeVisible();
});

test("without a stored name or picture it shows 'User' and the default avatar", async ({
  signedInPage: page,
}) => {
  // Keep the start-up profile refresh from storing them again.
  // (the refresh started by sign-in's reload must finish first, or it lands after the removal).
  await page.waitForLoadState('networkidle');
  await page.route('**/api/auth/user?*', (route) => route.abort());
  await page.evaluate(() => {
    localStorage.removeItem('lyricist_user_name');
    localStorage.removeItem('lyricist_user_profile_image');
  });
  await page.goto('/profile');
  await expect(page.getByTestId('profile-name')).toHaveText('User');
  await expect(page.getByRole('img', { name: 'User' })).toBeVisible();
});

test('a stored picture is shown on the profile and in the bottom bar', async ({ signedInPage: page }) => {
  // As above: the refresh started by sign-in's reload must finish first, or it removes the picture
  // (the demo account has none) after it was stored.
  await page.waitForLoadState('networkidle');
  await page.route('**/api/auth/user?*', (route) => route.abort());
  await page.evaluate((src) => localStorage.setItem('lyricist_user_profile_image', src), PICTURE);
  await page.goto('/library');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.locator(`img[src="${PICTURE}"]`)).toBeVisible();
  await nav.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('img', { name: DEMO.name })).toHaveAttribute('src', PICTURE);
});

test('Sign out returns to the sign-in screen with the token gone', async ({ signedInPage: page }) => {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In with the music platform' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lyricist_user_token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('lyricist_user_name'))).toBeNull();
});
