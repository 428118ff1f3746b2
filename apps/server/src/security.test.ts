import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MELODY_WORKER_PREFIX } from '@lyricist/shared/memos/melody-assets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('Content-Security-Policy', () => {
  let plain: TestApp;
  let withAnalytics: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    withAnalytics = await createTestApp({
      MIXPANEL_TOKEN: 'tok',
      MIXPANEL_API_HOST: 'https://collector.example',
    });
  });
  afterAll(async () => {
    await plain.close();
    await withAnalytics.close();
  });

  it('allows no inline script and no other origin for scripts or connections', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/health' });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('plays media only from this origin and from blob: URLs, where voice memos play (R-memo-5)', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/health' });
    expect(directives(res.headers['content-security-policy']).get('media-src')).toEqual(["'self'", 'blob:']);
  });

  it('allows the analytics host only when analytics is configured', async () => {
    const res = await withAnalytics.app.inject({ method: 'GET', url: '/api/health' });
    expect(directives(res.headers['content-security-policy']).get('connect-src')).toEqual([
      "'self'",
      'https://collector.example',
    ]);
  });

  it('sends the policy on the embedded platform pages too', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/platform/authorize' });
    expect(directives(res.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
  });
});

// R-memo-7: the melody worker compiles WebAssembly; a worker runs under its own script's policy, so
// only that script's response allows it, and every page keeps script-src 'self'.
describe('the melody worker’s policy', () => {
  let web: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'lyricist-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Lyricist</title>');
    writeFileSync(path.join(dist, 'assets', `${MELODY_WORKER_PREFIX}abc123.js`), 'self.onmessage = null;');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
    web = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await web.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const policyOf = async (url: string) => {
    const res = await web.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return directives(res.headers['content-security-policy']);
  };

  it("allows WebAssembly ('wasm-unsafe-eval', never 'unsafe-eval') in the worker's script alone", async () => {
    const worker = await policyOf(`/assets/${MELODY_WORKER_PREFIX}abc123.js`);
    expect(worker.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    const page = await policyOf('/theme-writer');
    expect(page.get('script-src')).toEqual(["'self'"]);
    expect((await policyOf('/assets/index-abc123.js')).get('script-src')).toEqual(["'self'"]);
    // Everything else in the worker's policy is the page's.
    worker.delete('script-src');
    page.delete('script-src');
    expect(worker).toEqual(page);
  });
});
