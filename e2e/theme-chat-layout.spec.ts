import { COPY } from '@lyricist/shared/copy';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/auth';

/** The chat fits a desktop and a phone: input visible, chip row scrolls, dropdowns stay on screen. */

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const KINDS = ['artists', 'songs', 'mood', 'genre'] as const;

async function expectInsideViewport(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5);
}

for (const size of SIZES) {
  test(`the chat and its dropdowns fit a ${size.name} screen`, async ({ signedInPage: page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/theme-chat');
    const input = page.getByRole('textbox', { name: COPY.chat.inputPlaceholder });
    await expect(page.getByRole('button', { name: 'Passion' })).toBeInViewport();
    await page.screenshot({ path: `.tmp/shots/theme-chat-${size.name}-opening.png` });
    await input.fill('My grandmother kept the porch light on every night after the war');
    await input.press('Enter');
    await expect(page.locator('[data-role="assistant"]')).toHaveCount(2);
    await page.getByTestId('chip-mood').locator('button').first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Nostalgic', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('[data-role="assistant"]')).toHaveCount(3);
    await expect(page.locator('[data-role="assistant"]').last()).toBeInViewport();

    await expect(input).toBeInViewport({ ratio: 1 });
    await expectInsideViewport(page, 'form');
    await page.screenshot({ path: `.tmp/shots/theme-chat-${size.name}.png` });

    // The chip row never widens the page: it scrolls inside itself.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(size.width);

    for (const kind of KINDS) {
      const chip = page.getByTestId(`chip-${kind}`);
      await chip.scrollIntoViewIfNeeded();
      await chip.locator('button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectInsideViewport(page, '[role="dialog"]');
      await page.screenshot({ path: `.tmp/shots/theme-chat-${size.name}-${kind}.png` });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  });
}
