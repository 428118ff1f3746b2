import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signIn } from '../../../test/sign-in';
import { buildApp } from '../../app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('never writes a token to the logs, in a header or a URL', async () => {
  const stream = new PassThrough();
  let logs = '';
  stream.on('data', (chunk: Buffer) => {
    logs += chunk.toString();
  });
  const app = await buildApp({
    config: { ...t.config, logLevel: 'trace' },
    database: t.database,
    logStream: stream,
  });
  const { token, profile, headers } = await signIn(app);
  await app.inject({ method: 'GET', url: `/api/auth/user-artists?lyricistUserId=${profile.id}`, headers });
  await app.inject({ method: 'GET', url: `/platform/authorize?usertoken=${token}&origin=x` });
  await app.inject({ method: 'POST', url: '/api/auth/logout', headers });
  await app.close();
  expect(logs).toContain('/api/auth/user?usertoken=[redacted]');
  expect(logs).not.toContain(token);
});
