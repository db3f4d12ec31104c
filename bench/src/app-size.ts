import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * How much JavaScript a built app loads before it opens: the entry chunk and every chunk it imports
 * statically, gzipped as a server would send them. Lazy chunks are listed apart. Reads the build's
 * manifest: build the app first.
 */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface AppSize {
  /** Each file loaded first, with its gzipped size in bytes. */
  first: { file: string; bytes: number }[];
  lazy: { file: string; bytes: number }[];
  total: number;
}

/** The first-load and lazy JavaScript of the app built into `packages/{app}/dist`. */
export function appSize(app: string): AppSize {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../packages/${app}/dist`);
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`No build manifest at ${manifestPath}: run \`npm run build -w @rimba/${app}\` first.`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const gzipped = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

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

  const sized = (keys: Iterable<string>) =>
    [...keys]
      .map((k) => manifest[k]!.file)
      .filter((f) => f.endsWith('.js'))
      .map((file) => ({ file, bytes: gzipped(file) }));
  const first = sized(firstLoad);
  const lazy = sized(Object.keys(manifest).filter((k) => !firstLoad.has(k)));
  return { first, lazy, total: first.reduce((sum, f) => sum + f.bytes, 0) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** Prints an app's sizes: what loads first, in all against its target, and what loads later. */
export function printAppSize(title: string, size: AppSize, targetKb: number): void {
  console.log(`${title} (gzip -9):`);
  for (const { file, bytes } of size.first) console.log(`  ${kb(bytes).padStart(10)}  ${file}`);
  console.log(`  ${kb(size.total).padStart(10)}  in all (target: at most ${targetKb} kB)`);
  if (size.lazy.length === 0) return;
  console.log('Loaded later, when needed:');
  for (const { file, bytes } of size.lazy) console.log(`  ${kb(bytes).padStart(10)}  ${file}`);
}
