import type { Lang } from '@rimba/core';

/** A point on the earth in degrees (WGS84). */
export interface Point {
  lat: number;
  lng: number;
}

/**
 * The address parts a geocoder finds for a point. Every part is a string; a part the geocoder does not
 * know is the empty string, never null, so a client can show or store any of them without checks.
 * The Indonesian meaning: village = desa/kelurahan, subdistrict = kecamatan, district =
 * kabupaten/kota, province = provinsi.
 */
export interface Address {
  formatted_address: string;
  route: string;
  streetNumber: string;
  village: string;
  subdistrict: string;
  district: string;
  province: string;
  country: string;
  postal_code: string;
}

/**
 * The answer of a reverse geocoding call (admin spec §3 "Map result"): the point asked for (as numbers,
 * like the value of a map field), its address parts and two Google Maps links to it.
 */
export interface MapResult extends Address, Point {
  pinLink: string;
  directionLink: string;
}

/** Finds the address of a point, in the given language where the source has one. */
export interface Geocoder {
  reverse(point: Point, lang: Lang): Promise<Address>;
}

/** An address with only the given parts known. */
export function address(parts: Partial<Address> & Pick<Address, 'formatted_address'>): Address {
  return {
    route: '',
    streetNumber: '',
    village: '',
    subdistrict: '',
    district: '',
    province: '',
    country: '',
    postal_code: '',
    ...parts,
  };
}

/** The point as text with five decimals (about a metre), as addresses and cache keys show it. */
export function pointText({ lat, lng }: Point): string {
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}

/** The map result of a point and its address: the point asked for stays, whatever the source matched. */
export function mapResult(point: Point, found: Address): MapResult {
  const at = `${point.lat},${point.lng}`;
  return {
    ...found,
    lat: point.lat,
    lng: point.lng,
    pinLink: `https://www.google.com/maps/search/?api=1&query=${at}`,
    directionLink: `https://www.google.com/maps/dir/?api=1&destination=${at}`,
  };
}
