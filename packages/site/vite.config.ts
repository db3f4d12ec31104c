/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactAliases } from '../../scripts/preact-aliases.mjs';
import { precompress } from '../../scripts/precompress.mjs';

const api = process.env.RIMBA_API ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild, mode }) => ({
  base: '/',
  plugins: [react(), tailwindcss(), precompress()],
  server: { port: 5173, proxy: { '/api': api, '/uploads': api } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every map of the site (the tracker's globe, the home page's farmers, the location page's maps) draws
    // with MapLibre: one chunk named `map`, which a page fetches only when it shows a map. The offline
    // basemap's shapes are not in it: the style fetches them from the server as GeoJSON.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'map',
              test: /node_modules[\\/]maplibre-gl[\\/]|core[\\/]src[\\/]map-style\.ts|site[\\/]src[\\/]ui[\\/]siteMap\.ts/,
            },
          ],
        },
      },
    },
  },
  // The server entry (`vite build --ssr`) takes the workspace's TypeScript packages in; the libraries of
  // node_modules stay imports.
  ssr: { noExternal: ['@rimba/core'] },
  // The browser's bundle runs on Preact's React compatibility layer, a tenth of React DOM's size; the
  // server renders with React itself. The component tests (Vitest's `test` mode) render with React.
  resolve: isSsrBuild || mode === 'test' ? {} : { alias: preactAliases },
  test: { setupFiles: ['./test/setup.ts'] },
}));
