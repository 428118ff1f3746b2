/**
 * `npm run bench:editor`: typing into the lyrics editor in Chromium, on a 200-line lyric with both
 * margins (rhyme letters and syllable counts) on and ghost suggestions live. Builds the app, starts
 * its own server (port 3393, own data dir), signs a fresh writer in and types like a writer: words
 * at a steady pace, a pause after each line (so suggestions are asked for, revealed and discarded).
 *
 * Figures:
 * - keystroke to next frame p50/p95/max: from the keydown's timestamp to the end of the first frame
 *   rendered after it (a task queued from that frame's requestAnimationFrame). The same probe on a
 *   bare <textarea> in the same browser is printed as the floor: it is the wait for the next frame
 *   plus Chromium's own input handling, which no editor can go below. A second floor is a bare
 *   CodeMirror (the same library, text, font, wrapping, history and content attributes as the
 *   writer, none of our extensions): what the editor library itself costs.
 * - the longest main-thread task while typing, from a Chromium trace (tasks under 50 ms count too),
 *   as wall time and as the renderer thread's CPU time: on a loaded machine a task's wall time also
 *   holds the time the OS gave the core to someone else; its CPU time does not.
 * - main-thread CPU per keystroke: all renderer main-thread CPU while typing (autocomplete, reveal
 *   and saves included) over the keys typed; for the editor and for both floors.
 * - the long tasks (≥ 50 ms) the page itself observed (PerformanceObserver 'longtask').
 * Flags: --keys N (characters typed, default 480), --delay MS (between keys, default 35),
 * --no-build (reuse the last build), --json. BENCH_EDITOR_TRACE=file.json keeps the trace.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';
import { numberFlag } from './lib/args';
import { launchChromium } from './lib/browser';
import { createClient, requestJson } from './lib/http';
import { report, say } from './lib/report';
import { ROOT, startServer } from './lib/server';
import { loadAverage, percentile, sleep } from './lib/stats';
import { benchWebDist } from './lib/web-build';
import { createSession, createWriter } from './lib/writers';

const PORT = 3393;
const KEYS = numberFlag('keys', 480);
const DELAY_MS = numberFlag('delay', 35);
const LINES = 200;
const TRACE_FILE = process.env.BENCH_EDITOR_TRACE;

/**
 * In-page probe, plain JavaScript text (tsx's keepNames helper does not exist in the page): for each
 * keydown, the time to the end of the next rendered frame; and the long tasks the page observes.
 */
const editorProbe = `
  (() => {
    const probe = { frames: [], longTasks: [] };
    window.__editorProbe = probe;
    document.addEventListener('keydown', (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => probe.frames.push(performance.now() - start);
        channel.port2.postMessage(null);
      });
    }, { capture: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  })();`;

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

/**
 * Renderer main-thread tasks of a Chromium trace: the longest (wall and thread CPU time, ms) and the
 * CPU time of them all, which barely moves with the machine's load. Work outside any task counts
 * too: after an input event no script listened to, Chromium delivers a MutationObserver's records
 * in a microtask checkpoint of its own, so a bare CodeMirror's whole update once went uncounted.
 */
function rendererTasks(trace: Buffer): { longestWallMs: number; longestCpuMs: number; totalCpuMs: number } {
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
  const mainThreads = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = traceEvents
    .filter((e) => e.ph === 'X' && e.dur !== undefined && mainThreads.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const result = { longestWallMs: 0, longestCpuMs: 0, totalCpuMs: 0 };
  // Top-level events only: the tasks, and whatever ran outside them; what is inside is theirs.
  let end = Number.NEGATIVE_INFINITY;
  for (const e of onMain) {
    if (e.ts < end) continue;
    end = e.ts + (e.dur ?? 0);
    const cpuMs = (e.tdur ?? 0) / 1000;
    result.longestWallMs = Math.max(result.longestWallMs, (e.dur ?? 0) / 1000);
    result.longestCpuMs = Math.max(result.longestCpuMs, cpuMs);
    result.totalCpuMs += cpuMs;
  }
  return result;
}

type ProbeResult = { frames: number[]; longTasks: number[] };

/** Types the script into the focused field with the probe armed. */
async function typeMeasured(page: Page, lines: string[], pauseMs: number): Promise<ProbeResult> {
  await page.evaluate(editorProbe);
  for (const line of lines) {
    await page.keyboard.type(line, { delay: DELAY_MS });
    await page.keyboard.press('Enter');
    await sleep(pauseMs);
  }
  await sleep(300);
  return (await page.evaluate('window.__editorProbe')) as ProbeResult;
}

const WORDS = ['river', 'light', 'morning', 'shadow', 'window', 'silver', 'heart', 'road', 'fire', 'rain'];

/** A 200-line lyric: stanzas of four lines separated by blank lines, varied line endings. */
function lyric(lines: number): string {
  const out: string[] = [];
  for (let i = 0; out.length < lines; i++) {
    if (i > 0 && i % 4 === 0) out.push('');
    const w = (k: number) => WORDS[(i * 7 + k * 3) % WORDS.length];
    out.push(`I walk the ${w(1)} under the ${w(2)} of a ${w(3)} ${w(4)}`);
  }
  return out.slice(0, lines).join('\n');
}

/** What gets typed: lines of words, each ended by Enter. */
function script(keys: number): string[] {
  const lines: string[] = [];
  let total = 0;
  for (let i = 0; total < keys; i++) {
    const line = `and the ${WORDS[i % WORDS.length]} keeps calling my ${WORDS[(i + 3) % WORDS.length]} name`;
    lines.push(line);
    total += line.length + 1;
  }
  return lines;
}

/**
 * The bare CodeMirror floor's page: the writer's editor library with the settings that are not ours
 * (create-editor.ts), bundled from the web app's own CodeMirror packages.
 */
async function bareCodeMirrorPage(doc: string): Promise<string> {
  const entry = `
    import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
    import { EditorState } from '@codemirror/state';
    import { EditorView, keymap } from '@codemirror/view';
    const doc = ${JSON.stringify(doc)};
    new EditorView({
      parent: document.body,
      state: EditorState.create({
        doc,
        selection: { anchor: doc.length },
        extensions: [
          history(),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ spellcheck: 'true', autocapitalize: 'sentences', autocorrect: 'on' }),
          keymap.of([...historyKeymap, ...defaultKeymap]),
          EditorView.theme({ '&': { width: '760px', height: '600px', fontSize: '18px' }, '.cm-scroller': { overflow: 'auto' } }),
        ],
      }),
    });`;
  const bundle = await build({
    stdin: { contents: entry, resolveDir: path.join(ROOT, 'apps/web'), loader: 'js' },
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
  });
  const script = bundle.outputFiles[0]?.text ?? '';
  return `<!doctype html><body style="margin: 0"><script>${script.replaceAll('</script', '<\\/script')}</script></body>`;
}

/** Puts the cursor at the end of line `line`, then a new line: mid-song, as the writer's run starts. */
async function openLineAfter(page: Page, line: number): Promise<void> {
  await page.keyboard.press('Control+Home');
  for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
}

const webDist = benchWebDist();
const dataDir = path.join(ROOT, '.tmp/bench-editor-data');
rmSync(dataDir, { recursive: true, force: true });
const server = await startServer({ port: PORT, env: { DATA_DIR: dataDir, WEB_DIST: webDist } });
const client = createClient(server.base);
const browser = await launchChromium();
try {
  const writer = await createWriter(client, 'editor');
  const sessionId = await createSession(client, writer, { songTitle: 'Bench Song', lyrics: lyric(LINES) });
  // A style director, so autocomplete runs as it does for a real writer.
  await requestJson(client, 'POST', `/api/sessions/${sessionId}/moods`, {
    token: writer.token,
    json: { moods: ['happy'] },
  });

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const storage = {
    lyricist_user_token: writer.token,
    lyricist_user_id: writer.userId,
    lyricist_user_name: 'Bench Writer',
    'lyrics-editor-show-rhymes': 'true',
    'lyrics-editor-show-syllables': 'true',
  };
  await context.addInitScript(
    `for (const [k, v] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(k, v);`,
  );
  const page = await context.newPage();
  await page.goto(`${server.base}/theme-writer?sessionId=${sessionId}`);
  await page.locator('.cm-gutters').waitFor();
  await page.locator('.cm-content').click();
  // The cursor at the end of line 100: mid-song, with stanzas above and below.
  await openLineAfter(page, LINES / 2);
  await page.keyboard.type('warm up the editor before we measure', { delay: DELAY_MS });
  await page.keyboard.press('Enter');
  await sleep(500);

  const categories = ['toplevel', 'devtools.timeline'];
  if (TRACE_FILE) categories.push('disabled-by-default-v8.cpu_profiler');
  await browser.startTracing(page, { categories });
  // A writer's pause at the end of each line: long enough for a suggestion to arrive.
  const editor = await typeMeasured(page, script(KEYS), 450);
  const trace = await browser.stopTracing();
  if (TRACE_FILE) writeFileSync(TRACE_FILE, trace);
  if ((await page.locator('.cm-rhyme-gutter, .cm-syllable-gutter').count()) !== 2) {
    throw new Error('the margins were not shown');
  }
  const task = rendererTasks(trace);

  const bare = await context.newPage();
  await bare.setContent('<textarea style="width: 760px; height: 600px; font-size: 18px"></textarea>');
  await bare.locator('textarea').click();
  await browser.startTracing(bare, { categories: ['toplevel'] });
  const floor = await typeMeasured(bare, script(KEYS), 0);
  const floorTask = rendererTasks(await browser.stopTracing());

  const bareEditor = await context.newPage();
  await bareEditor.setContent(await bareCodeMirrorPage(lyric(LINES)));
  await bareEditor.locator('.cm-content').click();
  await openLineAfter(bareEditor, LINES / 2);
  await browser.startTracing(bareEditor, { categories: ['toplevel'] });
  const library = await typeMeasured(bareEditor, script(KEYS), 0);
  const libraryTask = rendererTasks(await browser.stopTracing());

  say(`${editor.frames.length} keystrokes measured, load average ${await loadAverage()}`);
  report('editor: keystroke to next frame p50', percentile(editor.frames, 50), 'ms');
  report('editor: keystroke to next frame p95', percentile(editor.frames, 95), 'ms', '≤ 16');
  report('editor: keystroke to next frame max', Math.max(...editor.frames), 'ms');
  report('editor: floor, bare textarea, keystroke to next frame p50', percentile(floor.frames, 50), 'ms');
  report('editor: floor, bare textarea, keystroke to next frame p95', percentile(floor.frames, 95), 'ms');
  report('editor: longest main-thread task while typing (wall)', task.longestWallMs, 'ms', '< 50');
  report('editor: longest main-thread task while typing (CPU)', task.longestCpuMs, 'ms', '< 50');
  report('editor: main-thread CPU per keystroke', task.totalCpuMs / editor.frames.length, 'ms');
  report(
    'editor: floor, bare textarea, main-thread CPU per keystroke',
    floorTask.totalCpuMs / floor.frames.length,
    'ms',
  );
  report('editor: floor, bare CodeMirror, keystroke to next frame p95', percentile(library.frames, 95), 'ms');
  report(
    'editor: floor, bare CodeMirror, main-thread CPU per keystroke',
    libraryTask.totalCpuMs / library.frames.length,
    'ms',
  );
  const perKey = task.totalCpuMs / editor.frames.length;
  report(
    'editor: CPU per keystroke / bare textarea',
    perKey / (floorTask.totalCpuMs / floor.frames.length),
    'ratio',
    '≤ 1.5',
  );
  report(
    'editor: CPU per keystroke / bare CodeMirror',
    perKey / (libraryTask.totalCpuMs / library.frames.length),
    'ratio',
    // ADR 056: bare CodeMirror alone is 1.6-1.7 x the textarea.
    '≤ 1.5',
  );
  report('editor: long tasks (≥ 50 ms) seen by the page', editor.longTasks.length, 'count', '= 0');
  await context.close();
} finally {
  await browser.close();
  client.close();
  await server.stop();
}
