// Writes src/basemap/detail.json: the Natural Earth 1:10m shapes (world-atlas) of Indonesia and the
// countries it borders, simplified to about a hundred metres, for the offline basemap's coasts and
// borders when zoomed in. Run with `npm run basemap -w packages/core` after upgrading world-atlas.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import { topology } from 'topojson-server';
import { presimplify, simplify } from 'topojson-simplify';

/** ISO 3166-1 numeric codes: Indonesia, Malaysia, Brunei, Singapore, Timor-Leste, Papua New Guinea. */
export const detailCountries = ['360', '458', '096', '702', '626', '598'];
/** Triangles smaller than this (square degrees, about 150 m by 150 m) are dropped. */
const minWeight = 2e-6;
/** Coordinates are kept to four decimals (about 11 m) before topology building. */
const round = (n) => Math.round(n * 1e4) / 1e4;

const require = createRequire(import.meta.url);
const world = JSON.parse(readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8'));
world.objects.countries.geometries = world.objects.countries.geometries.filter((g) =>
  detailCountries.includes(String(g.id)),
);
const simplified = simplify(presimplify(world), minWeight);
const shapes = feature(simplified, simplified.objects.countries);
const roundAll = (coords) => (typeof coords[0] === 'number' ? coords.map(round) : coords.map(roundAll));
for (const f of shapes.features) {
  f.geometry.coordinates = roundAll(f.geometry.coordinates);
  f.properties = { name: f.properties.name };
}
// Shared borders are stored once; quantised to 1e5 steps per axis (a few metres over the region).
const out = topology({ countries: shapes }, 1e5);
const file = new URL('../src/basemap/detail.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(out)}\n`);
console.log(`${file.pathname}: ${shapes.features.length} countries, ${JSON.stringify(out).length} bytes`);
