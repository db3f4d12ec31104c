import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Lang, Text } from '@rimba/core';
import { geoContains } from 'd3-geo';
import type { Feature, Geometry, Polygon, Position } from 'geojson';
import isoCountries from 'i18n-iso-countries';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { type Address, address, type Geocoder, type Point, pointText } from './provider.js';
import type { NearestVillage } from './villages.js';

/** West, south, east, north in degrees. */
type Box = [number, number, number, number];

interface CountryShape {
  /** ISO 3166-1 alpha-2, where the shape has one. */
  code: string | undefined;
  name: Text;
  box: Box;
  /** Each polygon of the country with its own box, so only the islands near the point are tested. */
  parts: { box: Box; polygon: Polygon }[];
}

type CountryTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>;

/**
 * Names where Unicode CLDR (the names Node's Intl knows) gives a disambiguating variant rather than the
 * everyday name, and the Natural Earth shapes that have no ISO 3166 code (keyed by their shape name).
 */
const namedShapes: Record<string, Text> = {
  CD: { id: 'Republik Demokratik Kongo', en: 'Democratic Republic of the Congo' },
  CG: { id: 'Republik Kongo', en: 'Republic of the Congo' },
  CI: { id: 'Pantai Gading', en: "Côte d'Ivoire" },
  HK: { id: 'Hong Kong', en: 'Hong Kong' },
  MO: { id: 'Makau', en: 'Macao' },
  MM: { id: 'Myanmar', en: 'Myanmar' },
  PS: { id: 'Palestina', en: 'Palestine' },
  Kosovo: { id: 'Kosovo', en: 'Kosovo' },
  Somaliland: { id: 'Somaliland', en: 'Somaliland' },
  'N. Cyprus': { id: 'Siprus Utara', en: 'Northern Cyprus' },
  'Indian Ocean Ter.': {
    id: 'Wilayah Samudra Hindia Australia',
    en: 'Australian Indian Ocean Territories',
  },
  'Siachen Glacier': { id: 'Gletser Siachen', en: 'Siachen Glacier' },
};

function boxOf(ring: Position[]): Box {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x = 0, y = 0] of ring) {
    if (x < box[0]) box[0] = x;
    if (y < box[1]) box[1] = y;
    if (x > box[2]) box[2] = x;
    if (y > box[3]) box[3] = y;
  }
  return box;
}

const inBox = ([west, south, east, north]: Box, x: number, y: number) =>
  x >= west && x <= east && y >= south && y <= north;

let countries: Feature<Geometry, { name: string }>[] | undefined;

/** The Natural Earth 1:50m country shapes of `world-atlas` as GeoJSON, read once for every use. */
export function countries50m(): Feature<Geometry, { name: string }>[] {
  if (!countries) {
    const file = createRequire(import.meta.url).resolve('world-atlas/countries-50m.json');
    const topology = JSON.parse(readFileSync(file, 'utf8')) as CountryTopology;
    countries = feature(topology, topology.objects.countries).features;
  }
  return countries;
}

/**
 * The Natural Earth 1:50m countries of `world-atlas`, with names in both languages: country names from
 * Unicode CLDR through Node's Intl (i18n-iso-countries maps the ISO numeric codes the shapes carry).
 * Natural Earth cuts its shapes at the antimeridian, so plain longitude boxes hold.
 */
function loadShapes(): CountryShape[] {
  const displayNames = {
    id: new Intl.DisplayNames(['id'], { type: 'region', fallback: 'none' }),
    en: new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }),
  };
  const shapes: CountryShape[] = [];
  for (const country of countries50m()) {
    const shapeName = country.properties.name;
    const code = country.id === undefined ? undefined : isoCountries.numericToAlpha2(String(country.id));
    const name = code
      ? (namedShapes[code] ?? {
          id: displayNames.id.of(code) ?? shapeName,
          en: displayNames.en.of(code) ?? shapeName,
        })
      : (namedShapes[shapeName] ?? { id: shapeName, en: shapeName });
    const geometry = country.geometry;
    const polygons =
      geometry.type === 'Polygon'
        ? [geometry.coordinates]
        : geometry.type === 'MultiPolygon'
          ? geometry.coordinates
          : [];
    // The box takes every ring: Antarctica's first ring circles the pole, its coast is the second.
    const parts = polygons
      .filter((rings) => rings.length > 0)
      .map((rings) => ({
        box: boxOf(rings.flat()),
        polygon: { type: 'Polygon', coordinates: rings } satisfies Polygon,
      }));
    if (parts.length === 0) continue;
    const box: Box = [
      Math.min(...parts.map((p) => p.box[0])),
      Math.min(...parts.map((p) => p.box[1])),
      Math.max(...parts.map((p) => p.box[2])),
      Math.max(...parts.map((p) => p.box[3])),
    ];
    shapes.push({ code, name, box, parts });
  }
  return shapes;
}

let shapes: CountryShape[] | undefined;

/** The country containing the point, its code and its name in both languages; undefined at sea. */
export function countryShapeAt({ lat, lng }: Point): Pick<CountryShape, 'code' | 'name'> | undefined {
  shapes ??= loadShapes();
  for (const shape of shapes) {
    if (!inBox(shape.box, lng, lat)) continue;
    for (const part of shape.parts) {
      if (inBox(part.box, lng, lat) && geoContains(part.polygon, [lng, lat])) return shape;
    }
  }
  return undefined;
}

/** The name of the country containing the point, in both languages; undefined at sea. */
export function countryAt(point: Point): Text | undefined {
  return countryShapeAt(point)?.name;
}

/** How far from a point its nearest village may lie to be named as the point's village. */
export const villageRadiusKm = 15;
/** How far the nearest village may lie for its province still to be named, without the village. */
export const provinceRadiusKm = 50;

/**
 * The geocoder that needs no network: the country from the bundled shapes and, for a point in Indonesia,
 * the nearest village of the `villages` table within {@link villageRadiusKm} with its kecamatan,
 * kabupaten and province. Farther from every village only the province of the nearest one is named,
 * while it lies within {@link provinceRadiusKm}; beyond that only the country.
 */
export class OfflineGeocoder implements Geocoder {
  constructor(private readonly nearestVillage?: NearestVillage) {}

  async reverse(point: Point, lang: Lang): Promise<Address> {
    const shape = countryShapeAt(point);
    const country = shape?.name[lang] ?? '';
    const where = pointText(point);
    const place =
      shape?.code === 'ID' && this.nearestVillage
        ? await this.nearestVillage(point, provinceRadiusKm)
        : undefined;
    const parts =
      place && place.km <= villageRadiusKm
        ? {
            village: place.village,
            subdistrict: place.subdistrict,
            district: place.district,
            province: place.province,
          }
        : { province: place?.province ?? '' };
    const named = [
      ...[parts.village, parts.subdistrict, parts.district, parts.province].filter(Boolean),
      country,
    ].filter(Boolean);
    return address({
      formatted_address: named.length > 0 ? `${where} — ${named.join(', ')}` : where,
      ...parts,
      country,
    });
  }
}
