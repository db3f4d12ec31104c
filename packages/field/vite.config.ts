/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { preactAliases } from '../../scripts/preact-aliases.mjs';
import { precompress } from '../../scripts/precompress.mjs';

const api = process.env.RIMBA_API ?? 'http://127.0.0.1:3000';

export default defineConfig(({ mode }) => ({
  base: '/field/',
  plugins: [
    react(),
    VitePWA({
      strategies: 'generateSW',
      // The app registers the worker itself through workbox-window (src/register-sw.ts).
      injectRegister: false,
      registerType: 'prompt',
      includeAssets: ['icon-192.png'],
      manifest: {
        name: 'Rimba Lapangan: Laporan Kebun',
        short_name: 'Rimba Lapangan',
        description: 'Laporan lapangan dari kebun, juga tanpa sinyal.',
        lang: 'id',
        start_url: '/field/',
        scope: '/field/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#1f6f43',
        background_color: '#f6f8f5',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell: every built script, style and icon, and index.html for every page of /field/.
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
        navigateFallback: '/field/index.html',
        navigateFallbackAllowlist: [/^\/field\//],
        // The API and stored files are the server's: never answered from the cache.
        navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//],
        cleanupOutdatedCaches: true,
        // The first install takes the page that registered it, so the app works offline from the first
        // visit on, not only after a reload. A later version still waits for the user (registerType).
        clientsClaim: true,
      },
    }),
    precompress(),
  ],
  server: { port: 5175, proxy: { '/api': api, '/uploads': api } },
  // The manifest lets the size script follow what index.html loads before the app opens.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  // The browser's bundle runs on Preact's React compatibility layer; the component tests render with React.
  resolve: mode === 'test' ? {} : { alias: preactAliases },
  test: { setupFiles: ['./test/setup.ts'] },
}));
