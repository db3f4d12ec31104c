import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { apparentGlobeRadius, basemapColours, globeStartView, stillGlobeSize } from '@rimba/core/map-style';
import { geoOrthographic, geoPath } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

let made: string | undefined;

/**
 * The tracker's globe as it first shows, as an SVG picture that needs no script: the land of Natural
 * Earth 1:110m on the basemap's colours, seen from over Indonesia. The page shows it until the visitor
 * reaches for the live globe, whose start costs a phone's main thread seconds. Made once.
 */
export function stillGlobeSvg(): string {
  if (made) return made;
  const radius = apparentGlobeRadius(globeStartView.zoom);
  const size = stillGlobeSize;
  const file = createRequire(import.meta.url).resolve('world-atlas/land-110m.json');
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology<{ land: GeometryCollection }>;
  const land = feature(topology, topology.objects.land) as unknown as Feature<Geometry>;
  const [lng, lat] = globeStartView.center;
  const projection = geoOrthographic()
    .rotate([-lng, -lat])
    .scale(radius)
    .translate([size / 2, size / 2])
    .clipAngle(90);
  const path = geoPath(projection).digits(1);
  const c = size / 2;
  made = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}"><circle cx="${c}" cy="${c}" r="${radius.toFixed(1)}" fill="${basemapColours.water}"/><path d="${path(land) ?? ''}" fill="${basemapColours.land}" stroke="${basemapColours.border}" stroke-width="0.6"/></svg>`;
  return made;
}
