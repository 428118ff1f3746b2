import type { CreateSessionBody, Session } from '@lyricist/shared/sessions/contracts';
import type { Page, Request, Route } from '@playwright/test';
import { expect } from './fixtures/auth';

/**
 * Helpers for the writer specs: sessions are made through the real API with the signed-in user's
 * token; the editor is read through the DOM and the writer's local backup.
 */
async function authHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('lyricist_user_token'));
  if (!token) throw new Error('not signed in');
  return { Authorization: `Bearer ${token}` };
}

export async function createSession(
  page: Page,
  body: Pick<CreateSessionBody, 'songTitle' | 'lyrics'> = {},
): Promise<Session> {
  const res = await page.request.post('/api/sessions', {
    headers: await authHeaders(page),
    data: { songTitle: 'Untitled Song', lyrics: '', style: 'Default Style', messagesJson: [], ...body },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as Session;
}

/** Gives the session a style director (moods compute it), which autocomplete needs. */
export async function giveStyleDirector(page: Page, sessionId: string): Promise<void> {
  const res = await page.request.post(`/api/sessions/${sessionId}/moods`, {
    headers: await authHeaders(page),
    data: { moods: ['happy'] },
  });
  expect(res.ok()).toBe(true);
}

export async function serverSession(page: Page, sessionId: string): Promise<Session> {
  const res = await page.request.get(`/api/sessions/${sessionId}`, { headers: await authHeaders(page) });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Session;
}

/** Turns both margin columns on, as the settings switches would (before the writer opens). */
export async function showMargins(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.setItem('lyrics-editor-show-rhymes', 'true');
    localStorage.setItem('lyrics-editor-show-syllables', 'true');
  });
}

/** Opens the writer on a session and waits until the editor takes input. */
export async function openWriter(page: Page, sessionId: string): Promise<void> {
  await page.goto(`/theme-writer?sessionId=${sessionId}`);
  await expect(page.locator('.cm-content')).toBeVisible();
}

export const editor = (page: Page) => page.locator('.cm-content');
export const ghost = (page: Page) => page.locator('.cm-ghost-text');
export const titleField = (page: Page) => page.getByRole('textbox', { name: 'Song title' });

/** The editor's text as the writer mirrors it locally (exactly the document, ghost text excluded). */
export async function localText(page: Page, sessionId: string): Promise<string | null> {
  return page.evaluate((id) => localStorage.getItem(`lyrics_backup_${id}`), sessionId);
}

/** The visible lines of the editor, ghost text excluded. */
export async function visibleLines(page: Page): Promise<string[]> {
  return page.locator('.cm-line').evaluateAll((lines) =>
    lines.map((line) => {
      const copy = line.cloneNode(true) as HTMLElement;
      for (const g of copy.querySelectorAll('.cm-ghost-text, .cm-widgetBuffer, img')) g.remove();
      return copy.textContent ?? '';
    }),
  );
}

export const isAutocomplete = (request: Request) =>
  request.method() === 'POST' && request.url().endsWith('/contextual-autocomplete');

export const isLyricsSave = (request: Request) =>
  request.method() === 'PUT' && /\/api\/sessions\/[^/]+\/lyrics$/.test(request.url());

/** Waits for the next autocomplete request and returns its body. */
export async function nextAutocompleteBody(page: Page, action?: () => Promise<void>): Promise<unknown> {
  const waiting = page.waitForRequest(isAutocomplete);
  await action?.();
  return (await waiting).postDataJSON();
}

/** Waits until the ghost suggestion is fully revealed (its text stops changing) and returns it. */
export async function settledGhost(page: Page): Promise<string> {
  await expect(ghost(page)).toBeVisible();
  let last = '';
  await expect
    .poll(
      async () => {
        const now = (await ghost(page).textContent())?.trim() ?? '';
        const settled = now !== '' && now === last;
        last = now;
        return settled;
      },
      { intervals: [250] },
    )
    .toBe(true);
  return last;
}

/** A route handler that refuses every lyrics save with a 503 and lets the rest through. */
export const failLyricsSaves = (route: Route) =>
  isLyricsSave(route.request())
    ? route.fulfill({ status: 503, body: 'Service Unavailable' })
    : route.fallback();

/** Each shown marker with the index of the editor line it sits beside (matched by top edge). */
export async function markers(
  page: Page,
  gutterClass: string,
): Promise<{ line: number; text: string; offset: number }[]> {
  return page.evaluate((cls) => {
    const lines = [...document.querySelectorAll<HTMLElement>('.cm-line')].map((l) =>
      l.getBoundingClientRect(),
    );
    const cells = [...document.querySelectorAll<HTMLElement>(`.${cls} .cm-gutterElement`)].filter(
      (cell) => getComputedStyle(cell).visibility !== 'hidden' && cell.textContent !== '',
    );
    return cells.map((cell) => {
      const top = cell.getBoundingClientRect().top;
      let best = 0;
      for (let i = 1; i < lines.length; i++) {
        if (Math.abs(lines[i]!.top - top) < Math.abs(lines[best]!.top - top)) best = i;
      }
      return { line: best, text: cell.textContent ?? '', offset: Math.abs(lines[best]!.top - top) };
    });
  }, gutterClass);
}
