import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { type DatabaseHandle, openDatabase } from './client';

/**
 * PostgreSQL stopped while the server runs: requests answer 503 with a clear error, and succeed
 * again once it is back, without restarting the server. Uses its own throwaway PostgreSQL.
 */
const script = path.resolve(import.meta.dirname, '../../../../scripts/test-postgres.sh');
const env = { ...process.env, PGTEST_PORT: '54360' };
const pgctl = (command: 'start' | 'stop' | 'pause' | 'resume') =>
  execFileSync('bash', [script, command], { env, encoding: 'utf8' }).trim();

let app: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  const url = pgctl('start');
  handle = await openDatabase({ databaseUrl: url, dataDir: '' });
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    database: handle,
    logger: false,
  });
});

afterAll(async () => {
  await app?.close();
  await handle?.close().catch(() => {});
  pgctl('stop');
});

it('answers 503 while the database is down and recovers when it is back', async () => {
  expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  pgctl('pause');
  const down = await app.inject({ method: 'GET', url: '/api/health' });
  expect(down.statusCode).toBe(503);
  expect(down.json()).toEqual({
    error: {
      code: 'database_unavailable',
      message: 'The database is unavailable. Please try again shortly.',
    },
  });
  pgctl('resume');
  await expect
    .poll(async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode, {
      timeout: 10_000,
    })
    .toBe(200);
});
