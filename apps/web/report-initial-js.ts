import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Prints the gzipped size of the JavaScript the first page load needs (issue budget: 170 KB). */
export function reportInitialJs(outDir: string): Plugin {
  return {
    name: 'report-initial-js',
    apply: 'build',
    closeBundle() {
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
      const bytes = files.reduce(
        (total, file) => total + gzipSync(readFileSync(join(outDir, file))).length,
        0,
      );
      console.log(
        `initial JS (sign-in + selection): ${(bytes / 1000).toFixed(1)} kB gzipped in ${files.length} files`,
      );
    },
  };
}
