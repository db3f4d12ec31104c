import type { nurseries } from '@rimba/core';
import type { Kysely } from 'kysely';
import { seededRandom } from '../../db/seed/random.js';
import type { Row } from '../../resources/operations.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';

const round = (n: number) => Math.round(n * 1e5) / 1e5;
/** Rounded to a whole number of trays of 500 seedlings. */
const trays = (n: number) => Math.round(n / 500) * 500;

/**
 * A nursery in most demo units (every fifth unit has none yet), in the unit's first village, each raising
 * 40,000 to 400,000 seedlings a year; the last one is closed. It draws on its own random source, so adding
 * it changes no other resource's demo rows.
 */
export async function seedNurseries(seed: SeedContext<typeof nurseries>): Promise<void> {
  const random = seededRandom(2811);
  const villages = await (seed.db as unknown as Kysely<Record<string, Row>>)
    .selectFrom('villages as v')
    .innerJoin('management_units as u', 'u.id', 'v.unit_id')
    .select(['v.id', 'v.unit_id', 'v.village_name', 'v.lat', 'v.lng', 'u.unit_management_name'])
    .orderBy('v.unit_id')
    .orderBy('v.id')
    .execute();
  const firstOfUnit = villages.filter((v, i) => i === 0 || villages[i - 1]!.unit_id !== v.unit_id);
  const withNursery = firstOfUnit.filter((_, i) => i % 5 !== 4);
  const rows = withNursery.map((v, i): SeedRow<typeof nurseries> => {
    const capacity = trays(40_000 + random() * 360_000);
    const lat = round(Number(v.lat) + (random() - 0.5) * 0.01);
    const lng = round(Number(v.lng) + (random() - 0.5) * 0.01);
    return {
      nursery_name: `Persemaian ${v.village_name}`,
      unit_id: Number(v.unit_id),
      village_id: Number(v.id),
      location: { lat, lng },
      lat,
      lng,
      capacity,
      seedlings_stock: trays(capacity * (0.2 + random() * 0.5)),
      seedlings_distributed: trays(capacity * (0.3 + random() * 0.5)),
      established_year: 2008 + Math.floor(random() * 15),
      status: i === withNursery.length - 1 ? 'inactive' : 'active',
    };
  });
  await seed.insert(rows);
}
