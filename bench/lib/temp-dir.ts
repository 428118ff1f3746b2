import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A fresh PGlite data dir under the system temp dir, removed when the bench exits. */
export function tempDataDir(label: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `lyricist-bench-${label}-`));
  // Runs after every server of ours has been killed (server.ts registers its handler first).
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
