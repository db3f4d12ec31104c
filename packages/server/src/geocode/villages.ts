import { type Kysely, sql } from 'kysely';
import type { Point } from './provider.js';

/** A village of the `villages` table with its kecamatan, kabupaten and province, and how far it lies. */
export interface VillagePlace {
  village: string;
  subdistrict: string;
  district: string;
  province: string;
  km: number;
}

/** The village nearest to a point within `radiusKm`, or undefined when none lies that close. */
export type NearestVillage = (point: Point, radiusKm: number) => Promise<VillagePlace | undefined>;

const earthRadiusKm = 6371.0088;
const kmPerDegree = (Math.PI * earthRadiusKm) / 180;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points in kilometres. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

interface VillageRow {
  village_name: string;
  district: string | null;
  regency: string | null;
  province_name: string;
  lat: number | string;
  lng: number | string;
}

/**
 * Finds the nearest village in the database: the villages inside the box around the point that holds
 * the whole radius (an index on villages (lat, lng) serves it), the closest first on a flat-earth
 * distance, then checked on the sphere. A village without a place is never found.
 */
export function villageFinder(db: Kysely<unknown>): NearestVillage {
  // biome-ignore lint/suspicious/noExplicitAny: the tables are declared by resources, not typed here.
  const q = db as Kysely<any>;
  return async (point, radiusKm) => {
    const cos = Math.max(Math.cos(radians(point.lat)), 0.01);
    const dLat = radiusKm / kmPerDegree;
    const dLng = Math.min(180, dLat / cos);
    const row = (await q
      .selectFrom('villages as v')
      .innerJoin('management_units as u', 'u.id', 'v.unit_id')
      .innerJoin('provinces as p', 'p.id', 'u.province_id')
      .select(['v.village_name', 'v.district', 'v.regency', 'p.province_name', 'v.lat', 'v.lng'])
      .where('v.lat', '>=', point.lat - dLat)
      .where('v.lat', '<=', point.lat + dLat)
      .where('v.lng', '>=', point.lng - dLng)
      .where('v.lng', '<=', point.lng + dLng)
      .orderBy(sql`power(v.lat - ${point.lat}, 2) + power((v.lng - ${point.lng}) * ${cos}, 2)`)
      .orderBy('v.id')
      .limit(1)
      .executeTakeFirst()) as VillageRow | undefined;
    if (!row) return undefined;
    const km = distanceKm(point, { lat: Number(row.lat), lng: Number(row.lng) });
    if (km > radiusKm) return undefined;
    return {
      village: row.village_name,
      subdistrict: row.district ?? '',
      district: row.regency ?? '',
      province: row.province_name,
      km,
    };
  };
}
