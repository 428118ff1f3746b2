import { COPY } from '@lyricist/shared/copy';
import { VOICE_ERROR_TOOLTIP_MS } from '@lyricist/shared/web-constants';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/auth';

/**
 * Voice input (R-voice-1, R-voice-2) against a fake SpeechRecognition installed in the page: the
 * browser API is outside our code, so the test drives it the way a browser would.
 */

type FakeRecognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onend: (() => void) | null;
};

async function installFakeRecognition(page: Page, { failStart = false } = {}): Promise<void> {
  await page.addInitScript((failStart) => {
    class Recognition {
      lang = '';
      continuous = true;
      interimResults = true;
      maxAlternatives = 5;
      onresult = null;
      onerror = null;
      onend: (() => void) | null = null;
      start() {
        if (failStart) throw new Error('InvalidStateError');
        (window as unknown as { lastRecognition: Recognition }).lastRecognition = this;
      }
      stop() {
        this.onend?.();
      }
      abort() {
        this.onend?.();
      }
    }
    Object.assign(window, { SpeechRecognition: Recognition, webkitSpeechRecognition: Recognition });
  }, failStart);
}

const micButton = (page: Page) => page.getByRole('button', { name: COPY.voice.start });
const input = (page: Page) => page.getByRole('textbox', { name: COPY.chat.inputPlaceholder });

type WithFake = { lastRecognition: FakeRecognition };

test('without speech recognition in the browser there is no voice button', async ({ signedInPage: page }) => {
  await page.addInitScript(() => {
    Object.assign(window, { SpeechRecognition: undefined, webkitSpeechRecognition: undefined });
  });
  await page.goto('/theme-chat');
  await expect(input(page)).toBeVisible();
  await expect(micButton(page)).toHaveCount(0);
});

test('one en-US utterance is appended to the input, with a listening state', async ({
  signedInPage: page,
}) => {
  await installFakeRecognition(page);
  await page.goto('/theme-chat');
  await input(page).fill('I keep walking');
  await micButton(page).click();
  const stopButton = page.getByRole('button', { name: COPY.voice.stop });
  await expect(stopButton).toHaveAttribute('aria-pressed', 'true');
  const settings = await page.evaluate(() => {
    const r = (window as unknown as WithFake).lastRecognition;
    return [r.lang, r.continuous, r.interimResults];
  });
  expect(settings).toEqual(['en-US', false, false]);

  await page.evaluate(() => {
    const r = (window as unknown as WithFake).lastRecognition;
    r.onresult?.({ results: [[{ transcript: 'under neon rain' }]] });
    r.onend?.();
  });
  await expect(input(page)).toHaveValue('I keep walking under neon rain');
  await expect(micButton(page)).toHaveAttribute('aria-pressed', 'false');
});

test('each recognition error shows its tooltip for 3 s', async ({ signedInPage: page }) => {
  await installFakeRecognition(page);
  await page.goto('/theme-chat');
  const cases: [string, string][] = [
    ['network', COPY.voice.network],
    ['not-allowed', COPY.voice['not-allowed']],
    ['no-speech', COPY.voice['no-speech']],
    ['audio-capture', COPY.voice['audio-capture']],
    ['aborted', COPY.voice.other],
  ];
  for (const [code, message] of cases) {
    await micButton(page).click();
    const shownAt = Date.now();
    await page.evaluate((code) => {
      const r = (window as unknown as WithFake).lastRecognition;
      r.onerror?.({ error: code });
      r.onend?.();
    }, code);
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText(message);
    await expect(tooltip).toBeHidden({ timeout: VOICE_ERROR_TOOLTIP_MS + 2000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(VOICE_ERROR_TOOLTIP_MS - 100);
  }
});

test("a recognition that cannot start shows 'Voice input failed to start'", async ({
  signedInPage: page,
}) => {
  await installFakeRecognition(page, { failStart: true });
  await page.goto('/theme-chat');
  await micButton(page).click();
  await expect(page.getByRole('tooltip')).toHaveText(COPY.voice.startFailed);
  await expect(micButton(page)).toHaveAttribute('aria-pressed', 'false');
});
