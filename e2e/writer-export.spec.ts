import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from './fixtures/auth';
import { createSession, openWriter } from './writer-fixtures';

const LONG =
  'and the long road keeps unwinding past the fields of gold and silver where the morning sun is rising over every sleeping town we ever knew';
const LYRICS = ['[Verse]', 'café lights and “quotes” 🔥 tonight', LONG, '', '[Chorus]', 'hold on'].join('\n');

async function exportAs(page: Page, item: string): Promise<Download> {
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: item }).click();
  return downloading;
}

// pdf.js measures the standard fonts from its own files (it warns without them).
const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/**
 * The PDF as pdf.js reads it: its text, one trimmed string per run of text drawn (a printed row, or
 * the part of it between two characters drawn as pictures), and how many pictures it draws.
 */
async function readPdf(file: string): Promise<{ rows: string[]; pictures: number }> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(file)), standardFontDataUrl }).promise;
  const rows: string[] = [];
  let pictures = 0;
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    for (const item of (await page.getTextContent()).items)
      if ('str' in item && item.str.trim() !== '') rows.push(item.str.trim());
    pictures += (await page.getOperatorList()).fnArray.filter((op) => op === OPS.paintImageXObject).length;
  }
  return { rows, pictures };
}
const pdfRows = async (file: string) => (await readPdf(file)).rows;

test('the .txt download is the title and the lyrics', async ({ signedInPage: page }) => {
  const session = await createSession(page, { songTitle: 'Night Drive', lyrics: LYRICS });
  await openWriter(page, session.sessionId);
  const file = await exportAs(page, 'Download text (.txt)');
  expect(file.suggestedFilename()).toBe('night-drive.txt');
  expect(await readFile((await file.path()) as string, 'utf8')).toBe(`Night Drive\n\n${LYRICS}\n`);
});

test('the PDF has the title, sections as headings, wrapped long lines, legible fallbacks', async ({
  signedInPage: page,
}) => {
  const session = await createSession(page, { songTitle: 'Night Drive', lyrics: LYRICS });
  await openWriter(page, session.sessionId);
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('switch', { name: 'Line numbers in PDF' }).click();
  await page.keyboard.press('Escape');
  const file = await exportAs(page, 'Download PDF');
  expect(file.suggestedFilename()).toBe('night-drive.pdf');

  const { rows, pictures } = await readPdf((await file.path()) as string);
  expect(rows[0]).toBe('Night Drive');
  expect(rows).toContain('VERSE');
  expect(rows).toContain('CHORUS');
  // Accents and curly quotes print as typed; the emoji, which no embedded font has, as a picture.
  expect(rows).toContain('café lights and “quotes”');
  expect(rows).toContain('tonight');
  expect(pictures).toBe(1);
  // The long line is wrapped onto rows that together are the whole line, each shorter than it.
  const start = rows.findIndex((row) => LONG.startsWith(row) && row.length > 10);
  const wrapped = [];
  for (let i = start; wrapped.join(' ').length < LONG.length; i++) wrapped.push(rows[i] as string);
  expect(wrapped.length).toBeGreaterThan(1);
  expect(wrapped.join(' ')).toBe(LONG);
  // Line numbers count sung lines only (tags and blanks are not numbered).
  expect(rows.filter((row) => /^\d+$/.test(row))).toEqual(['1', '2', '3']);
});

const SCRIPTS = [
  '[Verse]',
  'Őszi éjjel, ő és ű, Łódź, Český Krumlov',
  'Καλημέρα κόσμε, τραγούδι της νύχτας',
  'Привет, мир! Ночная дорога домой',
  'a guitar 🎸, a clef 𝄞 and 夜の歌',
  'Мы ехали всю ночь по длинной дороге через поля и леса, пока солнце не встало над спящим городом',
].join('\n');

test('the PDF prints accents, Greek and Cyrillic in an embedded Unicode font, wrapping long lines', async ({
  signedInPage: page,
}) => {
  const session = await createSession(page, { songTitle: 'Ночная дорога', lyrics: SCRIPTS });
  await openWriter(page, session.sessionId);
  const file = await exportAs(page, 'Download PDF');
  const path = (await file.path()) as string;
  const { rows, pictures } = await readPdf(path);
  expect(rows.slice(0, 5)).toEqual([
    'Ночная дорога',
    'VERSE',
    'Őszi éjjel, ő és ű, Łódź, Český Krumlov',
    'Καλημέρα κόσμε, τραγούδι της νύχτας',
    'Привет, мир! Ночная дорога домой',
  ]);
  // DejaVu has no emoji or CJK, and jsPDF cannot encode characters beyond the Basic Multilingual
  // Plane: the browser draws those five as pictures, in place, between the runs of text.
  expect(rows.slice(5, 8)).toEqual(['a guitar', ', a clef', 'and']);
  expect(pictures).toBe(5);
  const long = SCRIPTS.split('\n')[5] as string;
  expect(rows.length).toBeGreaterThan(9);
  expect(rows.slice(8).join(' ')).toBe(long);
  // The font is embedded, so the file opens the same anywhere; subset and compressed, it stays small
  // (the two whole TrueType files are 1.4 MB; this PDF is about 110 kB).
  const bytes = await readFile(path);
  expect(bytes.toString('latin1')).toContain('DejaVuSans');
  expect(bytes.length).toBeLessThan(200_000);
});

test('copy with section tags gives a clean Suno-style form', async ({ signedInPage: page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const session = await createSession(page, { lyrics: '[verse]\n\nline one  \n\n\n[chorus]\nhold on\n' });
  await openWriter(page, session.sessionId);
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('button', { name: 'Copy with section tags' }).click();
  await expect(page.getByText('Copied with section tags', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    '[Verse]\nline one\n\n[Chorus]\nhold on',
  );
});

test('export needs nothing from outside our own server (works offline on npm start)', async ({
  signedInPage: page,
}) => {
  const own = new URL(page.url()).origin;
  const outside: string[] = [];
  await page.route(
    (url) => url.origin !== own,
    (route) => {
      outside.push(route.request().url());
      return route.abort();
    },
  );
  // Cyrillic: the Unicode font is fetched too, from our own server.
  const session = await createSession(page, { songTitle: 'Offline', lyrics: 'still here\nещё здесь' });
  await openWriter(page, session.sessionId);
  const pdf = await exportAs(page, 'Download PDF');
  expect(await pdfRows((await pdf.path()) as string)).toEqual(['Offline', 'still here', 'ещё здесь']);
  expect(outside.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:'))).toEqual([]);
});
