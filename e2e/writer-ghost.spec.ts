import { createAccountThroughUi, expect, test } from './fixtures/auth';
import {
  createSession,
  editor,
  ghost,
  giveStyleDirector,
  isAutocomplete,
  localText,
  nextAutocompleteBody,
  openWriter,
  settledGhost,
} from './writer-fixtures';

// Each test signs up its own writer: the AI routes are rate limited per user.
test.beforeEach(async ({ page }) => {
  await createAccountThroughUi(page);
});

test('a ghost suggestion appears after typing, word by word, and Tab accepts it', async ({ page }) => {
  const session = await createSession(page);
  await giveStyleDirector(page, session.sessionId);
  await openWriter(page, session.sessionId);
  // Record every state of the ghost text with its time.
  await page.evaluate(() => {
    const seen: { text: string; at: number }[] = [];
    (window as unknown as { ghostLog: typeof seen }).ghostLog = seen;
    new MutationObserver(() => {
      const text = document.querySelector('.cm-ghost-text')?.textContent?.trim() ?? '';
      if (text !== seen.at(-1)?.text) seen.push({ text, at: performance.now() });
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

  await editor(page).click();
  await page.keyboard.type('Walking down the river road');
  // On an empty line the suggestion is a whole next line: several words to reveal.
  const body = await nextAutocompleteBody(page, () => page.keyboard.press('Enter'));
  expect(body).toEqual({ currentLyrics: 'Walking down the river road\n', cursorPosition: 28 });
  const full = await settledGhost(page);
  const log = await page.evaluate(
    () => (window as unknown as { ghostLog: { text: string; at: number }[] }).ghostLog,
  );
  const steps = log.filter((entry) => entry.text !== '');
  const words = full.split(/\s+/);
  expect(words.length).toBeGreaterThan(1);
  // One more word each step, about 80 ms apart.
  expect(steps.map((s) => s.text)).toEqual(words.map((_, i) => words.slice(0, i + 1).join(' ')));
  for (let i = 1; i < steps.length; i++) {
    expect(steps[i]!.at - steps[i - 1]!.at).toBeGreaterThan(50);
  }

  const rerequest = page.waitForRequest(isAutocomplete);
  await page.keyboard.press('Tab');
  const expected = `Walking down the river road\n${full}\n`;
  await expect.poll(() => localText(page, session.sessionId)).toBe(expected);
  await expect(ghost(page)).toHaveCount(0);
  // The next suggestion is asked for about 200 ms later, for the text with the accepted line.
  expect((await rerequest).postDataJSON()).toEqual({
    currentLyrics: expected,
    cursorPosition: expected.length,
  });
});

test('Escape rejects a suggestion and any edit discards it', async ({ page }) => {
  const session = await createSession(page, { lyrics: 'Morning light' });
  await giveStyleDirector(page, session.sessionId);
  await openWriter(page, session.sessionId);
  await editor(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' on');
  await expect(ghost(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(ghost(page)).toHaveCount(0);
  // The local backup is written on the frame after a change (use-lyrics-autosave): wait for it.
  await expect.poll(() => localText(page, session.sessionId)).toBe('Morning light on');

  await page.keyboard.type(' the');
  await expect(ghost(page)).toBeVisible();
  await page.keyboard.type('x');
  await expect(ghost(page)).toHaveCount(0);
  await expect.poll(() => localText(page, session.sessionId)).toBe('Morning light on thex');
});

test('a touch swipe right of more than 100 px accepts; a short or slanted one does not', async ({ page }) => {
  const session = await createSession(page, { lyrics: 'Paper boats' });
  await giveStyleDirector(page, session.sessionId);
  await openWriter(page, session.sessionId);
  await editor(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' drifting');
  await expect(ghost(page)).toBeVisible();

  const swipe = (dx: number, dy: number) =>
    editor(page).evaluate(
      (target, [dx, dy]) => {
        const at = (x: number, y: number) => new Touch({ identifier: 1, target, clientX: x, clientY: y });
        const start = at(40, 60);
        const end = at(40 + dx, 60 + dy);
        target.dispatchEvent(
          new TouchEvent('touchstart', { touches: [start], changedTouches: [start], bubbles: true }),
        );
        target.dispatchEvent(
          new TouchEvent('touchend', { touches: [], changedTouches: [end], bubbles: true }),
        );
      },
      [dx, dy] as const,
    );

  const suggestion = await settledGhost(page);
  await swipe(80, 0);
  await swipe(160, 70);
  await expect(ghost(page)).toBeVisible();
  await swipe(140, 20);
  await expect(ghost(page)).toHaveCount(0);
  await expect.poll(() => localText(page, session.sessionId)).toBe(`Paper boats drifting ${suggestion}\n`);
});

test('the three request cases: empty canvas, a line with words, an empty line', async ({ page }) => {
  const session = await createSession(page);
  await giveStyleDirector(page, session.sessionId);
  const opened = Date.now();
  const first = await nextAutocompleteBody(page, () => openWriter(page, session.sessionId));
  expect(Date.now() - opened).toBeGreaterThanOrEqual(500);
  expect(first).toEqual({ currentLyrics: '', cursorPosition: 0 });

  await editor(page).click();
  const withWords = await nextAutocompleteBody(page, () => page.keyboard.type('Hello there'));
  expect(withWords).toEqual({ currentLyrics: 'Hello there', cursorPosition: 11 });

  const emptyLine = await nextAutocompleteBody(page, () => page.keyboard.press('Enter'));
  expect(emptyLine).toEqual({ currentLyrics: 'Hello there\n', cursorPosition: 12 });
});

test('a writer who opens the editor before a pinned mood has its director gets ghost text at once', async ({
  page,
}) => {
  const session = await createSession(page);
  await giveStyleDirector(page, session.sessionId);
  // The session as read before the mood's first director refresh landed (issue 33, ADR 042).
  await page.route(`**/api/sessions/${session.sessionId}`, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), styleDirectorOutput: null } });
  });
  await openWriter(page, session.sessionId);
  await editor(page).click();
  await page.keyboard.type('Walking down the river road');
  await expect(ghost(page)).toBeVisible();
});

test('without a director output the writer warns and asks nothing', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  let requests = 0;
  page.on('request', (request) => {
    if (isAutocomplete(request)) requests += 1;
  });
  const session = await createSession(page);
  await openWriter(page, session.sessionId);
  await editor(page).click();
  await page.keyboard.type('No story yet');
  await expect.poll(() => warnings.some((w) => w.includes('director'))).toBe(true);
  await page.keyboard.type(' and more');
  await page.waitForTimeout(1000);
  expect(requests).toBe(0);
  expect(warnings.filter((w) => w.includes('director'))).toHaveLength(1);
});
