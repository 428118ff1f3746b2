import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/auth';
import { createSession, editor, giveStyleDirector, openWriter, settledGhost } from './writer-fixtures';

/**
 * Exceptions the product's design requires, each with its requirement and reason. Everything else axe reports
 * (WCAG 2.x A and AA) fails the test.
 */
const DESIGN_EXCEPTIONS: { rule: string; selector: string; reason: string }[] = [
  {
    rule: 'color-contrast',
    selector: '.cm-ghost',
    reason: "R-writer-2: ghost suggestion text is 'faint italic'; it is a hint the writer can ignore",
  },
];

async function expectNoViolations(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const found = violations.flatMap((v) =>
    v.nodes
      .filter(
        (node) =>
          !DESIGN_EXCEPTIONS.some(
            (e) => e.rule === v.id && node.target.some((t) => String(t).includes(e.selector)),
          ),
      )
      .map((node) => `${v.id}: ${node.target.join(' ')} (${v.help})`),
  );
  expect(found, `axe on ${screen}`).toEqual([]);
}

test('the sign-in screen has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In with the music platform' })).toBeVisible();
  await expectNoViolations(page, 'sign-in');
});

test('every signed-in screen has no accessibility violations', async ({ signedInPage: page }) => {
  const screens: [string, () => Promise<unknown>][] = [
    ['/', () => expect(page.getByRole('heading', { name: 'Choose Your Writing Approach' })).toBeVisible()],
    ['/library', () => expect(page.getByRole('heading', { name: 'Lyrics Library' })).toBeVisible()],
    ['/settings', () => expect(page.getByRole('switch', { name: 'Rhyme scheme' })).toBeVisible()],
    ['/profile', () => expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()],
    ['/theme-chat', () => expect(page.getByRole('heading', { name: 'Theme Discovery' })).toBeVisible()],
    ['/no/such/page', () => expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()],
  ];
  for (const [path, ready] of screens) {
    await page.goto(path);
    await ready();
    await expectNoViolations(page, path);
  }
});

test('the writer has no accessibility violations, with margins and a ghost suggestion showing', async ({
  signedInPage: page,
}) => {
  const { sessionId } = await createSession(page, { songTitle: 'Axe Song', lyrics: 'The porch light burns' });
  await giveStyleDirector(page, sessionId);
  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Rhyme scheme' }).click();
  await page.getByRole('switch', { name: 'Syllable count' }).click();
  await openWriter(page, sessionId);
  await editor(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' low');
  await settledGhost(page);
  await expectNoViolations(page, '/theme-writer');
});

test('the writer’s History panel, its diff, the Sections and Export menus and the phone’s More tools have no violations', async ({
  signedInPage: page,
}) => {
  const { sessionId } = await createSession(page, { songTitle: 'Axe Drafts', lyrics: '[Verse]\nfirst line' });
  await openWriter(page, sessionId);
  await page.getByRole('button', { name: 'History' }).click();
  const panel = page.getByRole('complementary', { name: 'History' });
  await panel.getByRole('button', { name: 'Save version' }).click();
  await expectNoViolations(page, 'history list');
  await panel.getByRole('button', { name: /Saved version/ }).click();
  await expect(panel.getByRole('button', { name: 'Restore' })).toBeEnabled();
  await expectNoViolations(page, 'history diff');
  await panel.getByRole('button', { name: 'Close history' }).click();
  for (const menu of ['Sections', 'Export']) {
    await page.getByRole('button', { name: menu }).click();
    await expectNoViolations(page, `${menu} menu`);
    await page.keyboard.press('Escape');
  }
  // On a phone the three fold into one menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'More tools' }).click();
  await expectNoViolations(page, 'More tools menu');
});

test('the word panel, on each of its tabs, and the stress margin have no violations', async ({
  signedInPage: page,
}) => {
  const { sessionId } = await createSession(page, { songTitle: 'Axe Words', lyrics: 'We let it burn' });
  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Show stress' }).click();
  await expectNoViolations(page, 'settings with the toolbox switches');
  await openWriter(page, sessionId);
  await expect(page.locator('.cm-stress-gutter .cm-stress-words')).toHaveText('da DUM da DUM');
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Alt+Enter');
  const panel = page.getByRole('complementary', { name: 'Word panel' });
  await expect(panel.getByRole('button', { name: 'turn', exact: true }).first()).toBeVisible();
  await expectNoViolations(page, 'word panel: rhymes');
  await panel.getByRole('tab', { name: 'Meaning', exact: true }).click();
  await expect(panel.getByRole('list', { name: 'Definitions' })).toBeVisible();
  await expectNoViolations(page, 'word panel: meaning');
  await panel.getByRole('tab', { name: 'Rhymes + meaning' }).click();
  await panel.getByLabel('and means').fill('go');
  await expect(panel.getByRole('list', { name: 'Results' })).toBeVisible();
  await expectNoViolations(page, 'word panel: rhymes and meaning');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoViolations(page, 'word panel: phone');
});
