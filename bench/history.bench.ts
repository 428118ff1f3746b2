/**
 * Version history at scale (issue 18): a session with 500 versions; in Chromium, the History button
 * to the panel's first 100 rows painted (all 500 fetched, the newest 100 rendered as the panel does;
 * one fresh page per run); and the line diff of two 300-line versions (the shared lineDiff the panel
 * runs), in Node, wall and CPU time. Flags: --versions <n> (500),
 * --runs <n> (3), --no-build (reuse .tmp/web-bench), --json.
 */

import { lineDiff } from '@lyricist/shared/versions/diff';
import { numberFlag } from './lib/args';
import { launchChromium, signedInContext } from './lib/browser';
import { createClient, requestJson } from './lib/http';
import { lyricsOf } from './lib/lyrics';
import { report, say } from './lib/report';
import { startServer } from './lib/server';
import { loadAverage, median, percentile } from './lib/stats';
import { tempDataDir } from './lib/temp-dir';
import { benchWebDist } from './lib/web-build';
import { createWriter } from './lib/writers';

const VERSIONS = numberFlag('versions', 500);
const RUNS = numberFlag('runs', 3);
const PORT = 3395;

/** Two 300-line texts a writer might compare: a fifth of the lines rewritten, some cut, some added. */
function twoDrafts(): [string, string] {
  const before = lyricsOf(300 * 8, 7)
    .split('\n')
    .filter((line) => line !== '')
    .slice(0, 300);
  const fresh = lyricsOf(80 * 8, 11)
    .split('\n')
    .filter((line) => line !== '');
  const after = before.flatMap((line, i) => {
    if (i % 5 === 0) return [fresh[i % fresh.length] as string];
    if (i % 37 === 0) return [];
    if (i % 41 === 0) return [line, fresh[(i + 3) % fresh.length] as string];
    return [line];
  });
  return [before.join('\n'), after.join('\n')];
}

function diffFigure(): void {
  const [a, b] = twoDrafts();
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 53; i++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const lines = lineDiff(a, b);
    const used = process.cpuUsage(cpuStarted);
    if (i >= 3) {
      samples.push(performance.now() - started);
      // CPU time is what the diff costs; wall time also counts the neighbours' turns on a busy machine.
      cpu.push((used.user + used.system) / 1000);
    }
    if (lines.length < 300) throw new Error('diff lost lines');
  }
  report('history: line diff of two 300-line versions, median', median(samples), 'ms', '≤ 50');
  report('history: line diff of two 300-line versions, p95', percentile(samples, 95), 'ms', '≤ 50');
  report('history: line diff of two 300-line versions, CPU p95', percentile(cpu, 95), 'ms', '≤ 50');
}

say(`history bench: ${VERSIONS} versions; load average ${await loadAverage()}`);
diffFigure();

const server = await startServer({
  port: PORT,
  env: { DATA_DIR: tempDataDir('history'), WEB_DIST: benchWebDist() },
});
const client = createClient(server.base, 4);
const writer = await createWriter(client, 'history');
const { sessionId } = await requestJson<{ sessionId: string }>(client, 'POST', '/api/sessions', {
  token: writer.token,
  json: { songTitle: 'Many Drafts', lyrics: lyricsOf(300, 1), style: 'Default Style', messagesJson: [] },
});
say(`  saving ${VERSIONS} versions ...`);
for (let i = 0; i < VERSIONS; i++) {
  const path = `/api/sessions/${sessionId}`;
  await requestJson(client, 'PUT', `${path}/lyrics`, {
    token: writer.token,
    json: { lyrics: lyricsOf(300, i + 2) },
  });
  await requestJson(client, 'POST', `${path}/versions`, {
    token: writer.token,
    json: { name: i % 10 === 0 ? `Take ${i}` : '' },
  });
}

const browser = await launchChromium();
const context = await signedInContext(browser, writer);
const opens: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const page = await context.newPage();
  await page.goto(`${server.base}/theme-writer?sessionId=${sessionId}`);
  await page.locator('.cm-content').waitFor();
  // A string, not a function: tsx would wrap a function's inner helpers in a __name the page lacks.
  const ms = (await page.evaluate(`new Promise((resolve) => {
    const started = performance.now();
    document.querySelector('button[aria-label="History"]').click();
    const check = () => {
      if (document.querySelectorAll('ul[aria-label="Versions"] > li').length >= ${Math.min(VERSIONS, 100)})
        requestAnimationFrame(() => resolve(performance.now() - started));
      else requestAnimationFrame(check);
    };
    check();
  })`)) as number;
  opens.push(ms);
  await page.close();
}
report(
  `history: History button to the newest 100 of ${VERSIONS} versions painted, median of ${RUNS}`,
  median(opens),
  'ms',
  '≤ 300',
);
await browser.close();
client.close();
await server.stop();
say(`history bench done; load average ${await loadAverage()}`);
