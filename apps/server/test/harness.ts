import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { cloneDir, withDatabase } from './global-setup';

export const TEST_PUBLIC_URL = 'http://127.0.0.1:3000';

export type TestApp = {
  app: FastifyInstance;
  db: DatabaseHandle['db'];
  /** The whole handle, to build a second app on the same database. */
  database: DatabaseHandle;
  config: Config;
  /** The clone's PostgreSQL URL (PostgreSQL runs only). */
  databaseUrl?: string;
  close: () => Promise<void>;
};

/** A fresh database cloned from the run's template, and the app built on it (no listening). */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const testDb = inject('testDb');
  const id = randomUUID().replaceAll('-', '').slice(0, 12);
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;
  let databaseUrl: string | undefined;
  if (testDb.kind === 'postgres') {
    const admin = new pg.Client({ connectionString: testDb.url });
    await admin.connect();
    await admin.query(`create database t_${id} template ${testDb.template}`);
    await admin.end();
    databaseUrl = withDatabase(testDb.url, `t_${id}`);
    handle = await openDatabase({ databaseUrl, dataDir: '' });
    cleanup = async () => {
      const a = new pg.Client({ connectionString: testDb.url });
      await a.connect();
      await a.query(`drop database if exists t_${id} with (force)`);
      await a.end();
    };
  } else {
    const dir = path.join(path.dirname(testDb.templateDir), id);
    await cloneDir(testDb.templateDir, dir);
    handle = await openDatabase({ dataDir: dir });
    cleanup = () => rm(dir, { recursive: true, force: true });
  }
  // TEST_LOG_FILE=path keeps the server's error logs of a run, to diagnose a failure.
  const logFile = process.env.TEST_LOG_FILE;
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOG_LEVEL: logFile ? 'error' : 'silent',
    ...env,
  });
  const logStream = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
  const app = await buildApp({ config, database: handle, logger: Boolean(logFile), logStream });
  return {
    app,
    db: handle.db,
    database: handle,
    config,
    databaseUrl,
    close: async () => {
      await app.close();
      await handle.close();
      await cleanup();
    },
  };
}
