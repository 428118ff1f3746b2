import { COPY } from '@lyricist/shared/copy';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/auth';
import {
  createSession,
  editor,
  failLyricsSaves,
  isLyricsSave,
  localText,
  openWriter,
} from './writer-fixtures';

/** Every key of local storage that holds this writer's lyrics or session cache. */
const writingKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage).filter(
      (key) =>
        key.startsWith('lyrics_backup_') ||
        [
          'lyricist_session_cache',
          'last_lyrics_content',
          'last_lyrics_session_id',
          'currentSessionId',
        ].includes(key),
    ),
  );

test('sign-out saves unsaved lyrics first, asks while it cannot, then removes every local draft', async ({
  freshPage: page,
  context,
}) => {
  const session = await createSession(page, { lyrics: 'First line' });
  await openWriter(page, session.sessionId);
  await context.route('**/api/sessions/*/lyrics', failLyricsSaves);
  await editor(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\nWritten while saves fail');
  await expect(page.getByText('Auto-save failed', { exact: true })).toBeVisible();

  await page.goto('/profile');
  await page.getByRole('button', { name: COPY.profile.signOut }).click();
  await expect(page.getByRole('alertdialog')).toContainText(COPY.profile.unsavedTitle);
  await page.getByRole('button', { name: COPY.profile.staySignedIn }).click();
  // Nothing was removed while the save could not be confirmed.
  expect(await localText(page, session.sessionId)).toBe('First line\nWritten while saves fail');
  expect(await page.evaluate(() => localStorage.getItem('lyricist_user_token'))).toBeTruthy();

  await context.unroute('**/api/sessions/*/lyrics', failLyricsSaves);
  const saved = page.waitForRequest(isLyricsSave);
  await page.getByRole('button', { name: COPY.profile.signOut }).click();
  expect((await saved).postDataJSON()).toEqual({ lyrics: 'First line\nWritten while saves fail' });
  await expect(page.getByRole('button', { name: 'Sign In with the music platform' })).toBeVisible();
  expect(await writingKeys(page)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('lyricist_user_token'))).toBeNull();
});

test('signing out anyway removes the drafts it could not save', async ({ freshPage: page, context }) => {
  const session = await createSession(page, { lyrics: 'Kept on the server' });
  await openWriter(page, session.sessionId);
  await context.route('**/api/sessions/*/lyrics', failLyricsSaves);
  await editor(page).click();
  await page.keyboard.type('Lost on purpose ');
  await expect(page.getByText('Auto-save failed', { exact: true })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('lyricist_user_token'));

  await page.goto('/profile');
  await page.getByRole('button', { name: COPY.profile.signOut }).click();
  await page.getByRole('button', { name: COPY.profile.signOutAnyway }).click();
  await expect(page.getByRole('button', { name: 'Sign In with the music platform' })).toBeVisible();
  expect(await writingKeys(page)).toEqual([]);
  // The token was revoked: the server still has only what it had confirmed.
  const res = await page.request.get(`/api/sessions/${session.sessionId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(401);
});
