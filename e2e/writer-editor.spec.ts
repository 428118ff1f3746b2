import { rhymeLetters } from '@lyricist/shared/lyrics/rhyme-scheme';
import { countLineSyllables } from '@lyricist/shared/lyrics/syllables';
import { expect, test } from './fixtures/auth';
import {
  createSession,
  editor,
  localText,
  markers,
  openWriter,
  serverSession,
  showMargins,
  titleField,
  visibleLines,
} from './writer-fixtures';

const LONG_LINE =
  'And the long road keeps unwinding past the fields of gold and silver where the morning sun is rising over every sleeping town we knew';
const LYRICS = [
  'Tonight I walk alone',
  'Under the silver moon',
  LONG_LINE,
  'I call your name alone',
  '',
  'A brand new day',
].join('\n');

test('the margin shows rhyme letters and syllable counts beside their lines, even wrapped', async ({
  signedInPage: page,
}) => {
  const session = await createSession(page, { lyrics: LYRICS });
  await showMargins(page);
  await openWriter(page, session.sessionId);
  const lines = LYRICS.split('\n');
  // The long line really wraps, so alignment is tested where it matters.
  const heights = await page
    .locator('.cm-line')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
  expect(heights[2]!).toBeGreaterThan(heights[0]! * 1.5);

  const expectedRhymes = rhymeLetters(LYRICS)
    .map((text, line) => ({ line, text }))
    .filter((m): m is { line: number; text: string } => m.text !== null);
  const rhymes = await markers(page, 'cm-rhyme-gutter');
  expect(rhymes.map(({ line, text }) => ({ line, text }))).toEqual(expectedRhymes);
  expect(expectedRhymes.find((m) => m.line === 3)?.text).toBe(expectedRhymes[0]!.text); // alone / alone

  const expectedSyllables = lines
    .map((line, index) => ({ line: index, text: String(countLineSyllables(line)) }))
    .filter((m) => m.text !== '0');
  const syllables = await markers(page, 'cm-syllable-gutter');
  expect(syllables.map(({ line, text }) => ({ line, text }))).toEqual(expectedSyllables);
  for (const marker of [...rhymes, ...syllables]) expect(marker.offset).toBeLessThan(2);

  // Typing shows in the margin once the writer pauses (MARGIN_SETTLE_MS).
  await editor(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' in the old town way');
  await expect(page.locator('.cm-syllable-gutter .cm-gutterElement').last()).toHaveText(
    String(countLineSyllables('A brand new day in the old town way')),
  );

  // Switched off in the settings screen, the columns go.
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('switch', { name: 'Rhyme scheme' }).click();
  await page.goBack();
  await expect(editor(page)).toBeVisible();
  await expect(page.locator('.cm-rhyme-gutter')).toHaveCount(0);
  await expect(page.locator('.cm-syllable-gutter')).toHaveCount(1);
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('switch', { name: 'Syllable count' }).click();
  await page.goBack();
  await expect(editor(page)).toBeVisible();
  await expect(page.locator('.cm-gutters')).toHaveCount(0);
});

test('margins are off by default', async ({ signedInPage: page }) => {
  const session = await createSession(page, { lyrics: LYRICS });
  await openWriter(page, session.sessionId);
  await expect(page.locator('.cm-line').first()).toHaveText(lines0());
  await expect(page.locator('.cm-gutters')).toHaveCount(0);
});

const lines0 = () => LYRICS.split('\n')[0]!;

test('title: a click offers regenerate after a moment, a double click edits, Enter commits, Escape cancels', async ({
  signedInPage: page,
}) => {
  const session = await createSession(page, { lyrics: 'Streetlights hum a lullaby' });
  await openWriter(page, session.sessionId);
  await expect(titleField(page)).toHaveValue('Untitled Song');

  const shownAfter = await titleField(page).evaluate(async (field) => {
    field.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const has = () => document.querySelector('[aria-label="Regenerate title"]') !== null;
    await new Promise((r) => setTimeout(r, 120));
    const early = has();
    await new Promise((r) => setTimeout(r, 250));
    return { early, later: has() };
  });
  expect(shownAfter).toEqual({ early: false, later: true });

  await titleField(page).dblclick();
  await expect(page.getByRole('button', { name: 'Regenerate title' })).toHaveCount(0);
  await titleField(page).fill('  Night Drive  ');
  await titleField(page).press('Enter');
  await expect(titleField(page)).toHaveValue('Night Drive');
  await expect.poll(async () => (await serverSession(page, session.sessionId)).songTitle).toBe('Night Drive');

  await titleField(page).dblclick();
  await titleField(page).fill('Scrap this');
  await titleField(page).press('Escape');
  await expect(titleField(page)).toHaveValue('Night Drive');

  await titleField(page).dblclick();
  await titleField(page).fill('   ');
  await titleField(page).press('Enter');
  await expect(titleField(page)).toHaveValue('Night Drive');
  expect((await serverSession(page, session.sessionId)).songTitle).toBe('Night Drive');
});

test('title: regenerate takes the server title', async ({ signedInPage: page }) => {
  const session = await createSession(page, {
    songTitle: 'Placeholder',
    lyrics: 'Rain on the window\nCoffee going cold',
  });
  await openWriter(page, session.sessionId);
  await titleField(page).click();
  const generated = page.waitForResponse((r) => r.url().endsWith('/generate-title'));
  await page.getByRole('button', { name: 'Regenerate title' }).click();
  const { title } = (await (await generated).json()) as { title: string };
  expect(title).not.toBe('Placeholder');
  await expect(titleField(page)).toHaveValue(title);
  await expect.poll(async () => (await serverSession(page, session.sessionId)).songTitle).toBe(title);
});

test('title: failures show their toasts (R-title-3, R-title-4)', async ({ signedInPage: page }) => {
  const session = await createSession(page);
  await openWriter(page, session.sessionId);
  await page.route('**/generate-title', (route) => route.fulfill({ status: 503, body: 'busy' }));
  await titleField(page).click();
  await page.getByRole('button', { name: 'Regenerate title' }).click();
  await expect(page.getByText('Failed to generate song title', { exact: true })).toBeVisible();
  await expect(titleField(page)).toHaveValue('Untitled Song');

  await page.route(`**/api/sessions/${session.sessionId}`, (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 503, body: 'busy' }) : route.fallback(),
  );
  await titleField(page).dblclick();
  await titleField(page).fill('Offline Title');
  await titleField(page).press('Enter');
  await expect(page.getByText('Failed to save text', { exact: true })).toBeVisible();
  // Not lost: after a reload the unsaved title is still there, and pushed once saves work.
  await page.unroute(`**/api/sessions/${session.sessionId}`);
  await page.reload();
  await expect(titleField(page)).toHaveValue('Offline Title');
  await expect
    .poll(async () => (await serverSession(page, session.sessionId)).songTitle)
    .toBe('Offline Title');
});

test('title: when the generating-title flag clears, the writer shows the new title', async ({
  signedInPage: page,
}) => {
  const session = await createSession(page, { songTitle: 'Theme Discovery Session' });
  await page.evaluate(() => localStorage.setItem('isGeneratingTitle', 'true'));
  await openWriter(page, session.sessionId);
  await expect(titleField(page)).toHaveValue('Theme Discovery Session');
  // What 'Start Writing' does on the chat side: the server gets a title, then the flag clears.
  const token = await page.evaluate(() => localStorage.getItem('lyricist_user_token'));
  await page.request.put(`/api/sessions/${session.sessionId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { songTitle: 'Lanterns On The Bay' },
  });
  await page.evaluate(() => localStorage.removeItem('isGeneratingTitle'));
  await expect(titleField(page)).toHaveValue('Lanterns On The Bay');
});

test('a reload keeps the lyrics and the title', async ({ signedInPage: page }) => {
  const session = await createSession(page);
  await openWriter(page, session.sessionId);
  await titleField(page).dblclick();
  await titleField(page).fill('Harbour Lights');
  await titleField(page).press('Enter');
  await editor(page).click();
  await page.keyboard.type('First line stays\nSecond line stays too');
  // Reload at once, before the 1 s save: the local mirror carries it, then it reaches the server.
  await page.reload();
  await expect(editor(page)).toBeVisible();
  expect(await visibleLines(page)).toEqual(['First line stays', 'Second line stays too']);
  await expect(titleField(page)).toHaveValue('Harbour Lights');
  await expect
    .poll(async () => {
      const saved = await serverSession(page, session.sessionId);
      return [saved.lyrics, saved.songTitle];
    })
    .toEqual(['First line stays\nSecond line stays too', 'Harbour Lights']);
  expect(await localText(page, session.sessionId)).toBe('First line stays\nSecond line stays too');
});

test('the header leads back to the library and on to the theme chat of this song', async ({
  signedInPage: page,
}) => {
  const session = await createSession(page);
  await openWriter(page, session.sessionId);
  await expect(page.getByRole('link', { name: 'Theme chat' })).toHaveAttribute(
    'href',
    `/theme-chat?sessionId=${session.sessionId}`,
  );
  await page.getByRole('link', { name: 'Back to library' }).click();
  await expect(page).toHaveURL(/\/library$/);
});

test('without a session id the writer opens the current one, or creates one and stores it', async ({
  signedInPage: page,
}) => {
  const session = await createSession(page, { lyrics: 'Current song words' });
  await page.evaluate((id) => localStorage.setItem('currentSessionId', id), session.sessionId);
  await page.goto('/theme-writer');
  await expect(page.locator('.cm-line').first()).toHaveText('Current song words');

  await page.evaluate(() => localStorage.removeItem('currentSessionId'));
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/sessions') && r.request().method() === 'POST',
  );
  await page.goto('/theme-writer');
  const { sessionId } = (await (await created).json()) as { sessionId: string };
  await expect(editor(page)).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('currentSessionId'))).toBe(sessionId);
});

test('deleting the open song from the library clears the stored ids', async ({ signedInPage: page }) => {
  const session = await createSession(page, { songTitle: 'Doomed Draft', lyrics: 'Soon gone' });
  await openWriter(page, session.sessionId);
  await page.evaluate((id) => localStorage.setItem('themeChatLyricsId', id), session.sessionId);
  expect(await page.evaluate(() => localStorage.getItem('currentSessionId'))).toBe(session.sessionId);
  await page.getByRole('link', { name: 'Back to library' }).click();
  await page.getByRole('button', { name: 'Delete Doomed Draft' }).first().click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByText('Delete Lyrics')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('currentSessionId'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('themeChatLyricsId'))).toBeNull();
  // Nothing of the deleted song stays on the device: no backup, no cache entry.
  expect(
    await page.evaluate((id) => localStorage.getItem(`lyrics_backup_${id}`), session.sessionId),
  ).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('lyricist_session_cache') ?? '')).not.toContain(
    session.sessionId,
  );
});

test('share copies the title and the lyrics where the browser cannot share', async ({
  signedInPage: page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const session = await createSession(page, {
    songTitle: 'Paper Moon',
    lyrics: 'Cut from card\nHung on a string',
  });
  await openWriter(page, session.sessionId);
  // Desktop Chromium on Linux has no Web Share API: the fallback is what runs here.
  expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Copied to clipboard', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Paper Moon\n\nCut from card\nHung on a string',
  );
});
