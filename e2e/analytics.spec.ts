import { test as base, expect, type Page } from '@playwright/test';
import { type Collector, startCollector } from './fixtures/analytics-collector';
import { signInThroughUi } from './fixtures/auth';
import { startOwnServer } from './fixtures/own-server';

const TOKEN = 'e2e-analytics-token';

/** These tests run against their own server, configured with a token and a loopback collector. */
const test = base.extend<{ collector: Collector }, { analytics: { baseURL: string; collector: Collector } }>({
  analytics: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const collector = await startCollector();
      const server = await startOwnServer({ MIXPANEL_TOKEN: TOKEN, MIXPANEL_API_HOST: collector.url });
      await use({ baseURL: server.baseURL, collector });
      await server.stop();
      await collector.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ analytics }, use) => use(analytics.baseURL),
  collector: async ({ analytics }, use) => {
    analytics.collector.clear();
    await use(analytics.collector);
  },
});

async function visitScreens(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Choose Your Writing Approach' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }).click();
  await expect(page.getByRole('heading', { name: 'Lyrics Library' })).toBeVisible();
  // Through the app, as a writer goes: a full reload here could drop the library event mixpanel has
  // queued but not yet stored.
  await page.getByRole('main').getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('switch', { name: 'Rhyme scheme' }).click();
}

test('events reach the analytics host, prefixed, with the token and the app version', async ({
  page,
  collector,
}) => {
  const blocked: string[] = [];
  page.on('console', (msg) => {
    if (msg.text().includes('Content Security Policy')) blocked.push(msg.text());
  });
  await signInThroughUi(page);
  await visitScreens(page);
  const names = () => collector.events().map((e) => e.event);
  await expect
    .poll(names, { timeout: 20_000 })
    .toEqual(
      expect.arrayContaining([
        'lyricist_landed_on_selection_screen',
        'lyricist_clicked_library',
        'lyricist_entered_library',
        'lyricist_entered_settings',
        'lyricist_changed_setting',
      ]),
    );
  // Our own events all carry the prefix (mixpanel's own start with '$').
  expect(names().filter((name) => !name.startsWith('$') && !name.startsWith('lyricist_'))).toEqual([]);
  const userId = await page.evaluate(() => localStorage.getItem('lyricist_user_id'));
  const setting = collector.events().find((e) => e.event === 'lyricist_changed_setting');
  expect(setting?.properties).toMatchObject({
    token: TOKEN,
    app_version: '1.0.0',
    setting: 'rhyme_scheme',
    value: true,
    $user_id: userId,
  });
  // Persistence is local storage, not a cookie.
  expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('mp_')))).toBe(true);
  expect((await page.context().cookies()).some((c) => c.name.startsWith('mp_'))).toBe(false);
  // Session recording is on: the recorder delivers its batches to the same host.
  await expect
    .poll(() => collector.requests.some((r) => r.path.includes('record')), { timeout: 30_000 })
    .toBe(true);
});

test('entering the writer records entered_theme_writer once', async ({ page, collector }) => {
  await signInThroughUi(page);
  await page.goto('/theme-writer');
  await expect(page.locator('.cm-content')).toBeVisible();
  const entered = () => collector.events().filter((e) => e.event === 'lyricist_entered_theme_writer');
  await expect.poll(() => entered().length, { timeout: 20_000 }).toBeGreaterThan(0);
  // Both trackers fire on mount, so a second event would travel in the same batch as the first.
  expect(entered()).toHaveLength(1);
});

test('with do-not-track on, nothing is loaded and nothing is sent', async ({ page, collector }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1', configurable: true });
  });
  const mixpanelChunks: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('mixpanel')) mixpanelChunks.push(req.url());
  });
  await signInThroughUi(page);
  await visitScreens(page);
  // Nothing to wait for when nothing happens: stay past the 5 s flush interval.
  await page.waitForTimeout(7000);
  expect(collector.requests).toEqual([]);
  expect(mixpanelChunks).toEqual([]);
});

test('a blocked analytics library or host never breaks the app', async ({ page, collector }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // What an ad blocker does: the library's chunk and the host both fail.
  await page.route('**/assets/mixpanel*', (route) => route.abort('blockedbyclient'));
  await page.route(`${collector.url}/**`, (route) => route.abort('blockedbyclient'));
  await signInThroughUi(page);
  await visitScreens(page);
  await expect(page.getByRole('switch', { name: 'Rhyme scheme' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'New' }).click();
  await expect(page).toHaveURL(/\/theme-chat$/);
  expect(pageErrors).toEqual([]);
  expect(collector.requests).toEqual([]);
});

test('the analytics library is not part of the initial page', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const initial = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  expect(initial.length).toBeGreaterThan(0);
  for (const path of initial) {
    expect(path).not.toContain('mixpanel');
    // Only referenced as a lazily imported chunk, never bundled into what the first paint needs.
    expect(await (await request.get(path)).text()).not.toContain('api-js.mixpanel.com');
  }
});
