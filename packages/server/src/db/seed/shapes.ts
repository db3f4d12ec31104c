import type { PolygonGeometry } from '@rimba/core';

/** Metres in a degree of latitude on the mean Earth. */
const metresPerDegree = 111_195;
const round = (n: number) => Math.round(n * 1e7) / 1e7;

/**
 * A demo boundary: a rectangle of about `hectares`, half again as wide as it is tall, centred on a
 * point, its corners counter-clockwise as GeoJSON would have them.
 */
export function rectangleAround(lat: number, lng: number, hectares: number): PolygonGeometry {
  const height = Math.sqrt((hectares * 10_000) / 1.5);
  const halfLat = height / 2 / metresPerDegree;
  const halfLng = (height * 1.5) / 2 / (metresPerDegree * Math.cos((lat * Math.PI) / 180));
  const corners: [number, number][] = [
    [lng - halfLng, lat - halfLat],
    [lng + halfLng, lat - halfLat],
    [lng + halfLng, lat + halfLat],
    [lng - halfLng, lat + halfLat],
  ].map(([x, y]) => [round(x!), round(y!)]);
  return { type: 'Polygon', coordinates: [[...corners, corners[0]!]] };
}
