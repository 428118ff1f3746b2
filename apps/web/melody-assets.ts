import { createReadStream, readFileSync } from 'node:fs';
import { browserAssetFiles } from '@lyricist/melody/node';
import { MELODY_ASSETS_PATH } from '@lyricist/shared/memos/melody-assets';
import type { Plugin } from 'vite';

/**
 * The melody worker's model and WASM files (R-memo-7), from node_modules, served under /melody/:
 * emitted into the build, and answered by the dev server. Never committed: they come with the
 * installed packages.
 */
export function melodyAssets(): Plugin {
  const files = browserAssetFiles();
  const typeOf = (name: string) =>
    name.endsWith('.wasm')
      ? 'application/wasm'
      : name.endsWith('.json')
        ? 'application/json'
        : 'application/octet-stream';
  return {
    name: 'melody-assets',
    configureServer(server) {
      server.middlewares.use(MELODY_ASSETS_PATH.slice(0, -1), (request, response, next) => {
        const name = (request.url ?? '').replace(/^\//, '').split('?')[0] as keyof typeof files;
        const file = files[name];
        if (!file) return next();
        response.setHeader('content-type', typeOf(name));
        createReadStream(file).pipe(response);
      });
    },
    generateBundle() {
      for (const [name, file] of Object.entries(files))
        this.emitFile({
          type: 'asset',
          fileName: `${MELODY_ASSETS_PATH.slice(1)}${name}`,
          source: readFileSync(file),
        });
    },
  };
}
