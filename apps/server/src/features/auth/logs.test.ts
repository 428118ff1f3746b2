import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signIn } from '../../../test/sign-in';
import { buildApp } from '../../app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A second app on the same database whose structured logs are collected in `logs()`. */
async function appWithLogs(logLevel: string) {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const app = await buildApp({ config: { ...t.config, logLevel }, database: t.database, logStream: stream });
  return { app, logs: () => text };
}

it('never writes a token to the logs, in a header or a URL', async () => {
  const { app, logs } = await appWithLogs('trace');
  const { token, profile, headers } = await signIn(app);
  await app.inject({ method: 'GET', url: `/api/auth/user-artists?lyricistUserId=${profile.id}`, headers });
  await app.inject({ method: 'GET', url: `/platform/authorize?usertoken=${token}&origin=x` });
  await app.inject({ method: 'POST', url: '/api/auth/logout', headers });
  await app.close();
  expect(logs()).toContain('/api/auth/user?usertoken=[redacted]');
  expect(logs()).not.toContain(token);
});

it('logs a failed query without its parameters: no lyrics, emails or hashes in the 5xx log', async () => {
  const { app, logs } = await appWithLogs('error');
  const { headers } = await signIn(app);
  const created = await app.inject({ method: 'POST', url: '/api/sessions', headers, payload: {} });
  const lyric = 'A secret verse about the harbour at dawn';
  // Break the table under the running app, as a bad migration or a lost column would.
  await t.db.execute(sql`alter table lyric_sessions rename column lyrics to lyrics_gone`);
  try {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/sessions/${created.json().sessionId}/lyrics`,
      headers,
      payload: { lyrics: lyric },
    });
    expect(res.statusCode).toBe(500);
  } finally {
    await t.db.execute(sql`alter table lyric_sessions rename column lyrics_gone to lyrics`);
    await app.close();
  }
  expect(logs()).toContain('request failed');
  // The statement that failed is logged (the autosave's idle check or its update), its values never.
  expect(logs()).toMatch(/"query":"(select|update) .*lyric_sessions/);
  expect(logs()).not.toContain(lyric);
  expect(logs()).not.toContain('params');
});
