import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import detail from '@rimba/core/basemap/detail.json' with { type: 'json' };
import provinceBorders from '@rimba/core/basemap/province-borders.json' with { type: 'json' };
import type { BasemapShapes } from '@rimba/core/map-style';
import type { Feature, FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

type Countries = Topology<{ countries: GeometryCollection<{ name: string }> }>;

/** The countries drawn from the finer shapes of core's `basemap/detail.json` (Indonesia and its neighbours). */
const detailTopology = detail as unknown as Countries;
const detailIds = new Set(detailTopology.objects.countries.geometries.map((g) => String(g.id)));

/**
 * Natural Earth 1:110m country polygons (bundled by `world-atlas`) as GeoJSON, less the countries the
 * finer shapes draw.
 */
export function countryShapes(): FeatureCollection {
  // Read rather than imported: the server's bundle keeps npm packages outside, where a JSON import would
  // need an attribute the bundler drops.
  const file = createRequire(import.meta.url).resolve('world-atlas/countries-110m.json');
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Countries;
  const all = feature(topology, topology.objects.countries) as FeatureCollection;
  return { ...all, features: all.features.filter((f) => !detailIds.has(String(f.id))) };
}

/**
 * Indonesia and the countries it borders from Natural Earth 1:10m, simplified to about a hundred
 * metres (core's scripts/basemap-detail.mjs): coasts that hold when zoomed in on an island.
 */
export function detailShapes(): FeatureCollection {
  return feature(detailTopology, detailTopology.objects.countries) as FeatureCollection;
}

/** The borders between Indonesia's provinces (core's scripts/basemap-provinces.mjs). */
export function provinceBorderShapes(): Feature {
  return provinceBorders as unknown as Feature;
}

/**
 * The offline basemap's shapes by the name the style fetches them under. They are data the server
 * serves (`GET /api/public/map/basemap/{name}.geojson`), not part of any app's script.
 */
export const basemapShapes: Record<BasemapShapes, () => FeatureCollection | Feature> = {
  countries: countryShapes,
  'countries-detail': detailShapes,
  'province-borders': provinceBorderShapes,
};
