import type { FeatureCollection, Point } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { placeZooms } from './map-places.js';
import { provincesOfIndonesia } from './provinces-of-indonesia.js';

export { placeZooms };

/**
 * The map settings the server hands the browser (`GET /api/public/map/config`): the style URL of
 * `MAP_STYLE_URL`, or null for the bundled offline basemap.
 */
export interface MapConfig {
  styleUrl: string | null;
}

/** Indonesia as `[west, south, east, north]`: where a map opens when it has nothing to show yet. */
export const indonesiaBounds: [number, number, number, number] = [94.9, -11.1, 141.1, 6.1];

/** The colours of the offline basemap: sea, land, the borders between countries and the labels. */
export const basemapColours = {
  water: '#a9d3ea',
  land: '#f2efe6',
  border: '#9e9a8f',
  label: '#4a4a44',
  halo: '#ffffff',
} as const;

/** The font of the offline basemap's labels; the server serves its glyphs (`GET /api/public/map/glyphs`). */
export const basemapFont = 'Noto Sans Regular';

/**
 * The glyphs URL template of the offline basemap on the API at `apiBase`. MapLibre needs an absolute
 * URL, so a path is put on the page's origin where there is a page.
 */
export function glyphsUrl(apiBase = '/api'): string {
  return onApi(apiBase, '/public/map/glyphs/{fontstack}/{range}.pbf');
}

/** The URL template of the offline basemap's place names (vector tiles) on the API at `apiBase`. */
export function placesUrl(apiBase = '/api'): string {
  return onApi(apiBase, '/public/map/places/{z}/{x}/{y}.pbf');
}

/** A route of the API at `apiBase`, absolute: on the page's origin where there is a page. */
function onApi(apiBase: string, route: string): string {
  const path = `${apiBase.replace(/\/$/, '')}${route}`;
  if (/^https?:\/\//.test(path)) return path;
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin && origin !== 'null' ? `${origin}${path}` : path;
}

/**
 * The shapes of the offline basemap the server serves as GeoJSON (its `geocode/basemap-shapes.ts`): the world's
 * countries at 1:110m, Indonesia and its neighbours at 1:10m, and the borders between Indonesia's
 * provinces. A style fetches them by URL, so no app carries them in its script.
 */
export const basemapShapeNames = ['countries', 'countries-detail', 'province-borders'] as const;
export type BasemapShapes = (typeof basemapShapeNames)[number];

/** The URL of one of the offline basemap's shapes on the API at `apiBase`. */
export function basemapShapesUrl(name: BasemapShapes, apiBase = '/api'): string {
  return onApi(apiBase, `/public/map/basemap/${name}.geojson`);
}

/** A label point for each of Indonesia's provinces. */
export function provinceLabels(): FeatureCollection<Point, { name: string; code: string }> {
  return {
    type: 'FeatureCollection',
    features: provincesOfIndonesia.map((p) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
      properties: { name: p.name, code: p.code },
    })),
  };
}

export interface OfflineStyleOptions {
  /** The API the glyphs and the place names come from: `/api` on the page's origin by default. */
  apiBase?: string;
}

/**
 * A MapLibre style that needs no network beyond the app's own server (DESIGN §6): the sea as the
 * background; the Natural Earth countries, at 1:110m for the world and 1:10m for Indonesia and its
 * neighbours, each drawn with a fill and a line layer; the borders between Indonesia's provinces and their
 * names from zoom 4 (the shapes fetched from the server as GeoJSON, parsed in MapLibre's worker);
 * and, from the region data as vector tiles of the server, its regencies from zoom 7 and its villages from
 * zoom 11; in Noto Sans whose glyphs the server serves. No sprites.
 */
export function offlineBasemapStyle(options: OfflineStyleOptions = {}): StyleSpecification {
  const shapes = (name: BasemapShapes) =>
    ({
      type: 'geojson',
      data: basemapShapesUrl(name, options.apiBase),
      attribution: 'Natural Earth',
    }) as const;
  return {
    version: 8,
    name: 'Rimba offline basemap',
    glyphs: glyphsUrl(options.apiBase),
    sources: {
      countries: shapes('countries'),
      'countries-detail': shapes('countries-detail'),
      'province-borders': shapes('province-borders'),
      provinces: { type: 'geojson', data: provinceLabels() },
      places: {
        type: 'vector',
        tiles: [placesUrl(options.apiBase)],
        minzoom: placeZooms.regency,
        maxzoom: 14,
      },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': basemapColours.water } },
      {
        id: 'land',
        type: 'fill',
        source: 'countries',
        paint: { 'fill-color': basemapColours.land, 'fill-antialias': true },
      },
      {
        id: 'land-detail',
        type: 'fill',
        source: 'countries-detail',
        paint: { 'fill-color': basemapColours.land, 'fill-antialias': true },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'countries',
        paint: { 'line-color': basemapColours.border, 'line-width': 0.8 },
      },
      {
        id: 'borders-detail',
        type: 'line',
        source: 'countries-detail',
        paint: { 'line-color': basemapColours.border, 'line-width': 0.8 },
      },
      {
        id: 'province-borders',
        type: 'line',
        source: 'province-borders',
        minzoom: 4,
        paint: {
          'line-color': basemapColours.border,
          'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.6, 10, 1.4],
          'line-dasharray': [3, 2],
        },
      },
      {
        id: 'province-labels',
        type: 'symbol',
        source: 'provinces',
        minzoom: 4,
        maxzoom: 10,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': [basemapFont],
          'text-size': ['interpolate', ['linear'], ['zoom'], 4, 10, 8, 15],
          'text-max-width': 8,
        },
        paint: {
          'text-color': basemapColours.label,
          'text-halo-color': basemapColours.halo,
          'text-halo-width': 1.2,
        },
      },
      {
        id: 'regency-labels',
        type: 'symbol',
        source: 'places',
        'source-layer': 'places',
        minzoom: placeZooms.regency,
        maxzoom: 13,
        filter: ['==', ['get', 'kind'], 'regency'],
        layout: {
          'text-field': ['get', 'name'],
          'text-font': [basemapFont],
          'text-size': ['interpolate', ['linear'], ['zoom'], 7, 10, 12, 14],
          'text-max-width': 8,
        },
        paint: {
          'text-color': basemapColours.label,
          'text-halo-color': basemapColours.halo,
          'text-halo-width': 1.2,
        },
      },
      {
        id: 'village-points',
        type: 'circle',
        source: 'places',
        'source-layer': 'places',
        minzoom: placeZooms.village,
        filter: ['==', ['get', 'kind'], 'village'],
        paint: { 'circle-radius': 2.5, 'circle-color': basemapColours.label },
      },
      {
        id: 'village-labels',
        type: 'symbol',
        source: 'places',
        'source-layer': 'places',
        minzoom: placeZooms.village,
        filter: ['==', ['get', 'kind'], 'village'],
        layout: {
          'text-field': ['get', 'name'],
          'text-font': [basemapFont],
          'text-size': 11,
          'text-offset': [0, 0.9],
          'text-anchor': 'top',
          'text-max-width': 8,
        },
        paint: {
          'text-color': basemapColours.label,
          'text-halo-color': basemapColours.halo,
          'text-halo-width': 1.2,
        },
      },
    ],
  };
}

/** The style every map loads: the server's style URL when it has one, the offline basemap otherwise. */
export function mapStyle(
  styleUrl: string | null | undefined,
  options: OfflineStyleOptions = {},
): string | StyleSpecification {
  return styleUrl?.trim() ? styleUrl.trim() : offlineBasemapStyle(options);
}

/** Where the tracker's globe opens (site spec §4): over Indonesia, at MapLibre zoom 1.5. */
export const globeStartView = { center: [117, -2] as [number, number], zoom: 1.5 };

/**
 * The globe's radius as the live globe shows it, in CSS pixels. MapLibre makes the world 512 × 2^zoom
 * pixels around (a sphere of 230 px at zoom 1.5) and looks at it through a camera with a 36.87° field of
 * view, 1.5 map heights from the point in the middle; from there the sphere's edge shows at
 * c·R / √((c+R)² − R²). The picture takes a map 500 px tall, as on a laptop or a phone (160 to 190 px
 * between 300 and 700).
 */
export function apparentGlobeRadius(zoom: number, mapHeight = 500): number {
  const radius = (512 * 2 ** zoom) / (2 * Math.PI);
  const camera = 1.5 * mapHeight;
  return (camera * radius) / Math.sqrt((camera + radius) ** 2 - radius ** 2);
}

/** The still globe's width and height in CSS pixels. */
export const stillGlobeSize = Math.ceil(apparentGlobeRadius(globeStartView.zoom) * 2 + 4);
