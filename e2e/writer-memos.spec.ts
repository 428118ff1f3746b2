import AxeBuilder from '@axe-core/playwright';
import { COPY } from '@lyricist/shared/copy';
import { synthWav } from '@lyricist/test-support/audio';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures/auth';
import { fakeMicrophone, memoPanel, memoRow as row, storedMemos } from './memo-fixtures';
import { createSession, editor, openWriter, visibleLines } from './writer-fixtures';

/**
 * Voice memos in the writer (issue 35, R-memo-1 … R-memo-6), recorded from Chromium's fake
 * microphone, which sings a synthesised melody: three phrases of notes and rests, 16-bit PCM.
 */
test.use({
  launchOptions: fakeMicrophone(synthWav(), 'e2e-memo-melody', [
    '--autoplay-policy=no-user-gesture-required',
  ]),
});

const LYRICS = ['Hum it to me slow', 'before the words arrive'];

/** Axe's WCAG A/AA and best-practice rules on the memo panel as it stands. */
async function expectAccessiblePanel(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include('aside')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('record a memo, find it after a reload, play, loop, rename and delete', async ({
  signedInPage: page,
}) => {
  const session = await createSession(page, { songTitle: 'Slow Hum', lyrics: LYRICS.join('\n') });
  await openWriter(page, session.sessionId);
  await page.getByRole('button', { name: 'Voice memos' }).click();
  const panel = memoPanel(page);
  await expect(panel).toContainText('saved with this song');

  // Typing goes on while the microphone records (R-memo-6).
  await panel.getByRole('button', { name: 'Record a memo' }).click();
  await expect(panel.getByRole('timer')).toBeVisible();
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\nla la la');
  expect(await visibleLines(page)).toEqual([...LYRICS, 'la la la']);
  await expect(panel.getByRole('timer')).toHaveText('0:02', { timeout: 15_000 });
  await panel.getByRole('button', { name: 'Stop recording' }).click();

  await expect(row(page, 'Memo 1')).toBeVisible();
  await expect(row(page, 'Memo 1')).not.toContainText('Not uploaded yet');
  const [stored] = await storedMemos(page, session.sessionId);
  expect(stored).toMatchObject({ name: 'Memo 1', contentType: 'audio/webm' });
  expect(stored?.durationMs).toBeGreaterThanOrEqual(2000);
  expect(stored?.size).toBeGreaterThan(1000);

  // Stored with the session: a reload lists it from the server.
  await page.reload();
  await expect(editor(page)).toBeVisible();
  await page.getByRole('button', { name: 'Voice memos' }).click();
  await expect(row(page, 'Memo 1')).toContainText('0:02');

  // Play, loop, pause: the bytes come with the bearer token and play from a blob: URL.
  await row(page, 'Memo 1').getByRole('button', { name: 'Play Memo 1' }).click();
  await expect(row(page, 'Memo 1').getByRole('button', { name: 'Pause Memo 1' })).toBeVisible();
  const audio = page.locator('audio');
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.2);
  expect(await audio.evaluate((a: HTMLAudioElement) => a.src)).toMatch(/^blob:/);
  await row(page, 'Memo 1').getByRole('button', { name: 'Loop Memo 1' }).click();
  await expect(row(page, 'Memo 1').getByRole('button', { name: 'Loop Memo 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await audio.evaluate((a: HTMLAudioElement) => a.loop)).toBe(true);
  await page.screenshot({ path: '.tmp/screens/writer-memos-playing.png' });
  await row(page, 'Memo 1').getByRole('button', { name: 'Pause Memo 1' }).click();
  await expect(row(page, 'Memo 1').getByRole('button', { name: 'Play Memo 1' })).toBeVisible();

  // Rename in place.
  const name = row(page, 'Memo 1').getByRole('textbox', { name: 'Name of Memo 1' });
  await name.fill('Chorus hum');
  await name.press('Enter');
  await expect(row(page, 'Chorus hum')).toBeVisible();
  await expect.poll(async () => (await storedMemos(page, session.sessionId))[0]?.name).toBe('Chorus hum');

  // A memo whose upload fails is kept in the browser, marked, and uploads once the network is back.
  // Recording goes on with the panel closed, its clock and Stop in the header.
  await page.route('**/memos?*', (route) => route.abort('internetdisconnected'));
  await panel.getByRole('button', { name: 'Record a memo' }).click();
  await expect(panel.getByRole('timer')).toBeVisible();
  await panel.getByRole('button', { name: 'Close voice memos' }).click();
  const header = page.getByRole('banner');
  await expect(header.getByRole('group', { name: 'Recording a memo' }).getByRole('timer')).toHaveText(
    '0:01',
    {
      timeout: 15_000,
    },
  );
  await page.screenshot({ path: '.tmp/screens/writer-memo-recording.png' });
  await header.getByRole('button', { name: 'Stop recording' }).click();
  await page.getByRole('button', { name: 'Voice memos' }).click();
  await expect(row(page, 'Memo 2')).toContainText('Not uploaded yet');
  await page.screenshot({ path: '.tmp/screens/writer-memos.png' });
  await expectAccessiblePanel(page);
  await page.unrouteAll();
  await page.reload();
  await expect(editor(page)).toBeVisible();
  await expect
    .poll(async () => (await storedMemos(page, session.sessionId)).map((m) => m.name))
    .toEqual(['Chorus hum', 'Memo 2']);

  await page.getByRole('button', { name: 'Voice memos' }).click();
  await expect(row(page, 'Memo 2')).not.toContainText('Not uploaded yet');
  await row(page, 'Memo 2').getByRole('button', { name: 'Delete Memo 2' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, 'Memo 2')).toHaveCount(0);
  await expect
    .poll(async () => (await storedMemos(page, session.sessionId)).map((m) => m.name))
    .toEqual(['Chorus hum']);
  await page.reload();
  await page.getByRole('button', { name: 'Voice memos' }).click();
  await expect(row(page, 'Chorus hum')).toBeVisible();
  await expect(memoPanel(page).getByRole('listitem')).toHaveCount(1);
});

test('a take cut off before Stop (the tab went away) comes back as a memo on the next visit', async ({
  signedInPage: page,
}) => {
  const session = await createSession(page, { songTitle: 'Cut Off', lyrics: LYRICS.join('\n') });
  await openWriter(page, session.sessionId);
  await page.getByRole('button', { name: 'Voice memos' }).click();
  await memoPanel(page).getByRole('button', { name: 'Record a memo' }).click();
  await expect(memoPanel(page).getByRole('timer')).toHaveText('0:02', { timeout: 15_000 });
  await page.reload();
  await expect(editor(page)).toBeVisible();
  await expect
    .poll(async () => (await storedMemos(page, session.sessionId)).map((m) => [m.name, m.contentType]))
    .toEqual([['Memo 1', 'audio/webm']]);
  const [memo] = await storedMemos(page, session.sessionId);
  expect(memo?.durationMs).toBeGreaterThanOrEqual(2000);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Voice memos opens from More tools, and a recording fits the header', async ({
    signedInPage: page,
  }) => {
    const session = await createSession(page, { songTitle: 'Pocket Tune', lyrics: LYRICS.join('\n') });
    await openWriter(page, session.sessionId);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'More tools' }).click();
    await page.getByRole('button', { name: 'Voice memos', exact: true }).click();
    const panel = memoPanel(page);
    expect(await panel.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await panel.getByRole('button', { name: 'Record a memo' }).click();
    await expect(panel.getByRole('timer')).toBeVisible();
    await panel.getByRole('button', { name: 'Close voice memos' }).click();
    await expect(header.getByRole('timer')).toHaveText('0:01', { timeout: 15_000 });
    expect(await header.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    await page.screenshot({ path: '.tmp/screens/writer-memo-recording-390.png' });
    await header.getByRole('button', { name: 'Stop recording' }).click();
    await expect
      .poll(async () => (await storedMemos(page, session.sessionId)).map((m) => m.name))
      .toEqual(['Memo 1']);
  });
});

/** Memo uploads refused as if the network were down; every other memo call goes through. */
const MEMO_UPLOADS = '**/api/sessions/*/memos?**';
const dropUploads = (route: Route) =>
  route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue();

/** Memos and unfinished takes this browser still holds, for any song. */
const memosOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('lyricist-memos');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['pending', 'takes'], 'readonly');
          const pending = tx.objectStore('pending').count();
          const takes = tx.objectStore('takes').count();
          tx.oncomplete = () => resolve(pending.result + takes.result);
        };
      }),
  );

test('sign-out sends a memo still on this device first, asks while it cannot, and leaves none behind', async ({
  freshPage: page,
  context,
}) => {
  const session = await createSession(page, { songTitle: 'Offline Hum', lyrics: LYRICS.join('\n') });
  await openWriter(page, session.sessionId);
  await context.route(MEMO_UPLOADS, dropUploads);
  await page.getByRole('button', { name: 'Voice memos' }).click();
  const panel = memoPanel(page);
  await panel.getByRole('button', { name: 'Record a memo' }).click();
  await expect(panel.getByRole('timer')).toHaveText('0:02', { timeout: 15_000 });
  await panel.getByRole('button', { name: 'Stop recording' }).click();
  await expect(row(page, 'Memo 1')).toContainText('Not uploaded yet');

  await page.goto('/profile');
  await page.getByRole('button', { name: COPY.profile.signOut }).click();
  await expect(page.getByRole('alertdialog')).toContainText(COPY.profile.unsavedTitle);
  await page.getByRole('button', { name: COPY.profile.staySignedIn }).click();
  expect(await memosOnDevice(page)).toBe(1);

  await context.unroute(MEMO_UPLOADS, dropUploads);
  const uploaded = page.waitForResponse((r) => r.request().method() === 'POST' && /\/memos\?/.test(r.url()));
  await page.getByRole('button', { name: COPY.profile.signOut }).click();
  expect((await uploaded).ok()).toBe(true);
  await expect(page.getByRole('button', { name: 'Sign In with the music platform' })).toBeVisible();
  expect(await memosOnDevice(page)).toBe(0);
});
