import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reportInitialJs } from './report-initial-js';

const api = process.env.LYRICIST_API ?? 'http://127.0.0.1:3000';
const outDir = process.env.WEB_OUT_DIR ?? 'dist';

export default defineConfig({
  plugins: [react(), tailwindcss(), reportInitialJs(fileURLToPath(new URL(outDir, import.meta.url)))],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': api, '/platform': api } },
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: true, outDir, emptyOutDir: true },
});
