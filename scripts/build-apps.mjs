// Builds the admin, site and field apps when they are missing or older than their sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The newest modification time of the files below a folder (0 when it does not exist). */
export function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

export function buildStaleApps() {
  for (const app of ['admin', 'site', 'field']) {
    const dir = path.join(root, 'packages', app);
    const sources = Math.max(
      newest(path.join(dir, 'src')),
      newest(path.join(dir, 'public')),
      newest(path.join(root, 'packages', 'core', 'src')),
      mtime(path.join(dir, 'index.html')),
      mtime(path.join(dir, 'vite.config.ts')),
    );
    // The site is also built as a server entry, which renders its pages on the server.
    const outputs = [path.join(dir, 'dist', 'index.html')];
    if (app === 'site') outputs.push(path.join(dir, 'dist-ssr', 'entry-server.js'));
    if (Math.min(...outputs.map(mtime)) >= sources) continue;
    console.log(`Building the ${app} app…`);
    // A production build whatever runs it: under a test runner NODE_ENV is `test`, which would let the
    // libraries' development code into the bundles.
    const result = spawnSync('npm', ['run', 'build', '-w', `@rimba/${app}`], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`Building the ${app} app failed`);
  }
}
