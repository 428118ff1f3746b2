import { fileURLToPath } from 'node:url';
import { MELODY_WORKER_PREFIX } from '@lyricist/shared/memos/melody-assets';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { melodyAssets } from './melody-assets';
import { reportInitialJs } from './report-initial-js';

const api = process.env.LYRICIST_API ?? 'http://127.0.0.1:3000';
const outDir = process.env.WEB_OUT_DIR ?? 'dist';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    melodyAssets(),
    reportInitialJs(fileURLToPath(new URL(outDir, import.meta.url))),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The melody worker loads TensorFlow.js on demand: an ES module worker keeps that a split chunk.
  // Its script is named so the server can give it the one policy that allows WebAssembly.
  worker: {
    format: 'es',
    rollupOptions: { output: { entryFileNames: `assets/${MELODY_WORKER_PREFIX}[hash].js` } },
  },
  server: { proxy: { '/api': api, '/platform': api } },
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: true, outDir, emptyOutDir: true },
});
