import { COPY } from '@lyricist/shared/copy';
import { CHAT_INPUT_FOCUS_DELAY_MS, TITLE_FLAG_POLL_MS } from '@lyricist/shared/web-constants';
import type { Page } from '@playwright/test';
import { api, gate } from './fixtures/api';
import { expect, test } from './fixtures/auth';

/** Theme Discovery chat: messages, input, session lifecycle, header (R-chat-1 to R-chat-9, R-session-6). */

const input = (page: Page) => page.getByRole('textbox', { name: COPY.chat.inputPlaceholder });
const sendButton = (page: Page) => page.getByRole('button', { name: COPY.chat.send });
const userBubbles = (page: Page) => page.locator('[data-role="user"]');
const assistantBubbles = (page: Page) => page.locator('[data-role="assistant"]');

test('opens with the greeting and starters, creates a session, and a starter chip sends its prompt', async ({
  signedInPage: page,
}) => {
  await page.goto('/theme-chat');
  await expect(page.getByRole('heading', { name: COPY.chat.heading })).toBeVisible();
  await expect(assistantBubbles(page).first()).toHaveText(COPY.chat.opening);
  await expect(page.getByRole('button', { name: COPY.chat.startWriting })).toBeVisible();
  for (const topic of COPY.chat.starters)
    await expect(page.getByRole('button', { name: topic })).toBeVisible();

  await expect.poll(() => page.evaluate(() => localStorage.getItem('currentSessionId'))).not.toBeNull();
  const sessionId = await page.evaluate(() => localStorage.getItem('currentSessionId'));
  const session = await api<{ songTitle: string; style: string; lyrics: string }>(
    page,
    'GET',
    `/api/sessions/${sessionId}`,
  );
  expect(session).toMatchObject({ songTitle: 'Theme Discovery Session', style: 'Theme Chat', lyrics: '' });

  await page.getByRole('button', { name: 'Heartbreak' }).click();
  await expect(userBubbles(page)).toHaveText([COPY.chat.starterPrompt('Heartbreak')]);
  await expect(assistantBubbles(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Hope' })).toBeHidden();
  // The chat appended to the session created on opening.
  const saved = await api<{ messagesJson: { content: string }[] }>(page, 'GET', `/api/sessions/${sessionId}`);
  expect(saved.messagesJson[0]?.content).toBe(COPY.chat.starterPrompt('Heartbreak'));
});

test('Enter sends trimmed text, Shift+Enter adds a line, blank input cannot be sent', async ({
  signedInPage: page,
}) => {
  await page.goto('/theme-chat');
  const box = input(page);
  await box.fill('   \n  ');
  await expect(sendButton(page)).toBeDisabled();
  await box.press('Enter');
  await expect(userBubbles(page)).toHaveCount(0);

  await box.fill('');
  await box.pressSequentially('  My father sold the truck');
  await box.press('Shift+Enter');
  await box.pressSequentially('and I never said goodbye  ');
  await expect(box).toHaveValue('  My father sold the truck\nand I never said goodbye  ');

  // Hold the reply a moment to see the typing indicator and the disabled send button.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/chat', async (route) => {
    await held;
    await route.continue();
  });
  await box.press('Enter');
  await expect(userBubbles(page)).toHaveText(['My father sold the truck\nand I never said goodbye']);
  await expect(box).toHaveValue('');
  await expect(page.getByRole('status', { name: COPY.chat.typing })).toBeVisible();
  await box.fill('next thought');
  await expect(sendButton(page)).toBeDisabled();
  release();
  await expect(page.getByRole('status', { name: COPY.chat.typing })).toBeHidden();
  await expect(sendButton(page)).toBeEnabled();
  await expect(assistantBubbles(page)).toHaveCount(2);
});

test('a suggestion line fills the input', async ({ signedInPage: page }) => {
  await page.goto('/theme-chat');
  await input(page).fill('Rain on the porch where my father sold his truck, the driveway empty now');
  await input(page).press('Enter');
  const suggestion = page.locator('li > button').first();
  await expect(suggestion).toBeVisible();
  const line = (await suggestion.textContent()) ?? '';
  expect(line.length).toBeGreaterThan(0);
  await suggestion.click();
  await expect(input(page)).toHaveValue(line);
  await expect(input(page)).toBeFocused();
});

test('the input is focused 2 s after opening, not before', async ({ signedInPage: page }) => {
  // Record, in the page, when the input appeared and when it first got focus.
  await page.addInitScript(() => {
    const w = window as unknown as { shownAt?: number; focusedAt?: number };
    new MutationObserver(() => {
      if (w.shownAt === undefined && document.querySelector('textarea')) w.shownAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener(
      'focusin',
      (event) => {
        if (w.focusedAt === undefined && (event.target as Element).tagName === 'TEXTAREA')
          w.focusedAt = performance.now();
      },
      true,
    );
  });
  await page.goto('/theme-chat');
  await expect(input(page)).toBeFocused();
  const delay = await page.evaluate(() => {
    const w = window as unknown as { shownAt: number; focusedAt: number };
    return w.focusedAt - w.shownAt;
  });
  expect(delay).toBeGreaterThanOrEqual(CHAT_INPUT_FOCUS_DELAY_MS - 50);
  expect(delay).toBeLessThan(CHAT_INPUT_FOCUS_DELAY_MS + 1000);
});

test("a failed chat call shows 'Failed to send message' and keeps the typed text", async ({
  signedInPage: page,
}) => {
  await page.goto('/theme-chat');
  await page.route('**/api/chat', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'ai_provider_failed', message: 'The AI provider did not answer' },
      }),
    }),
  );
  await input(page).fill('Words I do not want to lose');
  await sendButton(page).click();
  const toast = page.getByRole('status').filter({ hasText: COPY.chat.sendFailed });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('The AI provider did not answer');
  await expect(input(page)).toHaveValue('Words I do not want to lose');
  await expect(userBubbles(page)).toHaveCount(0);
});

test('Start Writing sets the title flag, opens the writer, asks for a title and clears the flag', async ({
  signedInPage: page,
}) => {
  await page.goto('/theme-chat');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('currentSessionId'))).not.toBeNull();
  const sessionId = await page.evaluate(() => localStorage.getItem('currentSessionId'));
  let flagDuringRequest: string | null = null;
  await page.route('**/generate-title', async (route) => {
    flagDuringRequest = await page.evaluate(() => localStorage.getItem('isGeneratingTitle'));
    await route.continue();
  });
  const titleResponse = page.waitForResponse('**/generate-title');
  await page.getByRole('button', { name: COPY.chat.startWriting }).click();
  await expect(page).toHaveURL(`/theme-writer?sessionId=${sessionId}`);
  expect((await titleResponse).status()).toBe(200);
  expect(flagDuringRequest).toBe('true');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('isGeneratingTitle'))).toBeNull();
});

test('a title that is ready before the writer has loaded its session still reaches the writer', async ({
  signedInPage: page,
}) => {
  await page.goto('/theme-chat');
  await page.getByRole('button', { name: 'Nostalgia' }).click();
  await expect(assistantBubbles(page)).toHaveCount(2);
  const sessionId = await page.evaluate(() => localStorage.getItem('currentSessionId'));
  // The writer reads its session before the title is saved, and that answer reaches the page only
  // after the flag is cleared: the writer must still pick up the new title.
  const sessionRead = gate();
  await page.route('**/generate-title', async (route) => {
    await sessionRead.opened;
    await route.continue();
  });
  await page.route(`**/api/sessions/${sessionId}`, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    sessionRead.release();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('isGeneratingTitle')), { timeout: 20_000 })
      .toBeNull();
    // Past one poll of the flag, so the writer has seen it clear before its session arrives.
    await page.waitForTimeout(2 * TITLE_FLAG_POLL_MS);
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: COPY.chat.startWriting }).click();
  await expect(page).toHaveURL(`/theme-writer?sessionId=${sessionId}`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('isGeneratingTitle'))).toBeNull();
  const saved = await api<{ songTitle: string }>(page, 'GET', `/api/sessions/${sessionId}`);
  expect(saved.songTitle).not.toBe('Theme Discovery Session');
  await expect(page.getByRole('textbox', { name: 'Song title' })).toHaveValue(saved.songTitle);
});

test('a failed title request still clears the flag', async ({ signedInPage: page }) => {
  await page.goto('/theme-chat');
  await page.route('**/generate-title', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.getByRole('button', { name: COPY.chat.startWriting }).click();
  await expect(page).toHaveURL(/\/theme-writer\?sessionId=/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('isGeneratingTitle'))).toBeNull();
});

test('the back arrow goes home, or to the writer when opened with a known session', async ({
  signedInPage: page,
}) => {
  await page.goto('/theme-chat');
  await page.getByRole('button', { name: COPY.chat.back }).click();
  await expect(page).toHaveURL('/');

  const session = await api<{ sessionId: string }>(page, 'POST', '/api/sessions', { songTitle: 'Known' });
  await page.goto(`/theme-chat?sessionId=${session.sessionId}`);
  await expect(assistantBubbles(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: COPY.chat.startWriting })).toBeHidden();
  await page.getByRole('button', { name: COPY.chat.back }).click();
  await expect(page).toHaveURL(`/theme-writer?sessionId=${session.sessionId}`);

  await page.goto('/theme-chat?sessionId=00000000-0000-4000-8000-000000000000');
  await expect(assistantBubbles(page).first()).toBeVisible();
  await page.getByRole('button', { name: COPY.chat.back }).click();
  await expect(page).toHaveURL('/');
});

test('Start Writing is hidden when the current session already has lyrics', async ({
  signedInPage: page,
}) => {
  const session = await api<{ sessionId: string }>(page, 'POST', '/api/sessions', { lyrics: 'A first line' });
  await page.evaluate((id) => localStorage.setItem('currentSessionId', id), session.sessionId);
  await page.goto('/theme-chat');
  await expect(assistantBubbles(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: COPY.chat.back })).toBeVisible();
  await expect(page.getByRole('button', { name: COPY.chat.startWriting })).toBeHidden();
});
