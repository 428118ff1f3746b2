import { COPY } from '@lyricist/shared/copy';
import { SEARCH_DEBOUNCE_MS } from '@lyricist/shared/web-constants';
import type { Page } from '@playwright/test';
import { api } from './fixtures/api';
import { createAccountThroughUi, expect, test } from './fixtures/auth';

/**
 * The chip row: artists, songs, moods, genres; saving and restoring them (R-pinned-1 to R-pinned-7,
 * R-restore-1 to R-restore-3).
 */

type SavedSession = {
  sessionId: string;
  referenceArtistIds: string[];
  referenceSongIds: string[];
  selectedMoods: string[];
  selectedGenres: string[];
  messagesJson: { content: string }[];
};

async function currentSession(page: Page): Promise<SavedSession> {
  const id = await page.evaluate(() => localStorage.getItem('currentSessionId'));
  return api<SavedSession>(page, 'GET', `/api/sessions/${id}`);
}

const chip = (page: Page, kind: 'artists' | 'songs' | 'mood' | 'genre') => page.getByTestId(`chip-${kind}`);
const chipLabel = (page: Page, kind: 'artists' | 'songs' | 'mood' | 'genre') =>
  chip(page, kind).locator('[data-part="label"]');
const dropdown = (page: Page) => page.getByRole('dialog');
const userBubbles = (page: Page) => page.locator('[data-role="user"]');

async function openChip(page: Page, kind: 'artists' | 'songs' | 'mood' | 'genre'): Promise<void> {
  await chip(page, kind).locator('button').first().click();
  await expect(dropdown(page)).toBeVisible();
}

test('two moods give "Happy +1", a repeat is ignored, removing and clearing save', async ({
  signedInPage: page,
}) => {
  await page.goto('/theme-chat');
  await expect(chipLabel(page, 'mood')).toHaveText(COPY.chat.mood);
  await openChip(page, 'mood');
  await expect(dropdown(page).getByTestId('mood-option')).toHaveCount(12);
  await dropdown(page).getByRole('button', { name: 'Happy', exact: true }).click();
  // A pick closes the dropdown and announces itself in the chat.
  await expect(dropdown(page)).toBeHidden();
  await expect(chipLabel(page, 'mood')).toHaveText('Happy');
  await expect(userBubbles(page).filter({ hasText: 'Added mood: Happy' })).toHaveText([
    '🎭 Added mood: Happy',
  ]);

  await openChip(page, 'mood');
  await dropdown(page).getByRole('button', { name: 'Sad', exact: true }).click();
  await expect(chipLabel(page, 'mood')).toHaveText('Happy +1');
  await openChip(page, 'mood');
  await dropdown(page).getByRole('button', { name: 'Happy', exact: true }).click();
  await expect(chipLabel(page, 'mood')).toHaveText('Happy +1');
  await expect(userBubbles(page).filter({ hasText: 'Added mood: Sad' })).toHaveCount(1);
  await expect(userBubbles(page).filter({ hasText: 'Added mood: Happy' })).toHaveCount(1);
  await expect.poll(async () => (await currentSession(page)).selectedMoods).toEqual(['happy', 'sad']);

  await openChip(page, 'mood');
  await dropdown(page).getByRole('button', { name: 'Remove Sad' }).click();
  await expect(chipLabel(page, 'mood')).toHaveText('Happy');
  await expect.poll(async () => (await currentSession(page)).selectedMoods).toEqual(['happy']);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Clear Mood' }).click();
  await expect(chipLabel(page, 'mood')).toHaveText(COPY.chat.mood);
  await expect(page.getByRole('button', { name: 'Clear Mood' })).toBeHidden();
  await expect.poll(async () => (await currentSession(page)).selectedMoods).toEqual([]);
});

test('a genre pick closes the dropdown, announces it and saves its id', async ({ signedInPage: page }) => {
  await page.goto('/theme-chat');
  await openChip(page, 'genre');
  await expect(dropdown(page).getByTestId('genre-option')).toHaveCount(16);
  await dropdown(page).getByRole('button', { name: 'Hip-Hop', exact: true }).click();
  await expect(dropdown(page)).toBeHidden();
  await expect(chipLabel(page, 'genre')).toHaveText('Hip-Hop');
  await expect(userBubbles(page).filter({ hasText: 'Added genre' })).toHaveText(['🎵 Added genre: Hip-Hop']);
  await expect.poll(async () => (await currentSession(page)).selectedGenres).toEqual(['hip-hop']);
});

test('artists: claimed artists, debounced search, selected ones disabled, clear-all saves', async ({
  signedInPage: page,
}) => {
  await page.goto('/theme-chat');
  await openChip(page, 'artists');
  const list = dropdown(page).getByRole('listitem');
  await expect(list).toHaveCount(3);
  expect((await list.allInnerTexts()).sort()).toEqual(['Juniper Reyes', 'Marlow Vance', 'Sable Monroe']);
  // Type in the page and time how long the list takes to follow: the search is debounced.
  const listDelay = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
        const box = dialog.querySelector('input') as HTMLInputElement;
        const started = performance.now();
        new MutationObserver((_, observer) => {
          if (dialog.querySelectorAll('li').length !== 1) return;
          observer.disconnect();
          resolve(performance.now() - started);
        }).observe(dialog, { childList: true, subtree: true });
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, 'REY');
        box.dispatchEvent(new Event('input', { bubbles: true }));
      }),
  );
  expect(listDelay).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 20);
  await expect(list).toHaveText(['Juniper Reyes'], { useInnerText: true });
  await dropdown(page).getByRole('button', { name: 'Juniper Reyes', exact: true }).click();
  // The artist dropdown stays open, and the picked artist can no longer be picked.
  await expect(dropdown(page).getByRole('button', { name: 'Juniper Reyes', exact: true })).toBeDisabled();
  await expect(chipLabel(page, 'artists')).toHaveText('Juniper Reyes');
  await expect(userBubbles(page).filter({ hasText: 'Added reference artist' })).toHaveText([
    '🎤 Added reference artist: Juniper Reyes',
  ]);
  await dropdown(page).getByRole('searchbox').fill('');
  await dropdown(page).getByRole('button', { name: 'Marlow Vance', exact: true }).click();
  await expect(chipLabel(page, 'artists')).toHaveText('Juniper Reyes +1');
  await expect
    .poll(async () => (await currentSession(page)).referenceArtistIds)
    .toEqual(['24100303', '24100301']);
  const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('lyricist_userArtists') ?? '[]'));
  expect(cached.map((a: { artist_name: string }) => a.artist_name).sort()).toEqual([
    'Juniper Reyes',
    'Marlow Vance',
    'Sable Monroe',
  ]);

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Clear My Artists' }).click();
  await expect(chipLabel(page, 'artists')).toHaveText(COPY.chat.myArtists);
  await expect.poll(async () => (await currentSession(page)).referenceArtistIds).toEqual([]);
});

test('songs: grouped by artist, ranked by exact title, prefix, then popularity; picking sends "X by A"', async ({
  signedInPage: page,
}) => {
  await page.goto('/theme-chat');
  await openChip(page, 'songs');
  const groups = dropdown(page).getByTestId('song-group');
  await expect(groups).toHaveCount(3);
  const titles = dropdown(page).locator('[data-part="title"]');
  await expect(titles).toHaveCount(23);

  // Exact title first (+1000), then the album's other songs by popularity; other artists hidden.
  await dropdown(page).getByRole('searchbox').fill('paper lanterns');
  await expect(titles).toHaveText([
    'Paper Lanterns',
    'The Long Way Home',
    'Kerosene Summer',
    'Salt on the Window',
  ]);
  await expect(groups).toHaveCount(1);

  // Title prefixes (+500) above a more popular match by artist or album name.
  await dropdown(page).getByRole('searchbox').fill('s');
  const sable = dropdown(page).getByRole('region', { name: 'Sable Monroe' }).locator('[data-part="title"]');
  await expect(sable).toHaveText([
    'Say It Back',
    'Silk & Static',
    'Slow Burn Sunday',
    'Velvet Bruise',
    'Blue Hour Lover',
    "Honey Don't",
    'Dim the Lights',
  ]);

  await dropdown(page).getByRole('searchbox').fill('paper lanterns');
  await expect(titles).toHaveCount(4);
  await dropdown(page).getByTestId('song-option').first().click();
  await expect(dropdown(page).getByTestId('song-option').first()).toBeDisabled();
  await expect(chipLabel(page, 'songs')).toHaveText('Paper Lanterns');
  await expect(userBubbles(page).filter({ hasText: 'Added reference song' })).toHaveText([
    '🎶 Added reference song: Paper Lanterns by Marlow Vance',
  ]);
  await expect.poll(async () => (await currentSession(page)).referenceSongIds).toHaveLength(1);
  const cached = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('lyricist_userSongsByArtist') ?? '{}'),
  );
  expect(Object.keys(cached).sort()).toEqual(['24100301', '24100303', '24100308']);
});

test('reopening with ?sessionId= restores the conversation and the chips', async ({ signedInPage: page }) => {
  await page.goto('/theme-chat');
  await page
    .getByRole('textbox', { name: COPY.chat.inputPlaceholder })
    .fill('The summer my sister left for Lisbon');
  await page.getByRole('textbox', { name: COPY.chat.inputPlaceholder }).press('Enter');
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(2);
  await openChip(page, 'artists');
  await dropdown(page).getByRole('button', { name: 'Sable Monroe', exact: true }).click();
  await page.keyboard.press('Escape');
  await openChip(page, 'mood');
  await dropdown(page).getByRole('button', { name: 'Nostalgic', exact: true }).click();
  await openChip(page, 'mood');
  await dropdown(page).getByRole('button', { name: 'Dreamy', exact: true }).click();
  await expect.poll(async () => (await currentSession(page)).selectedMoods).toEqual(['nostalgic', 'dreamy']);
  await expect.poll(async () => (await currentSession(page)).messagesJson.length).toBe(8);
  const { sessionId } = await currentSession(page);

  await page.goto('/');
  await page.goto(`/theme-chat?sessionId=${sessionId}`);
  await expect(userBubbles(page)).toHaveText([
    'The summer my sister left for Lisbon',
    '🎤 Added reference artist: Sable Monroe',
    '🎭 Added mood: Nostalgic',
    '🎭 Added mood: Dreamy',
  ]);
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(5);
  await expect(chipLabel(page, 'artists')).toHaveText('Sable Monroe');
  await expect(chipLabel(page, 'mood')).toHaveText('Nostalgic +1');
  await expect(page.getByRole('button', { name: COPY.chat.startWriting })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Heartbreak' })).toBeHidden();
});

// A fresh writer: the shared demo account may have spent its pinned-list AI limit in the tests above.
test('restoring looks up artists and songs saved without data, with their fallbacks (R-restore-3)', async ({
  freshPage: page,
}) => {
  const session = await api<SavedSession>(page, 'POST', '/api/sessions', { songTitle: 'Restore me' });
  const base = `/api/sessions/${session.sessionId}`;
  await api(page, 'POST', `${base}/reference-artists`, {
    artistIds: ['24100302', 'no-such-artist'],
    artistsData: [],
  });
  await api(page, 'POST', `${base}/reference-songs`, { songIds: ['24100301000'], songsData: [] });
  await api(page, 'POST', `${base}/moods`, { moods: ['excited', 'wistful'] });
  await api(page, 'POST', `${base}/genres`, { genres: ['Hip Hop'] });

  await page.goto(`/theme-chat?sessionId=${session.sessionId}`);
  await expect(chipLabel(page, 'artists')).toHaveText('The Velvet Hours +1');
  await openChip(page, 'artists');
  await expect(dropdown(page).getByRole('button', { name: 'Remove Artist 2' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chipLabel(page, 'songs')).toHaveText('Paper Lanterns');
  await expect(chipLabel(page, 'mood')).toHaveText('Excited +1');
  await expect(chipLabel(page, 'genre')).toHaveText('Hip-Hop');
  await openChip(page, 'mood');
  const unknown = dropdown(page).getByRole('listitem').filter({ hasText: 'wistful' }).locator('span').first();
  await expect(unknown).toHaveCSS('background-color', 'rgb(156, 163, 175)');
});

test('an account with no claimed artists sees the empty states', async ({ page }) => {
  await createAccountThroughUi(page);
  await page.goto('/theme-chat');
  await openChip(page, 'artists');
  await expect(dropdown(page)).toContainText(COPY.chat.noArtists);
  await expect(dropdown(page)).toContainText(COPY.chat.noArtistsHint);
  await page.keyboard.press('Escape');
  await openChip(page, 'songs');
  await expect(dropdown(page)).toContainText(COPY.chat.noSongs);
  await expect(dropdown(page)).toContainText(COPY.chat.noSongsHint);
});
