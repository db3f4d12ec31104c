/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/precompress.mjs';

const api = process.env.RIMBA_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/',
  plugins: [react(), tailwindcss(), precompress()],
  server: { port: 5173, proxy: { '/api': api, '/uploads': api } },
  build: { outDir: 'dist', emptyOutDir: true },
  // The server entry (`vite build --ssr`) takes the workspace's TypeScript packages in; the libraries of
  // node_modules stay imports.
  ssr: { noExternal: ['@rimba/core'] },
  test: { setupFiles: ['./test/setup.ts'] },
});
