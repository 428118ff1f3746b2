import { synthWav } from '@lyricist/test-support/audio';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/auth';
import { fakeMicrophone, memoPanel, storedMemos } from './memo-fixtures';
import { createSession, openWriter } from './writer-fixtures';

/**
 * The writer's header on a phone while a memo records (issue 35, R-writer-1, R-memo-6): the
 * recording's dot, clock and Stop take a row of their own, so the title keeps its room and no
 * control covers another, down to a 320 px screen.
 */
test.use({ launchOptions: fakeMicrophone(synthWav(), 'e2e-header-phone') });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

/** Each control shown whole on the screen, none overlapping another, each one taking a click itself. */
async function expectAllReachable(page: Page, controls: Record<string, Locator>) {
  const width = page.viewportSize()?.width ?? 0;
  const boxes: [string, Box][] = [];
  for (const [name, control] of Object.entries(controls)) {
    await expect(control, name).toBeVisible();
    const box = (await control.boundingBox())!;
    expect(box.x, `${name} starts on the screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends on the screen`).toBeLessThanOrEqual(width);
    boxes.push([name, box]);
  }
  for (const [i, [name, box]] of boxes.entries()) {
    for (const [other, otherBox] of boxes.slice(i + 1)) {
      expect(overlaps(box, otherBox), `${name} overlaps ${other}`).toBe(false);
    }
  }
  // A trial click fails when another element would take it: nothing covers any control.
  for (const control of Object.values(controls)) await control.click({ trial: true, timeout: 2_000 });
}

for (const width of [390, 320]) {
  test(`at ${width} px a recording takes a row of its own: every header control reachable, none overlapping`, async ({
    signedInPage: page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const session = await createSession(page, {
      songTitle: 'Harbour Lights at Seven Across the Water',
      lyrics: 'Hum it to me slow\nbefore the words arrive',
    });
    await openWriter(page, session.sessionId);
    const header = page.getByRole('banner');
    const title = header.getByRole('textbox', { name: 'Song title' });
    const titleWidth = (await title.boundingBox())!.width;

    await header.getByRole('button', { name: 'More tools' }).click();
    await page.getByRole('button', { name: 'Voice memos', exact: true }).click();
    await memoPanel(page).getByRole('button', { name: 'Record a memo' }).click();
    await expect(memoPanel(page).getByRole('timer')).toBeVisible();
    await memoPanel(page).getByRole('button', { name: 'Close voice memos' }).click();
    await expect(header.getByRole('timer')).toBeVisible();

    await expectAllReachable(page, {
      'Back to library': header.getByRole('link', { name: 'Back to library' }),
      'Song title': title,
      'Theme chat': header.getByRole('link', { name: 'Theme chat' }),
      'More tools': header.getByRole('button', { name: 'More tools' }),
      Share: header.getByRole('button', { name: 'Share' }),
      Settings: header.getByRole('link', { name: 'Settings' }),
      'the recording’s clock': header.getByRole('timer'),
      'Stop recording': header.getByRole('button', { name: 'Stop recording' }),
    });
    // The recording squeezes nothing: the title keeps the width it had before.
    expect((await title.boundingBox())!.width).toBeGreaterThanOrEqual(titleWidth - 1);
    await page.screenshot({ path: `.tmp/screens/writer-header-recording-${width}.png` });

    await header.getByRole('button', { name: 'Stop recording' }).click();
    await expect(header.getByRole('timer')).toBeHidden();
    await expect
      .poll(async () => (await storedMemos(page, session.sessionId)).map((m) => m.name))
      .toEqual(['Memo 1']);
  });
}
