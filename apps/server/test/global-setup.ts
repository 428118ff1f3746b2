import { cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedEmbeddedPlatform } from '../src/platform/embedded/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: { kind: 'pglite'; templateDir: string } | { kind: 'postgres'; url: string; template: string };
  }
}

const root = path.resolve(import.meta.dirname, '../../..');
const TEMPLATE_DB = 'lyricist_template';

/**
 * Builds one migrated, seeded database per run; each test file then clones it (a directory copy
 * for PGlite, CREATE DATABASE ... TEMPLATE for PostgreSQL) instead of migrating from scratch.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    const templateUrl = withDatabase(url, TEMPLATE_DB);
    const handle = await openDatabase({ databaseUrl: templateUrl, dataDir: '' });
    await seedEmbeddedPlatform(handle.db, { demoAccount: true });
    await handle.close();
    await admin.end();
    project.provide('testDb', { kind: 'postgres', url, template: TEMPLATE_DB });
    return async () => {};
  }
  const base = path.join(root, '.tmp', `pglite-${process.pid}`);
  const templateDir = path.join(base, 'template');
  await rm(base, { recursive: true, force: true });
  await mkdir(base, { recursive: true });
  const handle = await openDatabase({ dataDir: templateDir });
  await seedEmbeddedPlatform(handle.db, { demoAccount: true });
  await handle.close();
  project.provide('testDb', { kind: 'pglite', templateDir });
  return async () => rm(base, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function cloneDir(from: string, to: string): Promise<void> {
  await cp(from, to, { recursive: true });
}
