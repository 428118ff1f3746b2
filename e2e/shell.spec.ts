import { createSessionThroughApi } from './fixtures/api';
import { expect, test } from './fixtures/auth';
import { expectNoHorizontalOverflow, shoot, VIEWPORTS } from './fixtures/screens';
import { visibleToasts } from './fixtures/toasts';

const SIGN_IN = 'Sign In with the music platform';

test('anonymous visitors get the sign-in screen on every route', async ({ page }) => {
  for (const path of ['/', '/library', '/settings', '/profile', '/theme-chat', '/no/such/page']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: SIGN_IN })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  }
});

test('an unknown path shows the 404 card', async ({ signedInPage: page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Page Not Found', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('the bottom bar shows everywhere but the chat, the writer and the profile', async ({
  signedInPage: page,
}) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const path of ['/', '/library', '/settings', '/somewhere-else']) {
    await page.goto(path);
    await expect(nav.getByRole('button', { name: 'Profile' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Library' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'New' })).toBeVisible();
  }
  for (const path of ['/theme-chat', '/theme-writer', '/profile']) {
    await page.goto(path);
    await expect(page.locator('#root > *').first()).toBeAttached();
    await expect(nav).toHaveCount(0);
  }
});

test('Library and New navigate; New starts without a current session', async ({ signedInPage: page }) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Library' }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByRole('heading', { name: 'Lyrics Library' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('currentSessionId', 'old-session'));
  await nav.getByRole('button', { name: 'New' }).click();
  await expect(page).toHaveURL(/\/theme-chat$/);
  expect(await page.evaluate(() => localStorage.getItem('currentSessionId'))).not.toBe('old-session');
});

test('tooltips open after a hover of about 700 ms', async ({ signedInPage: page }) => {
  const profile = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profile' });
  await expect(profile).toBeVisible();
  const started = Date.now();
  await profile.hover();
  await expect(page.getByRole('tooltip', { name: 'Profile' })).toBeVisible();
  expect(Date.now() - started).toBeGreaterThanOrEqual(650);
});

test.describe('toasts', () => {
  test.beforeEach(async ({ freshPage: page }) => {
    const a = await createSessionThroughApi(page, { songTitle: 'Toast A', lyrics: 'a' });
    const b = await createSessionThroughApi(page, { songTitle: 'Toast B', lyrics: 'b' });
    for (const id of [a.sessionId, b.sessionId]) {
      await page.route(`**/api/sessions/${id}`, (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({ status: 500, body: 'down' })
          : route.continue(),
      );
    }
    await page.goto('/library');
  });

  async function failDelete(page: import('@playwright/test').Page, title: string): Promise<void> {
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
  }

  test('one at a time, closing by themselves after 5 seconds', async ({ freshPage: page }) => {
    const toasts = visibleToasts(page);
    await failDelete(page, 'Toast A');
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText('Error');
    await expect(toasts).toContainText('Failed to delete lyrics');
    await failDelete(page, 'Toast B');
    await expect(toasts).toHaveCount(1);
    const shown = Date.now();
    await page.mouse.move(0, 0); // a hovered toast would pause its timer
    await expect(toasts).toHaveCount(0, { timeout: 10_000 });
    const elapsed = Date.now() - shown;
    expect(elapsed).toBeGreaterThanOrEqual(4000);
    expect(elapsed).toBeLessThan(8000);
  });

  test('F8 focuses the toasts and a swipe right of 50 px dismisses one', async ({ freshPage: page }) => {
    await failDelete(page, 'Toast A');
    const toast = visibleToasts(page);
    await expect(toast).toBeVisible();
    await page.keyboard.press('F8');
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label')),
      )
      .toMatch(/F8/);

    const box = await toast.boundingBox();
    if (!box) throw new Error('toast has no box');
    const y = box.y + box.height / 2;
    // A short drag is not enough.
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toBeVisible();
    // Past the 50 px threshold it goes.
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 130, y, { steps: 10 });
    await page.mouse.up();
    await expect(toast).toHaveCount(0);
  });
});

test('every screen fits from a 360 px phone to a desktop, without sideways scrolling', async ({
  freshPage: page,
}) => {
  await createSessionThroughApi(page, {
    songTitle: 'A Very Long Song Title That Keeps Going Well Past The Width Of A Small Phone Screen',
    lyrics: 'Supercalifragilisticexpialidociouslywrittenwordwithoutanybreaks and the night goes on and on',
  });
  await createSessionThroughApi(page, { songTitle: 'Ghost Town', lyrics: 'empty streets\nand empty hearts' });
  await createSessionThroughApi(page, { songTitle: '', lyrics: '' });
  await page.evaluate(() => localStorage.setItem('lyrics-editor-show-rhymes', 'true'));

  const screens: [string, string, () => Promise<void>][] = [
    ['selection', '/', () => expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible()],
    ['library', '/library', () => expect(page.getByRole('heading', { name: 'Ghost Town' })).toBeVisible()],
    ['settings', '/settings', () => expect(page.getByTestId('preview-line')).toHaveCount(4)],
    ['profile', '/profile', () => expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()],
    [
      'not-found',
      '/nowhere',
      () => expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible(),
    ],
    [
      'faq',
      '/faq.html',
      () => expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible(),
    ],
  ];
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    for (const [name, path, ready] of screens) {
      await page.goto(path);
      await ready();
      await expectNoHorizontalOverflow(page);
      if (label !== 'smallPhone') await shoot(page, `${name}-${size.width}x${size.height}`);
    }
    await page.goto('/library');
    await page.getByRole('button', { name: 'Delete Ghost Town' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    if (label !== 'smallPhone') await shoot(page, `library-delete-${size.width}x${size.height}`);
  }
});
