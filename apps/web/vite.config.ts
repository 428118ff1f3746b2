import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.LYRICIST_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': api, '/platform': api } },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: true,
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
  },
});
