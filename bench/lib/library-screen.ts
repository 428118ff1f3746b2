import { cardsShownAtOpen, keystrokeToGrid, launchChromium, openLibrary, scrollThrough } from './browser';
import { titleCode } from './library-data';
import type { GridState } from './page-probes';
import { report, say } from './report';
import { median } from './stats';
import type { Writer } from './writers';

/** A library card as the API lists it, in the order the grid shows them. */
export type Card = { songTitle: string; lyrics: string };

/** The grid the library should show for a term: the matching cards, up to the first `shown`. */
function gridFor(cards: readonly Card[], term: string, shown: number): GridState {
  const needle = term.trim().toLowerCase();
  const hits = cards.filter((c) => `${c.songTitle}\n${c.lyrics}`.toLowerCase().includes(needle));
  const visible = hits.slice(0, shown);
  return {
    count: visible.length,
    first: visible[0]?.songTitle ?? null,
    last: visible.at(-1)?.songTitle ?? null,
  };
}

/**
 * The library screen in Chromium: open to the cards interactive, each search keystroke (typing a
 * title code, then deleting it) to the filtered grid, and scrolling until every card is rendered.
 */
export async function measureLibraryScreen(
  base: string,
  writer: Writer,
  cards: readonly Card[],
  runs: number,
) {
  const browser = await launchChromium();
  const shown = await cardsShownAtOpen(browser, base, writer);
  const term = titleCode(Math.floor(cards.length * 0.77));
  const steps = [...term].map((_, i) => term.slice(0, i + 1));
  say(
    `  the grid shows ${shown} of ${cards.length} cards at open; typing "${term}": ${steps.map((t) => gridFor(cards, t, cards.length).count).join(' → ')} matches`,
  );
  const opens: number[] = [];
  const listed: number[] = [];
  const asked: number[] = [];
  const keys: number[] = [];
  const clears: number[] = [];
  let scroll: number[] = [];
  for (let run = 0; run < runs; run++) {
    const { page, ms, listFrom, listAt, close } = await openLibrary(
      browser,
      base,
      writer,
      gridFor(cards, '', shown),
    );
    opens.push(ms);
    asked.push(listFrom);
    listed.push(listAt);
    await page.getByPlaceholder('Search lyrics...').focus();
    for (const [i, typed] of steps.entries())
      keys.push(await keystrokeToGrid(page, term[i] as string, gridFor(cards, typed, shown)));
    for (let i = term.length - 1; i >= 0; i--) {
      const ms = await keystrokeToGrid(page, 'Backspace', gridFor(cards, term.slice(0, i), shown));
      (i === 0 ? clears : keys).push(ms);
    }
    if (run === 0) scroll = await scrollThrough(page, cards.length);
    await close();
  }
  await browser.close();
  say(
    `  opens ${opens.map((v) => v.toFixed(0)).join(', ')} ms; keystrokes ${keys.map((v) => v.toFixed(0)).join(', ')} ms`,
  );
  const n = cards.length;
  report(
    `library chromium: open /library (${n} sessions) to cards interactive, median`,
    median(opens),
    'ms',
    '≤ 1000',
  );
  report('library chromium: GET /api/sessions sent at, median', median(asked), 'ms');
  report('library chromium: GET /api/sessions answered at, median', median(listed), 'ms');
  report('library chromium: search keystroke to filtered grid, median', median(keys), 'ms');
  report('library chromium: search keystroke to filtered grid, worst', Math.max(...keys), 'ms', '≤ 50');
  report(`library chromium: clearing the search to the full grid, median`, median(clears), 'ms');
  if (shown < n) {
    report(
      `library chromium: scroll to the end, all ${n} cards rendered`,
      scroll.reduce((a, b) => a + b, 0),
      'ms',
    );
    report('library chromium: scroll, slowest further page of cards', Math.max(0, ...scroll), 'ms');
  }
}
