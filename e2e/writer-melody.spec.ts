import { countLineSyllables } from '@lyricist/shared/lyrics/syllables';
import type { MemoPhrase } from '@lyricist/shared/memos/phrases';
import { synthWav, THREE_PHRASES } from '@lyricist/test-support/audio';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/auth';
import { fakeMicrophone, memoPanel, memoRow as row, storedMemos } from './memo-fixtures';
import {
  createSession,
  editor,
  giveStyleDirector,
  localText,
  markers,
  nextAutocompleteBody,
  openWriter,
  showMargins,
} from './writer-fixtures';

/**
 * A memo's melody in the margin (issue 35 item 3, R-memo-7 … R-memo-9, R-memo-12): Chromium's fake
 * microphone sings three synthesised phrases of four, three and five notes; the browser transcribes
 * the take in its Web Worker, and a stanza linked to it, or to phrases 2–3 of it, shows each line's
 * syllables against its phrase.
 */
// A long last rest: the fake microphone starts the file again at its end, and a take of 6 s must
// hold the three phrases and no more. 4.8 s of melody, then 3 s of silence.
const SUNG = THREE_PHRASES.map((phrase, i) => (i === 2 ? { ...phrase, restMs: 3000 } : phrase));
test.use({ launchOptions: fakeMicrophone(synthWav(SUNG), 'e2e-melody') });

const VERSE = ['Hum it to me slow', 'before the words arrive'];
const CHORUS = [
  'Sing it low',
  'and let it go',
  'we were never meant to know',
  'a fourth line past the melody',
];
const LYRICS = [...VERSE, '', ...CHORUS].join('\n');
/** The notes of each phrase the fake microphone sings: what each line of the stanza should get. */
const NOTES = SUNG.map((phrase) => phrase.notes.length);

const melodyCells = (page: Page) => markers(page, 'cm-melody-gutter');
const range = (p: MemoPhrase) =>
  p.syllablesMax > p.syllables ? `${p.syllables}–${p.syllablesMax}` : String(p.syllables);

test('record a melody of three phrases, link it to a stanza and read each line’s target in the margin', async ({
  signedInPage: page,
}) => {
  const session = await createSession(page, { songTitle: 'Low Song', lyrics: LYRICS });
  await giveStyleDirector(page, session.sessionId);
  await showMargins(page);
  await openWriter(page, session.sessionId);
  // The worker and its model load only once a memo needs reading, never with the writer.
  const melodyRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/melody\/|melody-worker-/.test(request.url())) melodyRequests.push(request.url());
  });
  await page.getByRole('button', { name: 'Voice memos' }).click();
  const panel = memoPanel(page);
  await expect(panel).toContainText('No memos yet');
  expect(melodyRequests).toEqual([]);

  await panel.getByRole('button', { name: 'Record a memo' }).click();
  await expect(panel.getByRole('timer')).toHaveText('0:06', { timeout: 20_000 });
  await panel.getByRole('button', { name: 'Stop recording' }).click();
  await expect(row(page, 'Memo 1')).toContainText('3 phrases', { timeout: 30_000 });

  // R-memo-7: transcribed in this browser and stored with the memo.
  const [memo] = await storedMemos(page, session.sessionId);
  const phrases = memo?.phrases ?? [];
  expect(phrases.map((p) => p.notes)).toEqual(NOTES);
  expect(melodyRequests.some((url) => url.includes('melody-worker-'))).toBe(true);

  // Listed after a reload, with its phrases; no stanza linked yet, so no melody column.
  await page.reload();
  await expect(editor(page)).toBeVisible();
  await page.getByRole('button', { name: 'Voice memos' }).click();
  await expect(row(page, 'Memo 1')).toContainText(
    `${phrases.length} phrases: ${phrases.map(range).join(' · ')} syllables`,
  );
  await expect(page.locator('.cm-melody-gutter')).toHaveCount(0);

  // R-memo-8: link the stanza at the cursor (the chorus, stanza 2).
  await editor(page).getByText('and let it go').click();
  await row(page, 'Memo 1').getByRole('button', { name: 'Link Memo 1 to the stanza at the cursor' }).click();
  await expect(row(page, 'Memo 1')).toContainText('Stanza 2');
  await expect.poll(async () => (await storedMemos(page, session.sessionId))[0]?.linkedStanza).toBe(1);

  // R-memo-9: each chorus line beside its phrase's target, a miss marked; the verse and the line
  // past the memo's phrases show nothing.
  const expected = CHORUS.slice(0, 3).map((line, i) => {
    const phrase = phrases[i] as MemoPhrase;
    return { line: VERSE.length + 1 + i, text: `${countLineSyllables(line, new Map())} / ${range(phrase)}` };
  });
  await expect
    .poll(async () => (await melodyCells(page)).map(({ line, text }) => ({ line, text })))
    .toEqual(expected);
  const cell = (i: number) => page.locator('.cm-melody-gutter [role="img"]').nth(i);
  // "Sing it low" has 3 syllables; the first phrase has 4 notes.
  await expect(cell(0)).toHaveAttribute('aria-label', /^3 syllables, the melody wants 4( to \d+)?$/);
  await expect(cell(0)).toHaveClass('cm-melody-miss');
  await page.screenshot({ path: '.tmp/screens/writer-melody-linked.png' });

  // Typing recounts the line at once, and the ghost text is asked to fit the line's phrase
  // (R-ghost-10): its syllables, and the syllables on its strong notes.
  await editor(page).getByText('Sing it low').click();
  await page.keyboard.press('End');
  const first = phrases[0] as MemoPhrase;
  const body = await nextAutocompleteBody(page, () => page.keyboard.type(' and slow'));
  expect(body).toMatchObject({
    melody: {
      syllables: first.syllables,
      ...(first.syllablesMax > first.syllables ? { syllablesMax: first.syllablesMax } : {}),
      strong: first.strongBeats,
    },
  });
  await expect(cell(0)).toHaveText(`5 / ${range(first)}`);
  const fits = 5 >= first.syllables && 5 <= first.syllablesMax;
  await expect(cell(0)).toHaveClass(fits ? 'cm-melody-fit' : 'cm-melody-miss');

  // A stanza written above the linked one: the link moves with its stanza, in the margin and stored.
  await editor(page).getByText('Hum it to me slow').click();
  await page.keyboard.press('Home');
  await page.keyboard.type('A new first line\n\n');
  await expect
    .poll(async () => (await melodyCells(page)).map(({ line }) => line))
    .toEqual(expected.map(({ line }) => line + 2));
  await expect.poll(async () => (await storedMemos(page, session.sessionId))[0]?.linkedStanza).toBe(2);

  // The link is stored: after a reload the margin shows it again.
  await page.reload();
  await expect(editor(page)).toBeVisible();
  await expect
    .poll(async () => (await melodyCells(page)).map(({ line }) => line))
    .toEqual(expected.map(({ line }) => line + 2));

  // R-memo-12: the stanza sings phrases 2–3 of the memo, a second verse to the same melody: its first
  // line takes phrase 2's target, its second phrase 3's, and the lines past the span show nothing.
  await page.getByRole('button', { name: 'Voice memos' }).click();
  await row(page, 'Memo 1').getByRole('combobox', { name: 'Memo 1: from phrase' }).selectOption('2');
  await expect(row(page, 'Memo 1')).toContainText('Stanza 3, phrases 2–3');
  await expect(row(page, 'Memo 1').getByRole('combobox', { name: 'Memo 1: to phrase' })).toHaveValue('3');
  await expect
    .poll(async () => (await storedMemos(page, session.sessionId))[0]?.linkedSpan)
    .toEqual({ from: 2, to: 3 });
  const [second, third] = [phrases[1] as MemoPhrase, phrases[2] as MemoPhrase];
  const spanTargets = (firstLine: string) => [
    { line: VERSE.length + 3, text: `${countLineSyllables(firstLine, new Map())} / ${range(second)}` },
    {
      line: VERSE.length + 4,
      text: `${countLineSyllables(CHORUS[1] as string, new Map())} / ${range(third)}`,
    },
  ];
  await expect
    .poll(async () => (await melodyCells(page)).map(({ line, text }) => ({ line, text })))
    .toEqual(spanTargets('Sing it low and slow'));

  // The ghost text of the stanza's first line aims at phrase 2 (R-ghost-10).
  await editor(page).getByText('Sing it low and slow').click();
  await page.keyboard.press('End');
  const spanBody = await nextAutocompleteBody(page, () => page.keyboard.type(' oh'));
  expect(spanBody).toMatchObject({
    melody: {
      syllables: second.syllables,
      ...(second.syllablesMax > second.syllables ? { syllablesMax: second.syllablesMax } : {}),
      strong: second.strongBeats,
    },
  });
  await page.screenshot({ path: '.tmp/screens/writer-melody-span.png' });

  // The span is stored with the link: after a reload the margin and the panel show it again.
  await expect.poll(async () => localText(page, session.sessionId)).toContain('Sing it low and slow oh');
  await page.reload();
  await expect(editor(page)).toBeVisible();
  await expect
    .poll(async () => (await melodyCells(page)).map(({ line, text }) => ({ line, text })))
    .toEqual(spanTargets('Sing it low and slow oh'));
  await page.getByRole('button', { name: 'Voice memos' }).click();
  await expect(row(page, 'Memo 1')).toContainText('Stanza 3, phrases 2–3');
  await expect(row(page, 'Memo 1').getByRole('combobox', { name: 'Memo 1: from phrase' })).toHaveValue('2');

  // Unlink takes the column away, and the span with it.
  await row(page, 'Memo 1').getByRole('button', { name: 'Unlink Memo 1 from stanza 3' }).click();
  await expect(page.locator('.cm-melody-gutter')).toHaveCount(0);
  await expect
    .poll(async () => {
      const [stored] = await storedMemos(page, session.sessionId);
      return stored && { linkedStanza: stored.linkedStanza, linkedSpan: stored.linkedSpan };
    })
    .toEqual({ linkedStanza: null, linkedSpan: null });
});
