import type { FeatureCollection } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json' with { type: 'json' };

/**
 * The map settings the server hands the browser (`GET /api/public/map/config`): the style URL of
 * `MAP_STYLE_URL`, or null for the bundled offline basemap.
 */
export interface MapConfig {
  styleUrl: string | null;
}

/** Indonesia as `[west, south, east, north]`: where a map opens when it has nothing to show yet. */
export const indonesiaBounds: [number, number, number, number] = [94.9, -11.1, 141.1, 6.1];

/** The colours of the offline basemap: sea, land and the borders between countries. */
export const basemapColours = { water: '#a9d3ea', land: '#f2efe6', border: '#9e9a8f' } as const;

/** Natural Earth 1:110m country polygons (bundled by `world-atlas`) as GeoJSON. */
export function countryShapes(): FeatureCollection {
  const topology = countries110m as unknown as Topology<{ countries: GeometryCollection }>;
  return feature(topology, topology.objects.countries) as FeatureCollection;
}

/**
 * A MapLibre style that needs no network (DESIGN §6): the sea as the background, the bundled Natural
 * Earth countries as a GeoJSON source drawn with a fill and a line layer. It has no symbol layers, so
 * it needs no glyphs or sprites; every map renders offline with it.
 */
export function offlineBasemapStyle(): StyleSpecification {
  return {
    version: 8,
    name: 'Rimba offline basemap',
    sources: {
      countries: {
        type: 'geojson',
        data: countryShapes(),
        attribution: 'Natural Earth',
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
        id: 'borders',
        type: 'line',
        source: 'countries',
        paint: { 'line-color': basemapColours.border, 'line-width': 0.8 },
      },
    ],
  };
}

/** The style every map loads: the server's style URL when it has one, the offline basemap otherwise. */
export function mapStyle(styleUrl: string | null | undefined): string | StyleSpecification {
  return styleUrl?.trim() ? styleUrl.trim() : offlineBasemapStyle();
}
