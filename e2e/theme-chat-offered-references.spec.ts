import AxeBuilder from '@axe-core/playwright';
import { COPY } from '@lyricist/shared/copy';
import type { Page } from '@playwright/test';
import { api } from './fixtures/api';
import { expect, test } from './fixtures/auth';

/** Issue 36: an artist or song the writer names is offered under the reply, one tap to pin. */

type SavedSession = { referenceArtistIds: string[]; referenceSongIds: string[] };

async function currentSession(page: Page): Promise<SavedSession> {
  const id = await page.evaluate(() => localStorage.getItem('currentSessionId'));
  return api<SavedSession>(page, 'GET', `/api/sessions/${id}`);
}

const input = (page: Page) => page.getByRole('textbox', { name: COPY.chat.inputPlaceholder });
const offers = (page: Page) => page.getByRole('list', { name: COPY.chat.offeredReferences });
const chipLabel = (page: Page, kind: 'artists' | 'songs') =>
  page.getByTestId(`chip-${kind}`).locator('[data-part="label"]');
const userBubbles = (page: Page) => page.locator('[data-role="user"]');

/** axe's WCAG 2.x A/AA findings on the offered references (names, contrast), none expected. */
async function expectAccessibleOffers(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .include(`[aria-label="${COPY.chat.offeredReferences}"]`)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

async function say(page: Page, message: string): Promise<void> {
  await input(page).fill(message);
  await input(page).press('Enter');
}

test('a catalogue artist named in the chat is pinned with one tap, announced and saved', async ({
  freshPage: page,
}) => {
  await page.goto('/theme-chat');
  await say(page, 'Make it slow and heavy, like an old Kaito Blackwell record.');
  const add = offers(page).getByRole('button', { name: COPY.chat.addReference('Kaito Blackwell') });
  await expect(add).toBeEnabled();
  // The reply with its offer, to look at (not compared): test-results/offered-reference-chip.png.
  await offers(page).locator('..').screenshot({ path: 'test-results/offered-reference-chip.png' });

  await expectAccessibleOffers(page);

  await add.click();
  await expect(chipLabel(page, 'artists')).toHaveText('Kaito Blackwell');
  await expect(userBubbles(page).filter({ hasText: 'Added reference artist' })).toHaveText([
    `${COPY.chat.addedEmoji.artist} ${COPY.chat.addedArtist}Kaito Blackwell`,
  ]);
  // Pinned: the chip says so and cannot pin it twice.
  const pinned = offers(page).getByRole('button', { name: COPY.chat.pinnedReference('Kaito Blackwell') });
  await expect(pinned).toBeDisabled();
  await expectAccessibleOffers(page);
  await expect.poll(async () => (await currentSession(page)).referenceArtistIds).toEqual(['24100304']);
  // The reply to the automatic message offers nothing again.
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(3);
  await expect(offers(page)).toHaveCount(1);

  // The offer is kept with its reply: a reload shows it again, as pinned (issue 36).
  await page.reload();
  await expect(page.locator('[data-role="assistant"]')).toHaveCount(3);
  await expect(offers(page)).toHaveCount(1);
  await expect(pinned).toBeDisabled();
});

test('a named song is pinned to My Songs; an artist already pinned shows as pinned', async ({
  freshPage: page,
}) => {
  await page.goto('/theme-chat');
  await say(page, 'It should feel like Coyote Choir by Juniper Reyes.');
  const addArtist = offers(page).getByRole('button', { name: COPY.chat.addReference('Juniper Reyes') });
  const song = 'Coyote Choir by Juniper Reyes';
  await addArtist.click();
  await expect(addArtist).toBeHidden();
  await expect(
    offers(page).getByRole('button', { name: COPY.chat.pinnedReference('Juniper Reyes') }),
  ).toBeDisabled();

  await offers(page)
    .getByRole('button', { name: COPY.chat.addReference(song) })
    .click();
  await expect(chipLabel(page, 'songs')).toHaveText('Coyote Choir');
  await expect(userBubbles(page).filter({ hasText: 'Added reference song' })).toHaveText([
    `${COPY.chat.addedEmoji.song} ${COPY.chat.addedSong}${song}`,
  ]);
  await expect(offers(page).getByRole('button', { name: COPY.chat.pinnedReference(song) })).toBeDisabled();
  await expect.poll(async () => (await currentSession(page)).referenceSongIds).toHaveLength(1);
});
