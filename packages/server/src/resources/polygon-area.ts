import type { PolygonGeometry, Ring } from '@rimba/core';
import { geoArea } from 'd3-geo';

/** The mean radius of the Earth in metres (IUGG), by which d3's areas on the unit sphere are scaled. */
const earthRadius = 6_371_008.8;
const squareMetresPerHectare = 10_000;

/**
 * The area one ring encloses on the unit sphere, whichever way it winds: d3-geo takes a ring's winding
 * to say which side is inside (clockwise, unlike GeoJSON's counter-clockwise), and a field is always the
 * smaller side.
 */
function ringArea(ring: Ring): number {
  const area = geoArea({ type: 'Polygon', coordinates: [ring] });
  return Math.min(area, 4 * Math.PI - area);
}

/**
 * A shape's geodesic area in hectares, to two decimals as fields' areas are declared: each polygon's
 * outer ring less its holes, on a sphere of the Earth's mean radius (d3-geo's `geoArea`; d3-geo is the
 * server's map library already, so no second one is needed). Good to about 0.5% against the ellipsoid.
 */
export function polygonAreaHa(geometry: PolygonGeometry): number {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let steradians = 0;
  for (const [outer, ...holes] of polygons) {
    if (!outer) continue;
    steradians += ringArea(outer) - holes.reduce((sum, hole) => sum + ringArea(hole), 0);
  }
  return Math.round(((steradians * earthRadius ** 2) / squareMetresPerHectare) * 100) / 100;
}
