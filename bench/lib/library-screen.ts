import { LIBRARY_PAGE_SIZE } from '@lyricist/shared/constants';
import { keystrokeToGrid, launchChromium, openLibrary, scrollToCount } from './browser';
import { type LibraryEntry, titleCode } from './library-data';
import type { GridState } from './page-probes';
import { report, say } from './report';
import { median } from './stats';
import type { Writer } from './writers';

const SCROLL_TO = 300;

/** The first page the library should show for a term: the matching entries, newest first. */
function gridFor(entries: readonly LibraryEntry[], term: string, shown = LIBRARY_PAGE_SIZE): GridState {
  const needle = term.trim().toLowerCase();
  const hits = entries.filter(
    (e) => e.title.toLowerCase().includes(needle) || e.lyrics.toLowerCase().includes(needle),
  );
  const visible = hits.slice(0, shown);
  return { count: visible.length, first: visible[0]?.title ?? null, last: visible.at(-1)?.title ?? null };
}

/**
 * The library screen in Chromium: open to its first cards interactive; scroll to the 300th card,
 * counting long tasks (> 50 ms) on the way; type a title code, each keystroke to its results (the
 * 300 ms debounce included, since the search is on the server now).
 */
export async function measureLibraryScreen(
  base: string,
  writer: Writer,
  entries: readonly LibraryEntry[],
  runs: number,
) {
  const browser = await launchChromium();
  const term = titleCode(Math.floor(entries.length * 0.77)).slice(0, 4);
  const steps = [...term].map((_, i) => term.slice(0, i + 1));
  say(
    `  typing "${term}": ${steps.map((t) => gridFor(entries, t, entries.length).count).join(' → ')} matches`,
  );
  const opens: number[] = [];
  const listed: number[] = [];
  const keys: number[] = [];
  const longTasks: number[] = [];
  const scrolls: number[] = [];
  for (let run = 0; run < runs; run++) {
    const { page, ms, listAt, close } = await openLibrary(browser, base, writer, gridFor(entries, ''));
    opens.push(ms);
    listed.push(listAt);
    const scroll = await scrollToCount(page, Math.min(SCROLL_TO, entries.length));
    scrolls.push(scroll.ms);
    longTasks.push(...scroll.longTasks);
    await page.evaluate('window.scrollTo(0, 0)');
    await page.getByPlaceholder('Search lyrics...').focus();
    for (const [i, typed] of steps.entries())
      keys.push(await keystrokeToGrid(page, term[i] as string, gridFor(entries, typed)));
    await close();
  }
  await browser.close();
  say(
    `  opens ${opens.map((v) => v.toFixed(0)).join(', ')} ms; keystrokes ${keys.map((v) => v.toFixed(0)).join(', ')} ms`,
  );
  const n = entries.length;
  report(
    `library chromium: open /library (${n} sessions) to its first cards interactive, median`,
    median(opens),
    'ms',
    '≤ 800',
  );
  report('library chromium: first page answered at, median', median(listed), 'ms');
  report(`library chromium: scroll to card ${SCROLL_TO}, median`, median(scrolls), 'ms');
  report(
    `library chromium: long tasks (> 50 ms) scrolling to card ${SCROLL_TO}, all runs`,
    longTasks.length,
    'count',
    '= 0',
  );
  report(`library chromium: longest task scrolling to card ${SCROLL_TO}`, Math.max(0, ...longTasks), 'ms');
  report(
    'library chromium: search keystroke to its results (300 ms debounce included), median',
    median(keys),
    'ms',
  );
}
