import type { Page } from '@playwright/test';
import { createAccountThroughUi, expect, test } from './fixtures/auth';
import { createSession, editor, ghost, giveStyleDirector, openWriter, settledGhost } from './writer-fixtures';

const LYRICS = [
  'Tonight I walk alone',
  'Under a silver moon that hangs above the harbour where the fishing boats come home',
  'I call your name alone',
  '',
  'The kettle sings at seven',
  'And the radio plays our song',
].join('\n');

/** Nothing wider than the screen, and the header's controls side by side without overlapping. */
async function expectTidyLayout(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const boxes = [];
  for (const name of ['Back to library', 'Song title', 'Theme chat', 'Share', 'Settings']) {
    const box = await page.getByRole('banner').getByLabel(name, { exact: true }).boundingBox();
    expect(box, name).not.toBeNull();
    boxes.push(box!);
  }
  for (let i = 1; i < boxes.length; i++) {
    expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width - 0.5);
  }
  const width = page.viewportSize()?.width ?? 0;
  expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeLessThanOrEqual(width);
}

for (const viewport of [
  { width: 1280, height: 800, name: 'desktop' },
  { width: 390, height: 844, name: 'phone' },
]) {
  test(`the writer on a ${viewport.name} screen: margins on, a ghost suggestion showing`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await createAccountThroughUi(page);
    const session = await createSession(page, { songTitle: 'Harbour Lights at Seven', lyrics: LYRICS });
    await giveStyleDirector(page, session.sessionId);
    await page.evaluate(() => {
      localStorage.setItem('lyrics-editor-show-rhymes', 'true');
      localStorage.setItem('lyrics-editor-show-syllables', 'true');
    });
    await openWriter(page, session.sessionId);
    await editor(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await settledGhost(page);
    await expect(page.locator('.cm-rhyme-gutter')).toBeVisible();
    await expect(page.locator('.cm-syllable-gutter')).toBeVisible();
    await expectTidyLayout(page);
    // The ghost sits inside the editor column, not under the margin or past the edge.
    const ghostBox = (await ghost(page).boundingBox())!;
    const contentBox = (await editor(page).boundingBox())!;
    expect(ghostBox.x).toBeGreaterThanOrEqual(contentBox.x);
    expect(ghostBox.x + ghostBox.width).toBeLessThanOrEqual(contentBox.x + contentBox.width + 1);
    await page.screenshot({ path: `.tmp/shots/writer-${viewport.width}x${viewport.height}.png` });
  });
}

test('a device keyboard keeps the active line visible', async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const lines = Array.from({ length: 60 }, (_, i) => `Line number ${i + 1} of a long song`);
  const session = await createSession(page, { lyrics: lines.join('\n') });
  await openWriter(page, session.sessionId);
  await editor(page).click();
  await page.keyboard.press('Control+End');
  // The on-screen keyboard takes 344 px: the visual viewport shrinks by more than 150 px.
  await page.setViewportSize({ width: 390, height: 500 });
  const cursorLine = page.locator('.cm-activeLine, .cm-line').filter({ hasText: 'Line number 60 of' });
  await expect
    .poll(async () => {
      const box = await cursorLine.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= 500;
    })
    .toBe(true);
  const writerHeight = await page.evaluate(
    () => document.querySelector('header')?.parentElement?.getBoundingClientRect().height,
  );
  expect(writerHeight).toBeLessThanOrEqual(500);
});
