import { rhymes } from '@lyricist/lyric-engine';
import { marginRhymeLetters } from '@lyricist/shared/lyrics/sections';
import { expect, test } from './fixtures/auth';
import {
  createSession,
  editor,
  giveStyleDirector,
  markers,
  nextAutocompleteBody,
  openWriter,
  serverSession,
  settledGhost,
  showMargins,
} from './writer-fixtures';

const LYRICS = [
  '[Verse]',
  'I walked along the night',
  'and kept away from light',
  '',
  '[Chorus]',
  'hold on to the light',
  'hold on',
  '',
  '[Verse 2]',
  'the morning found me gone',
  '',
  '[Chorus]',
  'hold on to the light',
  'hold on',
].join('\n');

test('section tags are headings; they get no margin, letters restart, a repeated chorus is marked', async ({
  signedInPage: page,
}) => {
  const session = await createSession(page, { lyrics: LYRICS });
  await showMargins(page);
  await openWriter(page, session.sessionId);

  await expect(page.locator('.cm-section-heading')).toHaveText([
    '[Verse]',
    '[Chorus]',
    '[Verse 2]',
    '[Chorus]',
  ]);

  const rhymes = (await markers(page, 'cm-rhyme-gutter')).map(({ line, text }) => ({ line, text }));
  expect(rhymes).toEqual([
    { line: 1, text: 'A' },
    { line: 2, text: 'A' },
    // Restarted after [Chorus]: 'light' is A again, not the verse's A by chance.
    { line: 5, text: 'A' },
    { line: 6, text: 'B' },
    { line: 9, text: 'A' },
    { line: 11, text: '↻' },
  ]);
  expect(marginRhymeLetters(LYRICS).slice(12)).toEqual([null, null]);

  const syllableLines = (await markers(page, 'cm-syllable-gutter')).map(({ line, text }) => [line, text]);
  expect(syllableLines.map(([line]) => line)).toEqual([1, 2, 5, 6, 9, 11]);
  expect(syllableLines.at(-1)?.[1]).toBe('↻');
});

test('the Sections menu puts a tag on its own line at the cursor', async ({ signedInPage: page }) => {
  const session = await createSession(page, { lyrics: 'first line\nsecond line' });
  await openWriter(page, session.sessionId);
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Home');
  await page.getByRole('button', { name: 'Sections' }).click();
  await page.getByRole('button', { name: '[Bridge]' }).click();
  await page.keyboard.type('after the tag ');
  await expect
    .poll(async () => (await serverSession(page, session.sessionId)).lyrics)
    .toBe('first line\n[Bridge]\nafter the tag second line');
  await expect(page.locator('.cm-section-heading')).toHaveText(['[Bridge]']);
});

test('on a phone the section tags are in the More tools menu', async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const session = await createSession(page, { lyrics: 'first line' });
  await openWriter(page, session.sessionId);
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.getByRole('button', { name: 'More tools' }).click();
  await page
    .getByRole('group', { name: 'Insert a section' })
    .getByRole('button', { name: '[Chorus]' })
    .click();
  await page.keyboard.type('hold on');
  await expect
    .poll(async () => (await serverSession(page, session.sessionId)).lyrics)
    .toBe('first line\n[Chorus]\nhold on');
});

test('in a second chorus the ghost offers the first chorus again, and Tab takes it', async ({
  signedInPage: page,
}) => {
  const song = '[Chorus]\nhold on to the light\nnever let it go\n\n[Verse]\nwalking home alone\n\n[Chorus]';
  const session = await createSession(page, { lyrics: song });
  await giveStyleDirector(page, session.sessionId);
  await openWriter(page, session.sessionId);
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  // The ghost is asked for after typing: a new line under the second chorus's tag.
  await page.keyboard.press('Enter');
  expect(await settledGhost(page)).toBe('hold on to the light');
  await page.keyboard.press('Tab');
  expect(await settledGhost(page)).toBe('never let it go');
});

test('the Rhyme form menu sets the song to AAAA: the ghost answers the couplet, and the choice stays', async ({
  signedInPage: page,
}) => {
  const couplet = 'The tractor rusted where it stood\nBeside the pile of kindling wood\n';
  const session = await createSession(page, { lyrics: couplet });
  await giveStyleDirector(page, session.sessionId);
  const before = await serverSession(page, session.sessionId);
  await openWriter(page, session.sessionId);
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');

  await page.getByRole('button', { name: 'Rhyme form' }).click();
  const forms = page.getByRole('radiogroup', { name: 'Rhyme form' });
  await expect(forms.getByRole('radio', { name: /From my lines/ })).toBeChecked();
  // Once the choice is saved, the editor asks again for the line at the cursor.
  await nextAutocompleteBody(page, () => forms.getByText('AAAA', { exact: true }).click());
  await page.keyboard.press('Escape');
  const end = (await settledGhost(page)).split(' ').at(-1) ?? '';
  expect(rhymes(end, 'wood'), end).not.toBeNull();
  expect(await serverSession(page, session.sessionId)).toMatchObject({
    rhymeScheme: 'AAAA',
    lastSaved: before.lastSaved,
  });

  await page.reload();
  await page.getByRole('button', { name: 'Rhyme form' }).click();
  await expect(
    page.getByRole('radiogroup', { name: 'Rhyme form' }).getByRole('radio', { name: /AAAA/ }),
  ).toBeChecked();
});
