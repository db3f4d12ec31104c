import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * How much JavaScript the admin loads before its first module opens: the entry chunk and every chunk it
 * imports statically, gzipped as a server would send them. Lazy chunks (the module engine, the
 * rich-text editor, the map) are listed apart. Reads the build's manifest: run `npm run build` first.
 */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/admin/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
const gzipped = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
if (!entry) throw new Error('The manifest names no entry chunk');
const firstLoad = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || firstLoad.has(key)) return;
  firstLoad.add(key);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entry[0]);

const jsOf = (keys: Iterable<string>) =>
  [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
const first = jsOf(firstLoad);
const lazy = jsOf(Object.keys(manifest).filter((k) => !firstLoad.has(k)));
const total = first.reduce((sum, file) => sum + gzipped(file), 0);

console.log('Admin JavaScript before the first module opens (gzip -9):');
for (const file of first) console.log(`  ${kb(gzipped(file)).padStart(10)}  ${file}`);
console.log(`  ${kb(total).padStart(10)}  in all (target: at most 250 kB)`);
console.log('Loaded later, when needed:');
for (const file of lazy) console.log(`  ${kb(gzipped(file)).padStart(10)}  ${file}`);
