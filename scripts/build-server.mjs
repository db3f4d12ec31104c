// Bundles the server's TypeScript into one ES module that Node runs as it is: `npm start` runs the
// bundle, so no TypeScript is compiled while serving and the process keeps no compiler in memory.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { newest, root } from './build-apps.mjs';

/** What `@rimba/core` exports, by subpath (`.`, `./map-style`…), from its package.json. */
const coreExports = JSON.parse(readFileSync(path.join(root, 'packages/core/package.json'), 'utf8')).exports;

/** The bundle `npm start` runs. */
export const serverBundle = path.join(root, 'packages/server/dist/main.mjs');

/**
 * Bundles an entry of the server (or a program built on it) into `outfile`: Rimba's own packages are
 * bundled, every npm package stays an import of node_modules.
 */
export async function bundleServer(entry, outfile) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: {
      // Each entry of core's exports by its own name (`@rimba/core/map-style`), as a prefix alias of
      // `@rimba/core` alone would make it a path inside index.ts.
      ...Object.fromEntries(
        Object.entries(coreExports).map(([key, file]) => [
          path.posix.join('@rimba/core', key),
          path.join(root, 'packages/core', file),
        ]),
      ),
      '@rimba/server': path.join(root, 'packages/server/src/app.ts'),
    },
    logLevel: 'warning',
  });
}

/** Bundles the server when the bundle is missing or older than the server's or core's sources. */
export async function buildStaleServer() {
  const sources = Math.max(
    newest(path.join(root, 'packages/server/src')),
    newest(path.join(root, 'packages/core/src')),
  );
  if (existsSync(serverBundle) && statSync(serverBundle).mtimeMs >= sources) return;
  console.log('Bundling the server…');
  await bundleServer(path.join(root, 'packages/server/src/main.ts'), serverBundle);
}
