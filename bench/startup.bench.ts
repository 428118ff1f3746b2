/**
 * Time from `npm start` (scripts/start.mjs, web build present) to a 200 on /api/health on an
 * existing data dir, and the server's resident memory after a demo sign-in. PGlite always;
 * PostgreSQL too when BENCH_DATABASE_URL is set. Prints one line per figure (`--json` for JSON lines).
 */

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tempDataDir } from './lib/temp-dir';

const root = path.resolve(import.meta.dirname, '..');
const json = process.argv.includes('--json');
const PORT = 3390;
const base = `http://127.0.0.1:${PORT}`;

function report(name: string, value: number, unit: string, target: string | null = null): void {
  if (json) console.log(JSON.stringify({ name, value: Math.round(value * 10) / 10, unit, target }));
  else
    console.log(
      `${name.padEnd(44)} ${value.toFixed(1).padStart(9)} ${unit}${target ? `   (target ${target})` : ''}`,
    );
}

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('server did not become healthy');
}

function serverRssMb(startPid: number): number {
  const children = readFileSync(`/proc/${startPid}/task/${startPid}/children`, 'utf8').trim().split(/\s+/);
  const status = readFileSync(`/proc/${children[0]}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1]) / 1024;
}

async function signInDemo(): Promise<void> {
  const issued = await fetch(`${base}/api/auth/token`, { method: 'POST' });
  const { userToken } = (await issued.json()) as { userToken: string };
  // The exchange only works in the browser that started the sign-in: send its cookie back.
  const headers = {
    cookie: issued.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
  const form = new URLSearchParams({
    action: 'signin',
    usertoken: userToken,
    origin: Buffer.from(`${base}/`).toString('base64'),
    email: 'demo@lyricist.local',
    password: 'lyricist-demo',
  });
  await fetch(`${base}/platform/authorize`, { method: 'POST', body: form, redirect: 'manual', headers });
  const user = await fetch(`${base}/api/auth/user?usertoken=${userToken}`, { headers });
  if (!user.ok) throw new Error(`sign-in failed: ${user.status}`);
}

async function run(label: string, env: Record<string, string>): Promise<void> {
  const start = () =>
    spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      cwd: root,
      env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'warn', ...env },
      stdio: 'ignore',
    });
  // First start creates (or migrates) the database; the figure is for a later start on it.
  const first = start();
  await waitForHealth(Date.now() + 120_000);
  first.kill('SIGTERM');
  await new Promise((r) => first.once('exit', r));

  const t0 = performance.now();
  const server = start();
  await waitForHealth(Date.now() + 60_000);
  report(`${label}: npm start to healthy (existing data)`, performance.now() - t0, 'ms');
  await signInDemo();
  report(`${label}: server RSS after sign-in`, serverRssMb(server.pid as number), 'MB');
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

const dataDir = tempDataDir('startup');
await run('pglite', { DATA_DIR: dataDir });
if (process.env.BENCH_DATABASE_URL) await run('postgres', { DATABASE_URL: process.env.BENCH_DATABASE_URL });
