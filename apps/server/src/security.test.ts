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
