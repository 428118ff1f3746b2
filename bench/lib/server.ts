import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sleep } from './stats';

export const ROOT = path.resolve(import.meta.dirname, '../..');
// BENCH_SERVER_MAIN runs a candidate copy of the server instead, to measure a change before it lands.
export const SERVER_MAIN = process.env.BENCH_SERVER_MAIN ?? path.join(ROOT, 'apps/server/src/main.ts');

export type ServerProcess = {
  base: string;
  pid: number;
  /** SIGTERM and wait: the server's own graceful shutdown. */
  stop: () => Promise<void>;
  /** SIGKILL and wait: no shutdown hook runs, as when a machine loses power. */
  kill9: () => Promise<void>;
  rssMb: () => number;
  stderrTail: () => string;
};

const running = new Set<ChildProcess>();
// A bench that throws must not leave servers behind; only the processes started here are touched.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(130));
}

/** The production-like environment every bench server runs with (same for the ceiling server). */
export function serverEnv(port: number, extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PLATFORM_DEMO_ACCOUNT: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    // Each bench writer signs in from its own made-up address (lib/writers.ts), as many people
    // would, so the per-address sign-in limits count them apart; the bench plays the proxy.
    TRUST_PROXY: '1',
    ...extra,
  };
}

/** Starts `node --import tsx <script>` and waits until `/api/health` answers 200. */
export async function startServer(options: {
  port: number;
  env: Record<string, string>;
  script?: string;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const base = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', options.script ?? SERVER_MAIN], {
    cwd: ROOT,
    env: serverEnv(options.port, options.env),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => running.delete(child));
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  const end = async (signal: NodeJS.Signals) => {
    if (isRunning()) child.kill(signal);
    // A graceful stop that hangs (a pool that will not drain) must not hang the bench.
    const timer = setTimeout(() => isRunning() && child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const server: ServerProcess = {
    base,
    pid: child.pid as number,
    stop: () => end('SIGTERM'),
    kill9: () => end('SIGKILL'),
    rssMb: () => processRssMb(child.pid as number),
    stderrTail: () => stderr,
  };
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  await server.kill9();
  throw new Error(`server on ${base} did not become healthy: ${stderr}`);
}

/** Resident memory of a process, from /proc. */
export function processRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1]) / 1024;
}
