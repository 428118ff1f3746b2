import { expect, test } from './fixtures/auth';
import { createSession, editor, localText, openWriter, serverSession, visibleLines } from './writer-fixtures';

const FIRST = ['I kept the letters in a drawer', 'and never read them twice'];
const SECOND = ['I burned the letters on the shore'];

test('save a named version, edit, restore it, and undo the restore', async ({ signedInPage: page }) => {
  const session = await createSession(page, { songTitle: 'Letters', lyrics: FIRST.join('\n') });
  await openWriter(page, session.sessionId);

  await page.getByRole('button', { name: 'History' }).click();
  const panel = page.getByRole('complementary', { name: 'History' });
  await panel.getByRole('textbox', { name: 'Version name' }).fill('Before the fire');
  await panel.getByRole('button', { name: 'Save version' }).click();
  await expect(panel.getByRole('button', { name: /Before the fire/ })).toBeVisible();
  await panel.getByRole('button', { name: 'Close history' }).click();

  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(SECOND[0] as string);
  await expect
    .poll(async () => (await serverSession(page, session.sessionId)).lyrics)
    .toBe(SECOND.join('\n'));

  await page.getByRole('button', { name: 'History' }).click();
  await panel.getByRole('button', { name: /Before the fire/ }).click();
  const diff = panel.getByRole('list', { name: 'Differences from the current text' });
  await expect(diff.locator('[data-kind="removed"] span:not([aria-hidden])')).toHaveText(FIRST);
  await expect(diff.locator('[data-kind="added"] span:not([aria-hidden])')).toHaveText(SECOND);
  await page.screenshot({ path: '.tmp/screens/history-diff.png' });

  await panel.getByRole('button', { name: 'Restore' }).click();
  await expect(panel.getByRole('status')).toContainText('Version restored.');
  expect(await visibleLines(page)).toEqual(FIRST);
  await expect.poll(async () => (await serverSession(page, session.sessionId)).lyrics).toBe(FIRST.join('\n'));
  expect(await localText(page, session.sessionId)).toBe(FIRST.join('\n'));
  // The text the restore replaced was kept first.
  await expect(panel.getByRole('button', { name: /Before a restore/ })).toBeVisible();

  await panel.getByRole('button', { name: 'Undo restore' }).click();
  await expect.poll(() => visibleLines(page)).toEqual(SECOND);
  await expect
    .poll(async () => (await serverSession(page, session.sessionId)).lyrics)
    .toBe(SECOND.join('\n'));

  // What is on screen after a reload is the undone text: nothing older came back.
  await page.reload();
  await expect(editor(page)).toBeVisible();
  expect(await visibleLines(page)).toEqual(SECOND);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the History panel takes the whole screen and its rows fit', async ({ signedInPage: page }) => {
    const session = await createSession(page, { songTitle: 'Small Screen', lyrics: FIRST.join('\n') });
    await openWriter(page, session.sessionId);
    // The header's buttons all fit beside the title: Sections, History and Export fold into one menu.
    const header = page.getByRole('banner');
    expect(await header.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    for (const folded of ['Sections', 'History', 'Export'])
      await expect(header.getByRole('button', { name: folded, exact: true })).toHaveCount(0);
    await page.screenshot({ path: '.tmp/screens/writer-390.png' });
    await header.getByRole('button', { name: 'More tools' }).click();
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const panel = page.getByRole('complementary', { name: 'History' });
    await panel
      .getByRole('textbox', { name: 'Version name' })
      .fill('A rather long version name for a small phone');
    await panel.getByRole('button', { name: 'Save version' }).click();
    await expect(panel.getByRole('button', { name: /A rather long version name/ })).toBeVisible();

    const box = await panel.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    const overflow = await panel.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBe(0);
    await page.screenshot({ path: '.tmp/screens/history-390.png' });
    await panel.getByRole('button', { name: 'Close history' }).click();
    await expect(panel).toBeHidden();
  });
});

test('the History panel sits beside the editor on a wide screen', async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const session = await createSession(page, { songTitle: 'Wide', lyrics: FIRST.join('\n') });
  await openWriter(page, session.sessionId);
  await page.getByRole('button', { name: 'History' }).click();
  const panel = page.getByRole('complementary', { name: 'History' });
  await panel.getByRole('button', { name: 'Save version' }).click();
  await expect(panel.getByRole('button', { name: /Saved version/ })).toBeVisible();
  const box = await panel.boundingBox();
  expect(box?.width).toBe(384);
  await page.screenshot({ path: '.tmp/screens/history-1280.png' });
});
