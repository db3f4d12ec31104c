import { type garden, gardenPlantingPatterns, type PolygonGeometry } from '@rimba/core';
import type { Kysely } from 'kysely';
import { seededRandom } from '../../db/seed/random.js';
import type { Row } from '../../resources/operations.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';
import { polygonAreaHa } from '../../resources/polygon-area.js';

const round = (n: number) => Math.round(n * 1e7) / 1e7;
/** The usual spacings of the foundation's plantings, rows by columns in metres. */
const spacings = [
  [3, 3],
  [4, 2],
  [5, 5],
  [2, 1],
] as const;

/** One half of a rectangle (west or east), a little inside it, as a closed ring. */
function halfOf(shape: PolygonGeometry, east: boolean): PolygonGeometry {
  const ring = shape.type === 'Polygon' ? shape.coordinates[0]! : shape.coordinates[0]![0]!;
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  const [west, eastmost, south, north] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const middle = (west + eastmost) / 2;
  const inset = (eastmost - west) / 50;
  const [x0, x1] = east ? [middle + inset, eastmost - inset] : [west + inset, middle - inset];
  const [y0, y1] = [south + inset, north - inset];
  const corners: [number, number][] = [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ].map(([x, y]) => [round(x!), round(y!)]);
  return { type: 'Polygon', coordinates: [[...corners, corners[0]!]] };
}

/**
 * Two gardens on each of the first 60 demo fields with a boundary: its west and east halves, each planted
 * its own way, in its field's village's management unit; every fifth belongs to one of the demo projects in
 * turn. It draws on its own random source, so adding it changes no other resource's demo rows.
 */
export async function seedGardens(seed: SeedContext<typeof garden>): Promise<void> {
  const random = seededRandom(2412);
  const projectIds = seed.ids('projects');
  const fields = await (seed.db as unknown as Kysely<Record<string, Row>>)
    .selectFrom('planting_fields')
    .innerJoin('villages', 'villages.id', 'planting_fields.village_id')
    .select(['planting_fields.id', 'planting_fields.boundary', 'villages.unit_id'])
    .where('planting_fields.boundary', 'is not', null)
    .orderBy('planting_fields.id')
    .limit(60)
    .execute();
  const rows: SeedRow<typeof garden>[] = [];
  for (const field of fields) {
    for (const east of [false, true]) {
      const boundary = halfOf(field.boundary as PolygonGeometry, east);
      const [row, column] = spacings[Math.floor(random() * spacings.length)]!;
      const nth = rows.length + 1;
      rows.push({
        field_id: Number(field.id),
        unit_id: Number(field.unit_id),
        project_id:
          nth % 5 === 0 && projectIds.length > 0 ? projectIds[(nth / 5) % projectIds.length]! : null,
        garden_code: `KBN-${String(nth).padStart(4, '0')}`,
        area_ha: Math.max(0.01, Math.round(polygonAreaHa(boundary) * (0.95 + random() * 0.1) * 100) / 100),
        planting_pattern: gardenPlantingPatterns[Math.floor(random() * gardenPlantingPatterns.length)]!.value,
        spacing_row_m: row,
        spacing_column_m: column,
        boundary,
      });
    }
  }
  await seed.insert(rows);
}
