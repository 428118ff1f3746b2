/**
 * Code that runs inside the page, kept as plain JavaScript text: tsx compiles the bench with
 * esbuild's keepNames, whose `__name()` helper would not exist in the browser if these were
 * functions passed to Playwright.
 */

/** What the grid should show: how many cards, and the titles of its first and last card. */
export type GridState = { count: number; first: string | null; last: string | null };

export const GRID = 'ul[aria-label="Saved lyrics"]';

// True when the grid shows exactly `want` (0 cards = no grid, the empty state).
const matches = (want: GridState) => `(() => {
  const grid = document.querySelector(${JSON.stringify(GRID)});
  const count = grid ? grid.childElementCount : 0;
  const title = (li) => (li && li.querySelector('h2') ? li.querySelector('h2').textContent : null);
  return count === ${want.count} && title(grid && grid.firstElementChild) === ${JSON.stringify(want.first)}
    && title(grid && grid.lastElementChild) === ${JSON.stringify(want.last)};
})()`;

// Once `armed`, calls `done(ms since start)` as soon as the grid matches, after the next frame has
// been produced and the main thread is free again (a task queued after requestAnimationFrame ran).
const whenShown = (want: GridState, armed: string, start: string, done: string) => `
  const check = () => {
    if (!(${armed}) || !${matches(want)}) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => ${done}(performance.now() - ${start})));
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });`;

/** Init script: `window.__shownAt` = ms from navigation start to the grid showing `want`. */
export const openProbe = (want: GridState) => `
  (() => {
    const record = (ms) => { window.__shownAt = ms; };
    ${whenShown(want, 'true', '0', 'record')}
  })();`;

/** Arms `window.__keyResult`: a promise of ms from the next keydown to the grid showing `want`. */
export const keystrokeProbe = (want: GridState) => `
  (() => {
    let keyAt = 0;
    document.addEventListener('keydown', (e) => { keyAt = e.timeStamp; }, { capture: true, once: true });
    window.__keyResult = new Promise((resolve) => { ${whenShown(want, 'keyAt > 0', 'keyAt', 'resolve')} });
  })();`;

/** Scrolls to the bottom and resolves with ms until more cards than `count` are shown, painted. */
export const scrollProbe = (count: number) => `
  new Promise((resolve) => {
    const start = performance.now();
    const observer = new MutationObserver(() => {
      const grid = document.querySelector(${JSON.stringify(GRID)});
      if (!grid || grid.childElementCount <= ${count}) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
    });
    observer.observe(document, { childList: true, subtree: true });
    window.scrollTo(0, document.documentElement.scrollHeight);
  })`;

/** How many cards the grid shows right now. */
export const gridCount = `document.querySelector(${JSON.stringify(GRID)})?.childElementCount ?? 0`;

/** Starts `window.__longTasks`: the duration of every long task (> 50 ms) from now on. */
export const longTaskProbe = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
})()`;
