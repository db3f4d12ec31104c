import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One test command for the whole product. Each package is a project; `TEST_DATABASE_URL` makes the
 * server suite run on PostgreSQL (and what the two databases do differently on both); e2e drives
 * headless Chromium against a real server.
 */
export default defineConfig({
  test: {
    // Most files wait on a database, a browser or a server for much of their time, so one worker per
    // core keeps the cores busy; the default of one core less leaves a 2-core machine half idle.
    maxWorkers: Math.max(2, availableParallelism()),
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      { test: { name: 'core', root: 'packages/core', environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          environment: 'node',
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/setup.ts'],
          // The server files share one module graph per worker: each builds its own app on its own
          // database, and nothing they import keeps per-file state, so re-importing it per file is waste.
          isolate: false,
          testTimeout: 30_000,
          // A file's app is copied from the seeded template and started in its first hook: a few seconds
          // alone, but over a minute while both cores are taken by the other suites.
          hookTimeout: 180_000,
        },
      },
      {
        extends: 'packages/admin/vite.config.ts',
        test: {
          name: 'admin',
          root: 'packages/admin',
          environment: 'jsdom',
          globalSetup: ['../server/test/support/global-server.ts'],
          // antd renders slowly in jsdom, and the module tests drive whole forms against a real server
          // while the other suites run beside them.
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'packages/site/vite.config.ts',
        test: {
          name: 'site',
          root: 'packages/site',
          environment: 'jsdom',
          testTimeout: 30_000,
          globalSetup: ['../server/test/support/global-server.ts'],
        },
      },
      {
        extends: 'packages/field/vite.config.ts',
        test: {
          name: 'field',
          root: 'packages/field',
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          environment: 'node',
          globalSetup: ['support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
