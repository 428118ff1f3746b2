// `npm run dev`: the API with file watching on :3000 and Vite's dev server (proxying /api) on :5173.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { PUBLIC_URL: 'http://127.0.0.1:5173', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@lyricist/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
