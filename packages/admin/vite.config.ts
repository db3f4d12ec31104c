/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/precompress.mjs';

const api = process.env.RIMBA_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  server: { port: 5174, proxy: { '/api': api, '/uploads': api } },
  // The manifest lets the size benchmark follow what the entry loads before any module opens.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 1500 },
  // Read by Vitest only; `vite build` ignores this key.
  test: { setupFiles: ['./test/setup.ts'] },
});
