import type { ApiMessageKey, Text } from '@rimba/core';

/** Limits of one GeoJSON file: how deep it nests, how many features and positions it holds. */
export const geoJsonLimits = { depth: 32, features: 10_000, positions: 500_000 } as const;

/** Decimal places kept of a longitude or latitude (about 1 cm) and of an altitude (1 mm). */
const degreePlaces = 1e7;
const altitudePlaces = 1e3;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
type Position = number[];

export interface GeoFeature {
  type: 'Feature';
  id?: string | number;
  geometry: JsonObject | null;
  properties: JsonObject | null;
}

/** A GeoJSON file as it is stored: one FeatureCollection with the box its features lie in. */
export interface GeoFeatureCollection {
  type: 'FeatureCollection';
  bbox: [number, number, number, number];
  features: GeoFeature[];
}

/** Why a file is no GeoJSON the maps can draw: a message of the catalogue and its values. */
export interface GeoJsonProblem {
  key: ApiMessageKey;
  values?: Record<string, string | number>;
  /** What a member must be, for `geojsonMember`; told in the caller's language. */
  expected?: Text;
}

/** What reading a file as GeoJSON found: not JSON at all, JSON that is no GeoJSON, or GeoJSON. */
export type GeoJsonReading =
  | { kind: 'not-json' }
  | { kind: 'invalid'; problem: GeoJsonProblem }
  | { kind: 'geojson'; collection: GeoFeatureCollection; bytes: Buffer };

class Refused extends Error {
  constructor(readonly problem: GeoJsonProblem) {
    super(problem.key);
  }
}

const expected = {
  object: { id: 'objek', en: 'an object' },
  objectOrNull: { id: 'objek atau null', en: 'an object or null' },
  list: { id: 'daftar', en: 'a list' },
  idValue: { id: 'teks atau angka', en: 'text or a number' },
} satisfies Record<string, Text>;

const geometryTypes = new Set([
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
  'GeometryCollection',
]);

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the bytes begin, after white space and a byte-order mark, with a JSON object. */
export function looksLikeJsonObject(bytes: Buffer): boolean {
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (
    i < bytes.length &&
    (bytes[i] === 0x20 || bytes[i] === 0x09 || bytes[i] === 0x0a || bytes[i] === 0x0d)
  )
    i++;
  return bytes[i] === 0x7b;
}

/**
 * How deep the JSON text nests its objects and lists, counted without parsing, stopping once past
 * `limit`: a hostile file of a million brackets is refused before anything recursive reads it.
 */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** Reads GeoJSON (RFC 7946) into the features it holds, checking each geometry's positions. */
class Reader {
  features: GeoFeature[] = [];
  positions = 0;
  west = Infinity;
  south = Infinity;
  east = -Infinity;
  north = -Infinity;

  read(root: Json): void {
    if (!isObject(root) || typeof root.type !== 'string') throw new Refused({ key: 'geojsonNotGeoJson' });
    if (root.type === 'FeatureCollection') {
      const features = root.features;
      if (!Array.isArray(features)) this.member('features', expected.list);
      if (features.length > geoJsonLimits.features) {
        throw new Refused({ key: 'geojsonTooManyFeatures', values: { max: geoJsonLimits.features } });
      }
      this.features = features.map((f, i) => this.feature(f, `features[${i}]`));
    } else if (root.type === 'Feature') {
      this.features.push(this.feature(root, 'Feature'));
    } else if (geometryTypes.has(root.type)) {
      this.features.push({
        type: 'Feature',
        geometry: this.geometry(root, root.type, false),
        properties: null,
      });
    } else {
      throw new Refused({ key: 'geojsonNotGeoJson' });
    }
    if (this.positions === 0) throw new Refused({ key: 'geojsonEmpty' });
  }

  member(path: string, what: Text): never {
    throw new Refused({ key: 'geojsonMember', values: { path }, expected: what });
  }

  feature(value: Json, path: string): GeoFeature {
    if (!isObject(value)) this.member(path, expected.object);
    if (value.type !== 'Feature') {
      throw new Refused({ key: 'geojsonType', values: { type: String(value.type), path: `${path}.type` } });
    }
    const { id, geometry, properties } = value;
    if (geometry !== null && !isObject(geometry)) this.member(`${path}.geometry`, expected.objectOrNull);
    if (properties !== null && properties !== undefined && !isObject(properties)) {
      this.member(`${path}.properties`, expected.objectOrNull);
    }
    if (id !== undefined && typeof id !== 'string' && !(typeof id === 'number' && Number.isFinite(id))) {
      this.member(`${path}.id`, expected.idValue);
    }
    return {
      type: 'Feature',
      ...(id !== undefined && { id: id as string | number }),
      geometry: geometry === null ? null : this.geometry(geometry, `${path}.geometry`, false),
      properties: properties ?? null,
    };
  }

  geometry(value: JsonObject, path: string, inCollection: boolean): JsonObject {
    const type = value.type;
    if (typeof type !== 'string' || !geometryTypes.has(type)) {
      throw new Refused({ key: 'geojsonType', values: { type: String(type), path: `${path}.type` } });
    }
    if (type === 'GeometryCollection') {
      if (inCollection) throw new Refused({ key: 'geojsonNested', values: { path } });
      const geometries = value.geometries;
      if (!Array.isArray(geometries)) this.member(`${path}.geometries`, expected.list);
      return {
        type,
        geometries: geometries.map((g, i) => {
          const at = `${path}.geometries[${i}]`;
          if (!isObject(g)) this.member(at, expected.object);
          return this.geometry(g, at, true);
        }),
      };
    }
    const at = `${path}.coordinates`;
    const c = value.coordinates;
    const coordinates =
      type === 'Point'
        ? this.position(c, at)
        : type === 'MultiPoint'
          ? this.list(c, at, 0, (p, i) => this.position(p, i))
          : type === 'LineString'
            ? this.line(c, at)
            : type === 'MultiLineString'
              ? this.list(c, at, 0, (l, i) => this.line(l, i))
              : type === 'Polygon'
                ? this.polygon(c, at)
                : this.list(c, at, 0, (p, i) => this.polygon(p, i));
    return { type, coordinates };
  }

  list<T>(value: Json | undefined, path: string, min: number, each: (item: Json, path: string) => T): T[] {
    if (!Array.isArray(value)) this.member(path, expected.list);
    if (value.length < min) throw new Refused({ key: 'geojsonTooFew', values: { path, min } });
    return value.map((item, i) => each(item, `${path}[${i}]`));
  }

  line(value: Json | undefined, path: string): Position[] {
    return this.list(value, path, 2, (p, i) => this.position(p, i));
  }

  polygon(value: Json | undefined, path: string): Position[][] {
    return this.list(value, path, 0, (ring, at) => {
      const positions = this.list(ring, at, 4, (p, i) => this.position(p, i));
      const first = positions[0]!;
      const last = positions[positions.length - 1]!;
      if (first.some((n, k) => n !== last[k]) || first.length !== last.length) {
        throw new Refused({ key: 'geojsonRingOpen', values: { path: at } });
      }
      return positions;
    });
  }

  position(value: Json | undefined, path: string): Position {
    if (
      !Array.isArray(value) ||
      value.length < 2 ||
      value.length > 3 ||
      !value.every((n) => typeof n === 'number' && Number.isFinite(n))
    ) {
      throw new Refused({ key: 'geojsonPosition', values: { path } });
    }
    const [lng, lat, alt] = value as number[];
    if (lng! < -180 || lng! > 180 || lat! < -90 || lat! > 90) {
      throw new Refused({ key: 'geojsonRange', values: { path } });
    }
    if (++this.positions > geoJsonLimits.positions) {
      throw new Refused({ key: 'geojsonTooManyPositions', values: { max: geoJsonLimits.positions } });
    }
    const x = Math.round(lng! * degreePlaces) / degreePlaces;
    const y = Math.round(lat! * degreePlaces) / degreePlaces;
    this.west = Math.min(this.west, x);
    this.east = Math.max(this.east, x);
    this.south = Math.min(this.south, y);
    this.north = Math.max(this.north, y);
    return alt === undefined ? [x, y] : [x, y, Math.round(alt * altitudePlaces) / altitudePlaces];
  }
}

/**
 * Reads a file as GeoJSON: a FeatureCollection, a Feature or a bare geometry, every position two or three
 * finite numbers inside longitude -180..180 and latitude -90..90, lines of two positions or more, polygon
 * rings closed, within the limits of nesting, features and positions. What is taken is rewritten as the
 * server stores it: one FeatureCollection with its bounding box, each feature's id, geometry and
 * properties only (other members, such as an old `crs`, are dropped), positions rounded to about a
 * centimetre, without white space.
 */
export function readGeoJson(bytes: Buffer): GeoJsonReading {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { kind: 'not-json' };
  }
  if (nestsDeeperThan(text, geoJsonLimits.depth)) {
    return { kind: 'invalid', problem: { key: 'geojsonTooDeep', values: { max: geoJsonLimits.depth } } };
  }
  let root: Json;
  try {
    root = JSON.parse(text) as Json;
  } catch {
    return { kind: 'not-json' };
  }
  const reader = new Reader();
  try {
    reader.read(root);
  } catch (error) {
    if (error instanceof Refused) return { kind: 'invalid', problem: error.problem };
    throw error;
  }
  const collection: GeoFeatureCollection = {
    type: 'FeatureCollection',
    bbox: [reader.west, reader.south, reader.east, reader.north],
    features: reader.features,
  };
  return { kind: 'geojson', collection, bytes: Buffer.from(JSON.stringify(collection)) };
}
