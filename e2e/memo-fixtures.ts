import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MemoSummary } from '@lyricist/shared/memos/contracts';
import { CHROMIUM_LAUNCH_OPTIONS } from '@lyricist/test-support/chromium';
import { expect, type LaunchOptions, type Page } from '@playwright/test';

/**
 * Chromium's launch options with a fake microphone that sings `wav` (written under .tmp/ as
 * `name`), granted without a prompt; `args` adds flags of the spec's own.
 */
export function fakeMicrophone(wav: Buffer, name: string, args: string[] = []): LaunchOptions {
  const file = path.resolve(`.tmp/${name}-${process.pid}.wav`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, wav);
  return {
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [
      ...(CHROMIUM_LAUNCH_OPTIONS.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${file}`,
      ...args,
    ],
  };
}

/** The session's memos as the server lists them, read with the signed-in writer's token. */
export async function storedMemos(page: Page, sessionId: string): Promise<MemoSummary[]> {
  const token = await page.evaluate(() => localStorage.getItem('lyricist_user_token'));
  const res = await page.request.get(`/api/sessions/${sessionId}/memos`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as MemoSummary[];
}

export const memoPanel = (page: Page) => page.getByRole('complementary', { name: 'Voice memos' });
export const memoRow = (page: Page, name: string) =>
  memoPanel(page).getByRole('listitem', { name, exact: true });
