import { WORDS_RATE_LIMIT_PER_MINUTE } from '@lyricist/shared/constants';
import { countLines, countWords } from '@lyricist/shared/lyrics/syllables';
import type { Page } from '@playwright/test';
import { storedToken } from './fixtures/api';
import { expect, test } from './fixtures/auth';
import { VIEWPORTS } from './fixtures/screens';
import { visibleToasts } from './fixtures/toasts';
import { createSession, editor, markers, openWriter, serverSession, showMargins } from './writer-fixtures';

/** The writer's toolbox (issue 17): the word panel, stress marks, counts, own syllable counts. */
const LYRICS = [
  '[Verse]',
  'I saw the fire in your eyes',
  'We let it burn',
  '',
  'And every spark was just another lie',
].join('\n');

const panel = (page: Page) => page.getByRole('complementary', { name: 'Word panel' });
const line = (page: Page, text: string) => page.locator('.cm-line', { hasText: text });
/** The middle of `word` in the editor line that contains it, from the text's own layout. */
async function wordCentre(page: Page, word: string): Promise<{ x: number; y: number }> {
  return page.evaluate((word) => {
    for (const el of document.querySelectorAll('.cm-line')) {
      const text = el.firstChild;
      const at = text?.textContent?.search(new RegExp(`\\b${word}\\b`)) ?? -1;
      if (!text || at < 0) continue;
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + word.length);
      const box = range.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }
    throw new Error(`no line with ${word}`);
  }, word);
}

async function doubleClickWord(page: Page, word: string): Promise<void> {
  const { x, y } = await wordCentre(page, word);
  await page.mouse.dblclick(x, y);
}

test('the word panel: opens on a word, switches tabs, puts a rhyme in as one autosaved, undoable edit; Escape closes', async ({
  freshPage: page,
}) => {
  const session = await createSession(page, { songTitle: 'Embers', lyrics: LYRICS });
  await openWriter(page, session.sessionId);

  await doubleClickWord(page, 'burn');
  await expect(panel(page).getByRole('heading', { name: 'burn' })).toBeVisible();
  await expect(editor(page), 'opening on a selection leaves the focus in the editor').toBeFocused();
  const perfect = panel(page).getByRole('list', { name: 'Perfect rhymes, 1 syllable' });
  await expect(perfect.getByRole('button', { name: 'turn', exact: true })).toBeVisible();

  await panel(page).getByRole('tab', { name: 'Meaning', exact: true }).click();
  await expect(editor(page), 'a click on a tab leaves the focus in the editor').toBeFocused();
  await expect(
    panel(page).getByRole('list', { name: 'Definitions' }).getByRole('listitem').first(),
  ).toContainText('fire');
  await panel(page).getByRole('tab', { name: 'Rhymes + meaning' }).click();
  await expect(panel(page).getByLabel('Rhymes with')).toHaveValue('burn');
  await panel(page).getByLabel('and means').fill('come back');
  await expect(panel(page).getByRole('alert')).toContainText('One word in each box');
  await panel(page).getByLabel('and means').fill('homecoming');
  const returned = panel(page).getByRole('list', { name: 'Results' }).getByRole('button', { name: 'return' });
  await expect(returned).toBeVisible();
  // Kept to a syllable count, as a memo's phrase asks (R-toolbox-2): 'return' has two.
  await panel(page).getByLabel('syllables').selectOption('1');
  await expect(returned).toBeHidden();
  await panel(page).getByLabel('syllables').selectOption('2');
  await expect(returned).toBeVisible();
  await panel(page).getByLabel('syllables').selectOption('');

  // Choosing a rhyme replaces the selected word and saves like typing; a second choice replaces the
  // first (nothing typed between); each is one undo step.
  await panel(page).getByRole('tab', { name: 'Rhymes', exact: true }).click();
  await perfect.getByRole('button', { name: 'turn', exact: true }).click();
  await expect(line(page, 'We let it')).toHaveText('We let it turn');
  await perfect.getByRole('button', { name: 'learn', exact: true }).click();
  await expect(line(page, 'We let it')).toHaveText('We let it learn');
  await expect
    .poll(async () => (await serverSession(page, session.sessionId)).lyrics)
    .toContain('We let it learn');
  await page.keyboard.press('ControlOrMeta+z');
  await expect(line(page, 'We let it')).toHaveText('We let it turn');
  await page.keyboard.press('ControlOrMeta+z');
  await expect(line(page, 'We let it')).toHaveText('We let it burn');
  await expect.poll(async () => (await serverSession(page, session.sessionId)).lyrics).toBe(LYRICS);

  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(editor(page)).toBeFocused();

  // Selecting a whole word from the keyboard opens it too, the focus staying in the editor.
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+ControlOrMeta+ArrowLeft');
  await expect(panel(page).getByRole('heading', { name: 'burn' })).toBeVisible();
  await expect(editor(page)).toBeFocused();

  // The shortcut (named in the header button's tooltip) opens it on the word at the cursor and
  // takes the focus there; Escape gives it back to the editor.
  const fire = await wordCentre(page, 'fire');
  await page.mouse.click(fire.x, fire.y);
  await page.keyboard.press('Alt+Enter');
  await expect(panel(page).getByRole('heading', { name: 'fire' })).toBeVisible();
  await expect(panel(page).getByRole('tab', { name: 'Rhymes', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(editor(page)).toBeFocused();
  // The page may hand the same word back the other way round as the focus returns: no new choice,
  // so the panel stays closed.
  // (Resolves once the editor has read the selection and the page has painted what followed.)
  await page.evaluate(async () => {
    const text = [...document.querySelectorAll('.cm-line')].find((l) =>
      l.textContent?.includes('fire'),
    )?.firstChild;
    const at = text?.textContent?.indexOf('fire') ?? -1;
    if (!text || at < 0) throw new Error('no line with fire');
    const read = new Promise((resolve) =>
      document.addEventListener('selectionchange', () => setTimeout(resolve, 50), { once: true }),
    );
    document.getSelection()?.setBaseAndExtent(text, at + 4, text, at);
    await read;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await expect(panel(page)).toBeHidden();
  await page.getByRole('button', { name: 'Rhymes and meanings' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('Alt+Enter');

  // The shortcut's request is forgotten once the panel closes: opening from a selection again
  // leaves the focus in the editor.
  await doubleClickWord(page, 'burn');
  await expect(panel(page).getByRole('heading', { name: 'burn' })).toBeVisible();
  await expect(editor(page)).toBeFocused();
});

test('a click read late (a busy page starves its timers) cannot reopen the panel the writer closed', async ({
  freshPage: page,
}) => {
  const session = await createSession(page, { lyrics: LYRICS });
  await openWriter(page, session.sessionId);
  const fire = await wordCentre(page, 'fire');
  // The editor reads a click's selection in a zero-delay timer; here every such timer waits 1.5 s,
  // so the shortcut and Escape both come before it, as they can on a loaded machine.
  await page.evaluate(() => {
    const { setTimeout: now } = window;
    const late = (run: TimerHandler, ms?: number, ...args: unknown[]) => now(run, ms || 1500, ...args);
    window.setTimeout = late as typeof window.setTimeout;
  });
  await page.mouse.click(fire.x, fire.y);
  await page.keyboard.press('Alt+Enter');
  await expect(panel(page).getByRole('tab', { name: 'Rhymes', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await page.waitForTimeout(2_000);
  await expect(panel(page)).toBeHidden();
  await expect(editor(page)).toBeFocused();
});

test('on a phone the panel is a bottom sheet that stays above the device keyboard', async ({
  freshPage: page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  const session = await createSession(page, { lyrics: LYRICS });
  await openWriter(page, session.sessionId);
  await doubleClickWord(page, 'burn');
  await expect(panel(page).getByRole('heading', { name: 'burn' })).toBeVisible();
  const sheet = (await panel(page).boundingBox())!;
  expect(sheet.width).toBe(VIEWPORTS.phone.width);
  expect(sheet.y + sheet.height).toBeCloseTo(VIEWPORTS.phone.height, 0);
  expect((await editor(page).boundingBox())!.y).toBeLessThan(sheet.y);
  // The on-screen keyboard takes 344 px (R-toolbox-1): the sheet and the active line stay above it.
  await page.setViewportSize({ width: 390, height: 500 });
  await expect
    .poll(async () => {
      const box = await panel(page).boundingBox();
      return box !== null && box.y + box.height <= 500;
    })
    .toBe(true);
  const active = (await line(page, 'We let it burn').boundingBox())!;
  expect(active.y + active.height).toBeLessThanOrEqual((await panel(page).boundingBox())!.y);
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
});

const stressWords = (page: Page) =>
  page.locator('.cm-stress-gutter .cm-stress-words').evaluateAll((spans) => spans.map((s) => s.textContent));

test('stress marks on and off, and the song’s word and line counts', async ({ freshPage: page }) => {
  const session = await createSession(page, { lyrics: LYRICS });
  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Show stress' }).click();
  await openWriter(page, session.sessionId);
  // One mark per syllable for each line with words; none for the section tag or the blank line.
  await expect.poll(() => stressWords(page)).toHaveLength(3);
  for (const pattern of await stressWords(page)) expect(pattern).toMatch(/^(da|DUM|dum)( (da|DUM|dum))*$/);
  expect((await stressWords(page))[1]).toBe('da DUM da DUM'); // We let it burn

  const counts = page.getByTestId('song-counts');
  await expect(counts).toHaveText(`${countWords(LYRICS)} words · ${countLines(LYRICS)} lines`);
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\nand burn');
  await expect(counts).toHaveText(`${countWords(LYRICS) + 2} words · ${countLines(LYRICS) + 1} lines`);
  await expect.poll(() => stressWords(page)).toHaveLength(4);

  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Show stress' }).click();
  await openWriter(page, session.sessionId);
  await expect(page.locator('.cm-stress-gutter')).toHaveCount(0);
});

test('a corrected syllable count changes the margin and the stress marks, survives a reload, and can be reset', async ({
  freshPage: page,
}) => {
  const session = await createSession(page, { lyrics: LYRICS });
  await showMargins(page);
  await page.evaluate(() => localStorage.setItem('lyrics-editor-show-stress', 'true'));
  await openWriter(page, session.sessionId);
  const everyLine = async () =>
    (await markers(page, 'cm-syllable-gutter')).find((m) => m.line === 4)?.text ?? null;
  const everyStressSyllables = async () => (await stressWords(page))[2]?.split(' ').length ?? 0;
  // The margin heuristic (R-syllables-1) hears "every" as 3 syllables: 1+3+1+1+1+3+1; so does the dictionary.
  await expect.poll(everyLine).toBe('11');
  await expect.poll(everyStressSyllables).toBe(11);

  await doubleClickWord(page, 'every');
  await expect(panel(page).getByTestId('word-syllables')).toHaveText('3 syllables');
  await panel(page).getByRole('button', { name: 'One syllable fewer' }).click();
  await panel(page).getByRole('button', { name: 'Save' }).click();
  await expect(panel(page).getByText('your count')).toBeVisible();
  await expect.poll(everyLine).toBe('10');
  await expect.poll(everyStressSyllables).toBe(10);

  await page.reload();
  await expect(page.locator('.cm-content')).toBeVisible();
  await expect.poll(everyLine).toBe('10');

  // "Use my own counts" off: the margin counts exactly by R-syllables-1 again (R-syllables-2).
  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Use my own counts' }).click();
  await openWriter(page, session.sessionId);
  await expect.poll(everyLine).toBe('11');
  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Use my own counts' }).click();
  await openWriter(page, session.sessionId);
  await expect.poll(everyLine).toBe('10');

  await doubleClickWord(page, 'every');
  await panel(page).getByRole('button', { name: 'Reset' }).click();
  await expect(panel(page).getByTestId('word-syllables')).toHaveText('3 syllables');
  await expect.poll(everyLine).toBe('11');
  await expect.poll(everyStressSyllables).toBe(11);
});

test('past the lookup limit the panel says so and the app raises its toast', async ({ freshPage: page }) => {
  const session = await createSession(page, { lyrics: LYRICS });
  // Spend this writer's lookups for the minute through the real API, as a very busy panel would.
  const headers = { Authorization: `Bearer ${await storedToken(page)}` };
  let status = 200;
  for (let sent = 0; status !== 429 && sent <= WORDS_RATE_LIMIT_PER_MINUTE; sent += 25) {
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => page.request.get('/api/pronunciations', { headers })),
    );
    status = answers.some((answer) => answer.status() === 429) ? 429 : 200;
  }
  expect(status).toBe(429);
  await openWriter(page, session.sessionId);
  await doubleClickWord(page, 'burn');
  await expect(panel(page).getByRole('alert')).toContainText('Looking up “burn” failed');
  await expect(visibleToasts(page)).toHaveCount(1);
  await expect(visibleToasts(page)).toContainText('Too many lookups');
  await expect(editor(page)).toBeFocused();
});
