import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './server';

/**
 * A throwaway PostgreSQL through scripts/test-postgres.sh, on a port of its own. Note that script
 * runs PostgreSQL with fsync=off: fine for throughput ratios and for killing *our* server, which
 * never touches PostgreSQL's durability.
 */
export type Postgres = {
  url: string;
  stop: () => void;
  pause: () => void;
  resume: () => void;
  /** The postmaster's pid while it runs (its backends are its children), for CPU accounting. */
  postmasterPid: () => number | null;
};

const script = path.join(ROOT, 'scripts/test-postgres.sh');

export function startPostgres(port: number): Postgres {
  const run = (command: string) =>
    execFileSync('bash', [script, command], {
      env: { ...process.env, PGTEST_PORT: String(port) },
      encoding: 'utf8',
    }).trim();
  const url = run('start');
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    run('stop');
  };
  process.once('exit', stop);
  const dir = process.env.PGTEST_DIR ?? `/tmp/lyricist-pgtest-${port}`;
  const postmasterPid = () => {
    try {
      return Number(readFileSync(`${dir}/data/postmaster.pid`, 'utf8').split('\n')[0]) || null;
    } catch {
      return null;
    }
  };
  return { url, stop, pause: () => void run('pause'), resume: () => void run('resume'), postmasterPid };
}

/** BENCH_DATABASE_URL when the caller provides one (bench/run.ts does), else a fresh PostgreSQL. */
export function sharedPostgres(port: number): Pick<Postgres, 'url' | 'stop' | 'postmasterPid'> {
  const given = process.env.BENCH_DATABASE_URL;
  const pid = Number(process.env.BENCH_POSTMASTER_PID) || null;
  if (given) return { url: given, stop: () => {}, postmasterPid: () => pid };
  return startPostgres(port);
}
