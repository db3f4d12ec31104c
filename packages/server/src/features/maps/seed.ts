import type { maps } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Row } from '../../resources/operations.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';
import { readGeoJson } from '../../uploads/geojson.js';
import { demoProvinces, demoUnits, unitSpread } from '../provinces/regions.js';

type AnyDb = Kysely<Record<string, Row>>;
type Position = [number, number];

/**
 * A closed ring of `corners` points around a centre, `radius` degrees of latitude away give or take a
 * quarter (so no two areas look alike), drawn as wide in longitude as in latitude on the ground.
 */
function ringAround(random: () => number, lng: number, lat: number, radius: number, corners: number) {
  const stretch = 1 / Math.cos((lat * Math.PI) / 180);
  const ring: Position[] = Array.from({ length: corners }, (_, k) => {
    const angle = (2 * Math.PI * k) / corners;
    const r = radius * (0.75 + random() * 0.5);
    return [lng + r * Math.cos(angle) * stretch, lat + r * Math.sin(angle)];
  });
  return [...ring, ring[0]!];
}

const polygon = (ring: Position[], properties: Record<string, unknown>) => ({
  type: 'Feature',
  properties,
  geometry: { type: 'Polygon', coordinates: [ring] },
});
const point = (lng: number, lat: number, properties: Record<string, unknown>) => ({
  type: 'Feature',
  properties,
  geometry: { type: 'Point', coordinates: [lng, lat] },
});

/** A demo layer's file, stored as an upload of it would be: read and rewritten as GeoJSON. */
async function layerFile(seed: SeedContext<typeof maps>, name: string, features: unknown[]) {
  const reading = readGeoJson(Buffer.from(JSON.stringify({ type: 'FeatureCollection', features })));
  if (reading.kind !== 'geojson') throw new Error(`The demo map ${name} is no GeoJSON`);
  return seed.file(`demo-map-${name}.geojson`, reading.bytes);
}

/** How many units and villages have demo layers of their own. */
const unitsWithLayers = 4;
const villagesWithAreas = 2;

/**
 * The demo map layers: Central Java's working area, the boundary and the nursery of the first units, the
 * planting areas of their first villages, the foundation's nurseries across the country, and one draft.
 */
export async function seedMaps(seed: SeedContext<typeof maps>): Promise<void> {
  const provinceIds = seed.ids('provinces');
  const provinceId = (code: string) => provinceIds[demoProvinces.findIndex((p) => p.code === code)]!;
  const unitIds = seed.ids('units');
  const villages = await (seed.db as unknown as AnyDb)
    .selectFrom('villages')
    .select(['id', 'unit_id', 'village_name', 'lat', 'lng'])
    .where('unit_id', 'in', unitIds.slice(0, unitsWithLayers))
    .orderBy('id')
    .execute();
  const rows: SeedRow<typeof maps>[] = [];

  const javaUnits = demoUnits.filter((u) => u.province === '33');
  const margin = unitSpread + 0.1;
  const [west, east] = [Math.min(...javaUnits.map((u) => u.lng)), Math.max(...javaUnits.map((u) => u.lng))];
  const [south, north] = [Math.min(...javaUnits.map((u) => u.lat)), Math.max(...javaUnits.map((u) => u.lat))];
  const area: Position[] = [
    [west - margin, south - margin],
    [east + margin, south - margin],
    [east + margin, north + margin],
    [west - margin, north + margin],
    [west - margin, south - margin],
  ];
  rows.push({
    map_name: 'Wilayah Kerja Jawa Tengah',
    map_name_en: 'Central Java Working Area',
    description: 'Batas wilayah kerja yayasan di Jawa Tengah.',
    description_en: "The foundation's working area in Central Java.",
    layer_type: 'boundary',
    color: null,
    province_id: provinceId('33'),
    unit_id: null,
    village_id: null,
    file_maps: await layerFile(seed, 'jawa-tengah', [polygon(area, { nama: 'Jawa Tengah' })]),
    published: true,
  });

  for (const [i, unit] of demoUnits.slice(0, unitsWithLayers).entries()) {
    const unitId = unitIds[i]!;
    const slug = unit.regency.toLowerCase().replaceAll(' ', '-');
    rows.push({
      map_name: `Batas MU ${unit.regency}`,
      map_name_en: `MU ${unit.regency} Boundary`,
      description: `Batas unit manajemen ${unit.regency}.`,
      description_en: `The boundary of the ${unit.regency} management unit.`,
      layer_type: 'boundary',
      color: null,
      province_id: provinceId(unit.province),
      unit_id: unitId,
      village_id: null,
      file_maps: await layerFile(seed, `mu-${slug}`, [
        polygon(ringAround(seed.random, unit.lng, unit.lat, unitSpread + 0.04, 10), {
          unit: `MU ${unit.regency}`,
        }),
      ]),
      published: true,
    });
    const nursery = { lng: unit.lng + 0.02, lat: unit.lat - 0.015 };
    rows.push({
      map_name: `Persemaian ${unit.regency}`,
      map_name_en: `${unit.regency} Nursery`,
      description: 'Kebun bibit unit ini dan bedengannya.',
      description_en: "The unit's nursery and its seedbeds.",
      layer_type: 'nursery',
      color: null,
      province_id: provinceId(unit.province),
      unit_id: unitId,
      village_id: null,
      file_maps: await layerFile(seed, `persemaian-${slug}`, [
        polygon(ringAround(seed.random, nursery.lng, nursery.lat, 0.002, 4), {
          nama: `Persemaian ${unit.regency}`,
        }),
        point(nursery.lng, nursery.lat, { nama: `Kantor Persemaian ${unit.regency}` }),
      ]),
      published: true,
    });
    for (const village of villages.filter((v) => Number(v.unit_id) === unitId).slice(0, villagesWithAreas)) {
      const [lng, lat] = [Number(village.lng), Number(village.lat)];
      const name = String(village.village_name);
      rows.push({
        map_name: `Area Tanam ${name}`,
        map_name_en: `${name} Planting Area`,
        description: `Lahan agroforestri petani Desa ${name}.`,
        description_en: `The agroforestry plots of the farmers of ${name}.`,
        layer_type: 'planting_area',
        color: null,
        province_id: provinceId(unit.province),
        unit_id: unitId,
        village_id: Number(village.id),
        file_maps: await layerFile(seed, `area-tanam-${village.id}`, [
          polygon(ringAround(seed.random, lng, lat, 0.012, 7), { desa: name, petak: 1 }),
          polygon(ringAround(seed.random, lng + 0.03, lat + 0.02, 0.008, 6), { desa: name, petak: 2 }),
        ]),
        published: true,
      });
    }
  }

  rows.push({
    map_name: 'Persemaian Yayasan',
    map_name_en: "The Foundation's Nurseries",
    description: 'Kebun bibit utama yayasan di seluruh Indonesia.',
    description_en: "The foundation's main nurseries across Indonesia.",
    layer_type: 'nursery',
    color: '#a16207',
    province_id: null,
    unit_id: null,
    village_id: null,
    file_maps: await layerFile(
      seed,
      'persemaian-yayasan',
      demoUnits
        .filter((u) => u.weight >= 5)
        .map((u) => point(u.lng + 0.02, u.lat - 0.015, { nama: `Persemaian ${u.regency}` })),
    ),
    published: true,
  });

  const draftUnit = demoUnits[unitsWithLayers]!;
  rows.push({
    map_name: `Rencana Perluasan ${draftUnit.regency}`,
    map_name_en: `${draftUnit.regency} Expansion Plan`,
    description: 'Draf: area tanam yang sedang disurvei.',
    description_en: 'Draft: planting areas being surveyed.',
    layer_type: 'other',
    color: '#7c3aed',
    province_id: provinceId(draftUnit.province),
    unit_id: unitIds[unitsWithLayers]!,
    village_id: null,
    file_maps: await layerFile(seed, 'rencana-perluasan', [
      polygon(ringAround(seed.random, draftUnit.lng, draftUnit.lat, 0.05, 8), { status: 'survei' }),
    ]),
    published: false,
  });

  await seed.insert(rows);
}
