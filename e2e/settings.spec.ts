import { expect, test } from './fixtures/auth';

const SAMPLE = [
  'City lights are fading into gray',
  'I hold the silence like a song',
  'Tomorrow finds a better way',
  'The night was never really long',
];

test('display options are off by default, with no preview', async ({ signedInPage: page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Display Options' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Rhyme scheme' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'Syllable count' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByTestId('preview-line')).toHaveCount(0);
});

test('each switch shows the preview with real markers', async ({ signedInPage: page }) => {
  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Rhyme scheme' }).click();
  const lines = page.getByTestId('preview-line');
  await expect(lines).toHaveText(SAMPLE.map((line) => new RegExp(`${line}$`)));
  await expect(page.getByTestId('rhyme-letter')).toHaveText(['A', 'B', 'A', 'B']);
  await expect(page.getByTestId('syllable-count')).toHaveCount(0);

  await page.getByRole('switch', { name: 'Syllable count' }).click();
  await expect(page.getByTestId('syllable-count')).toHaveText(['9', '8', '8', '8']);

  await page.getByRole('switch', { name: 'Rhyme scheme' }).click();
  await expect(page.getByTestId('rhyme-letter')).toHaveCount(0);
  await expect(page.getByTestId('syllable-count')).toHaveCount(4);

  await page.getByRole('switch', { name: 'Syllable count' }).click();
  await expect(lines).toHaveCount(0);
});

test('the switches are remembered in this browser', async ({ signedInPage: page }) => {
  await page.goto('/settings');
  await page.getByText('Syllable count').click(); // the label toggles its switch
  await expect(page.getByRole('switch', { name: 'Syllable count' })).toHaveAttribute('aria-checked', 'true');
  expect(await page.evaluate(() => localStorage.getItem('lyrics-editor-show-syllables'))).toBe('true');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Syllable count' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'Rhyme scheme' })).toHaveAttribute('aria-checked', 'false');
});

test('back returns to the screen settings was opened from', async ({ signedInPage: page }) => {
  await page.goto('/library');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/library$/);
});
