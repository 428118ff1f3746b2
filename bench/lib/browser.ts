import { CHROMIUM_LAUNCH_OPTIONS } from '@lyricist/test-support/chromium';
import { type Browser, chromium, type Page } from '@playwright/test';
import {
  type GridState,
  gridCount,
  keystrokeProbe,
  longTaskProbe,
  openProbe,
  scrollProbe,
} from './page-probes';
import { sleep } from './stats';
import type { Writer } from './writers';

/** Debian's Chromium with the flags that keep it from reaching outside the machine. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
}

export async function signedInContext(browser: Browser, writer: Writer) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // The token in local storage, as the app leaves it after a sign-in.
  const storage = {
    lyricist_user_token: writer.token,
    lyricist_user_id: writer.userId,
    lyricist_user_name: 'Bench',
  };
  await context.addInitScript(
    `for (const [k, v] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(k, v);`,
  );
  return context;
}

/** Polls a page expression until it is defined. (The app's CSP forbids waitForFunction's eval.) */
async function poll<T>(page: Page, expression: string, what: string): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = (await page.evaluate(expression)) as T | undefined;
    if (value !== undefined && value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

/**
 * Opens /library signed in as the writer and returns the ms from navigation start until the grid
 * shows `want`, painted, with the main thread free again. The time is taken inside the page.
 */
export async function openLibrary(browser: Browser, base: string, writer: Writer, want: GridState) {
  const context = await signedInContext(browser, writer);
  await context.addInitScript(openProbe(want));
  const page = await context.newPage();
  await page.goto(`${base}/library`);
  const ms = await poll<number>(page, 'window.__shownAt', 'the library to show its cards');
  // When the list call was sent and answered, to tell the app's start-up, the list and rendering apart.
  const [listFrom, listAt] = (await page.evaluate(
    `(() => { const e = performance.getEntriesByType('resource').find((r) => new URL(r.name).pathname === '/api/sessions');
      return e ? [e.startTime, e.responseEnd] : [0, 0]; })()`,
  )) as [number, number];
  return { page, ms, listFrom, listAt, close: () => context.close() };
}

/** Presses one key in the focused search box: ms from the key event to the grid showing `want`. */
export async function keystrokeToGrid(page: Page, key: string, want: GridState): Promise<number> {
  await page.evaluate(keystrokeProbe(want));
  await page.keyboard.press(key);
  return (await page.evaluate('window.__keyResult')) as number;
}

/**
 * Scrolls to the bottom until `total` cards are rendered: the ms it took, and every long task
 * (> 50 ms, the Long Tasks API) the page ran meanwhile.
 */
export async function scrollToCount(page: Page, total: number) {
  await page.evaluate(longTaskProbe);
  const start = Date.now();
  for (let count = (await page.evaluate(gridCount)) as number; count < total; ) {
    await page.evaluate(scrollProbe(count));
    count = (await page.evaluate(gridCount)) as number;
  }
  const ms = Date.now() - start;
  return { ms, longTasks: (await page.evaluate('window.__longTasks')) as number[] };
}
