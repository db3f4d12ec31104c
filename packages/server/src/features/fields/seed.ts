import { fieldLandTypes, type fields, fieldTenures } from '@rimba/core';
import type { Kysely } from 'kysely';
import { pick } from '../../db/seed/random.js';
import { rectangleAround } from '../../db/seed/shapes.js';
import type { Row } from '../../resources/operations.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * A field for each demo farmer, and a second for every third, near the farmer's village; every other
 * field has its boundary drawn, a little off its declared area as a walk with a GPS would be.
 */
export async function seedFields(seed: SeedContext<typeof fields>): Promise<void> {
  const farmers = await (seed.db as unknown as Kysely<Record<string, Row>>)
    .selectFrom('farmers')
    .innerJoin('villages', 'villages.id', 'farmers.village_id')
    .select([
      'farmers.id',
      'farmers.farmer_name',
      'farmers.village_id',
      'villages.village_name',
      'villages.lat',
      'villages.lng',
    ])
    .orderBy('farmers.id')
    .execute();
  const rows: SeedRow<typeof fields>[] = [];
  for (const [i, farmer] of farmers.entries()) {
    const count = i % 3 === 0 ? 2 : 1;
    for (let n = 1; n <= count; n++) {
      const lat = round(Number(farmer.lat) + (seed.random() - 0.5) * 0.02);
      const lng = round(Number(farmer.lng) + (seed.random() - 0.5) * 0.02);
      const area = Math.round((0.15 + seed.random() * 2.2) * 100) / 100;
      rows.push({
        field_name: `Lahan ${String(farmer.farmer_name).split(' ')[0]} ${n} – ${farmer.village_name}`,
        farmer_id: Number(farmer.id),
        village_id: Number(farmer.village_id),
        area_ha: area,
        land_type: pick(seed.random, fieldLandTypes).value,
        tenure: pick(seed.random, fieldTenures).value,
        location: { lat, lng },
        ...(rows.length % 2 === 0 && {
          boundary: rectangleAround(lat, lng, area * (0.92 + (rows.length % 7) / 50)),
        }),
      });
    }
  }
  await seed.insert(rows);
}
