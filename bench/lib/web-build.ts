import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { hasFlag } from './args';
import { ROOT } from './server';

/**
 * The web app built into a directory of the bench's own (never apps/web/dist, which others use).
 * BENCH_WEB_DIST points at an existing build instead; --no-build reuses the last one.
 */
export function benchWebDist(): string {
  const given = process.env.BENCH_WEB_DIST;
  if (given) return given;
  const out = path.join(ROOT, '.tmp/web-bench');
  if (hasFlag('no-build') && existsSync(path.join(out, 'index.html'))) return out;
  // The web app's own build script, which carries the flags its Vite config needs.
  execFileSync('npm', ['run', '-s', 'build', '--', '--logLevel', 'error'], {
    cwd: path.join(ROOT, 'apps/web'),
    env: { ...process.env, WEB_OUT_DIR: out },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return out;
}
