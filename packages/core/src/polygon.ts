/** A position as GeoJSON writes it: longitude, then latitude. */
export type Position = [number, number];
export type Ring = Position[];

/** A shape drawn on the map: a GeoJSON Polygon or MultiPolygon geometry (RFC 7946). */
export type PolygonGeometry =
  | { type: 'Polygon'; coordinates: Ring[] }
  | { type: 'MultiPolygon'; coordinates: Ring[][] };

/**
 * Most corners a shape may have, all its rings together: a field's boundary walked with a GPS has a few
 * hundred; the bound keeps a hostile body from costing the server more than a few milliseconds.
 */
export const maxPolygonVertices = 5000;

/** Why a value is no shape the server stores, or the shape as it is stored (positions only). */
export type PolygonCheck =
  | { ok: true; value: PolygonGeometry }
  | { ok: false; why: 'polygon' | 'max_vertices' | 'self_intersects' };

const isPosition = (p: unknown): p is number[] =>
  Array.isArray(p) &&
  (p.length === 2 || p.length === 3) &&
  p.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
  Math.abs(p[0] as number) <= 180 &&
  Math.abs(p[1] as number) <= 90;

/** A ring as stored (altitudes dropped), or null when it is not a closed ring of at least four positions. */
function ringOf(value: unknown): Ring | null {
  if (!Array.isArray(value) || value.length < 4 || !value.every(isPosition)) return null;
  const ring = value.map((p) => [p[0], p[1]] as Position);
  const [first, last] = [ring[0]!, ring[ring.length - 1]!];
  return first[0] === last[0] && first[1] === last[1] ? ring : null;
}

/** Which side of the line a→b the point c lies on: positive left, negative right, 0 on it. */
const side = (a: Position, b: Position, c: Position) =>
  (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);

const within = (a: Position, b: Position, c: Position) =>
  Math.min(a[0], b[0]) <= c[0] &&
  c[0] <= Math.max(a[0], b[0]) &&
  Math.min(a[1], b[1]) <= c[1] &&
  c[1] <= Math.max(a[1], b[1]);

/** Whether the segments p1–p2 and q1–q2 meet (crossing, touching or overlapping). */
function segmentsMeet(p1: Position, p2: Position, q1: Position, q2: Position): boolean {
  const d1 = side(q1, q2, p1);
  const d2 = side(q1, q2, p2);
  const d3 = side(p1, p2, q1);
  const d4 = side(p1, p2, q2);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && within(q1, q2, p1)) ||
    (d2 === 0 && within(q1, q2, p2)) ||
    (d3 === 0 && within(p1, p2, q1)) ||
    (d4 === 0 && within(p1, p2, q2))
  );
}

/**
 * Whether a ring crosses or touches itself, in plain longitude/latitude (fine for the size of a field):
 * every edge against every edge that does not share a corner with it, after a bounding-box test. With
 * at most `maxPolygonVertices` corners this stays a few milliseconds. Rings of one polygon are not
 * checked against each other.
 */
export function ringSelfIntersects(ring: Ring): boolean {
  const edges = ring.length - 1;
  for (let i = 0; i < edges; i++) {
    const a = ring[i]!;
    const b = ring[i + 1]!;
    const [minX, maxX] = a[0] < b[0] ? [a[0], b[0]] : [b[0], a[0]];
    const [minY, maxY] = a[1] < b[1] ? [a[1], b[1]] : [b[1], a[1]];
    for (let j = i + 2; j < edges; j++) {
      // The first and the last edge share the ring's closing corner.
      if (i === 0 && j === edges - 1) continue;
      const c = ring[j]!;
      const d = ring[j + 1]!;
      if (Math.max(c[0], d[0]) < minX || Math.min(c[0], d[0]) > maxX) continue;
      if (Math.max(c[1], d[1]) < minY || Math.min(c[1], d[1]) > maxY) continue;
      if (segmentsMeet(a, b, c, d)) return true;
    }
  }
  return false;
}

/** The rings of one polygon, or null when the value is not a list of rings. */
function polygonOf(value: unknown): Ring[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const rings: Ring[] = [];
  for (const item of value) {
    const ring = ringOf(item);
    if (!ring) return null;
    rings.push(ring);
  }
  return rings;
}

/**
 * Checks a GeoJSON Polygon or MultiPolygon: every ring closed, of at least four positions in range, no
 * ring crossing itself, at most `maxPolygonVertices` corners in all. Anything else (a Feature, a NaN,
 * a string) is no polygon. The counts are bounded before any ring is read, so a huge body costs little.
 */
export function checkPolygon(value: unknown): PolygonCheck {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, why: 'polygon' };
  const { type, coordinates } = value as { type?: unknown; coordinates?: unknown };
  if (!Array.isArray(coordinates)) return { ok: false, why: 'polygon' };
  const polygons = type === 'Polygon' ? [coordinates] : type === 'MultiPolygon' ? coordinates : null;
  if (!polygons || polygons.length === 0) return { ok: false, why: 'polygon' };
  let corners = 0;
  for (const polygon of polygons) {
    if (!Array.isArray(polygon)) return { ok: false, why: 'polygon' };
    for (const ring of polygon) corners += Array.isArray(ring) ? ring.length : 0;
    if (corners > maxPolygonVertices) return { ok: false, why: 'max_vertices' };
  }
  const read: Ring[][] = [];
  for (const polygon of polygons) {
    const rings = polygonOf(polygon);
    if (!rings) return { ok: false, why: 'polygon' };
    if (rings.some(ringSelfIntersects)) return { ok: false, why: 'self_intersects' };
    read.push(rings);
  }
  return {
    ok: true,
    value:
      type === 'Polygon'
        ? { type: 'Polygon', coordinates: read[0]! }
        : { type: 'MultiPolygon', coordinates: read },
  };
}

/** The outer rings' corners of a shape, e.g. to test that they lie in a region. */
export function polygonCorners(geometry: PolygonGeometry): Position[] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.flatMap((rings) => rings[0] ?? []);
}

/** Whether a point lies inside a ring (even-odd rule, in plain longitude/latitude). */
function inRing([x, y]: Position, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether a point lies inside a shape: inside one polygon's outer ring and none of its holes. */
export function polygonContains(geometry: PolygonGeometry, point: Position): boolean {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.some(
    ([outer, ...holes]) => !!outer && inRing(point, outer) && !holes.some((hole) => inRing(point, hole)),
  );
}
