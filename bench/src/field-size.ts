import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { appSize, printAppSize } from './app-size.js';

/**
 * How much JavaScript the field app's index.html loads on a phone's first visit: the whole app shell,
 * which the service worker then keeps. The service worker's own scripts, fetched by the browser once the
 * page has opened, are listed apart. Run `npm run build -w @rimba/field` first.
 */
printAppSize('Field app JavaScript on first load', appSize('field'), 150);

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/field/dist');
console.log('The service worker, fetched after the page opens:');
for (const file of readdirSync(dist).filter((f) => /^(sw|workbox-.*)\.js$/.test(f))) {
  const bytes = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  console.log(`  ${`${(bytes / 1024).toFixed(1)} kB`.padStart(10)}  ${file}`);
}
