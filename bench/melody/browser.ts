/**
 * The browser half of the melody bench: bundles browser-page.ts and the package's Web Worker with
 * esbuild, serves them with the model and the WASM binaries from 127.0.0.1:3403, and runs memos
 * through them in Debian's Chromium: as a plain page (one WASM thread, as the web app is served
 * today) and as a cross-origin isolated one (COOP/COEP headers, where WASM may use threads).
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { browserAssetFiles } from '@lyricist/melody/node';
import { CHROMIUM_LAUNCH_OPTIONS } from '@lyricist/test-support/chromium';
import { chromium, type Page } from '@playwright/test';
import { build } from 'esbuild';
import type { PageRun } from './browser-page';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, '.tmp/melody-browser');
const PORT = 3403;
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.wav': 'audio/wav',
};

export type BrowserPage = {
  run(wavFile: string, options: { record: boolean }): Promise<PageRun>;
  close(): Promise<void>;
};

async function bundle(): Promise<void> {
  mkdirSync(path.join(OUT, 'assets'), { recursive: true });
  await build({
    entryPoints: {
      worker: path.join(ROOT, 'packages/melody/src/browser/worker.ts'),
      page: path.join(import.meta.dirname, 'browser-page.ts'),
    },
    outdir: OUT,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    logLevel: 'error',
  });
  for (const [name, file] of Object.entries(browserAssetFiles()))
    copyFileSync(file, path.join(OUT, 'assets', name));
}

/** /plain/… and /isolated/… serve the same files, the second with the headers for isolation. */
function serve(wavFiles: Map<string, string>): Promise<Server> {
  const server = createServer((req, res) => {
    const [, mode, ...rest] = (req.url ?? '/').split('?')[0]?.split('/') ?? [];
    const name = rest.join('/');
    const file = wavFiles.get(name) ?? path.join(OUT, name === '' ? 'index.html' : name);
    if (mode === 'isolated') {
      res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
      res.setHeader('Cross-Origin-Embedder-Policy', 'require-corp');
    }
    try {
      const body =
        name === '' ? '<!doctype html><script type="module" src="page.js"></script>' : readFileSync(file);
      res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'text/html');
      res.end(body);
    } catch {
      res.statusCode = 404;
      res.end();
    }
  });
  return new Promise((resolve) => server.listen(PORT, '127.0.0.1', () => resolve(server)));
}

async function openPage(mode: 'plain' | 'isolated', pageOf: (url: string) => Promise<Page>): Promise<Page> {
  const page = await pageOf(`http://127.0.0.1:${PORT}/${mode}/`);
  const deadline = Date.now() + 30_000;
  while (!(await page.evaluate('typeof globalThis.melody === "object"'))) {
    if (Date.now() > deadline) throw new Error('the melody page did not load');
    await new Promise((r) => setTimeout(r, 50));
  }
  return page;
}

/** Chromium with the bundle served; `run` decodes and transcribes one WAV of the set in the page. */
export async function openBrowser(mode: 'plain' | 'isolated', wavFiles: string[]): Promise<BrowserPage> {
  await bundle();
  const byName = new Map(wavFiles.map((f) => [path.basename(f), f]));
  const server = await serve(byName);
  const browser = await chromium.launch({
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [...(CHROMIUM_LAUNCH_OPTIONS.args ?? []), '--autoplay-policy=no-user-gesture-required'],
  });
  const page = await openPage(mode, async (url) => {
    const p = await browser.newPage();
    p.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    await p.goto(url);
    return p;
  });
  return {
    run: (wavFile, { record }) =>
      page.evaluate(
        `globalThis.melody.run(${JSON.stringify(path.basename(wavFile))}, ${record})`,
      ) as Promise<PageRun>,
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
