import type { trees } from '@rimba/core';
import type { Kysely } from 'kysely';
import { pick } from '../../db/seed/random.js';
import type { Row } from '../../resources/operations.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';
import { winCode } from './codes.js';

type Status = 'planted' | 'growing' | 'harvested' | 'dead';
const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * Each demo farmer holds one to three WIN codes, each of one to four plantings of a species near the
 * farmer's village. WIN number n has the code `winCode(n)`, so the first demo tree is W9E3779B1.
 */
export async function seedTrees(seed: SeedContext<typeof trees>): Promise<void> {
  const species = seed.ids('tree-species');
  const farmers = await (seed.db as unknown as Kysely<Record<string, Row>>)
    .selectFrom('farmers')
    .innerJoin('villages', 'villages.id', 'farmers.village_id')
    .innerJoin('management_units', 'management_units.id', 'villages.unit_id')
    .select([
      'farmers.id',
      'farmers.village_id',
      'management_units.province_id',
      'villages.unit_id',
      'villages.lat',
      'villages.lng',
    ])
    .orderBy('farmers.id')
    .execute();
  const rows: SeedRow<typeof trees>[] = [];
  let win = 0;
  for (const farmer of farmers) {
    const holdings = 1 + Math.floor(seed.random() * 3);
    for (let h = 0; h < holdings; h++) {
      win += 1;
      const year = 2019 + Math.floor(seed.random() * 8);
      const day = new Date(
        Date.UTC(year, Math.floor(seed.random() * 12), 1 + Math.floor(seed.random() * 28)),
      );
      const plantings = 1 + Math.floor(seed.random() * 4);
      const kind = pick(seed.random, species);
      for (let p = 0; p < plantings; p++) {
        const status: Status =
          year >= 2026
            ? 'planted'
            : seed.random() < 0.9
              ? 'growing'
              : seed.random() < 0.5
                ? 'harvested'
                : 'dead';
        rows.push({
          win_code: winCode(win),
          tree_species_id: kind,
          farmer_id: Number(farmer.id),
          village_id: Number(farmer.village_id),
          planting_date: day.toISOString().slice(0, 10),
          latitude: round(Number(farmer.lat) + (seed.random() - 0.5) * 0.02),
          longitude: round(Number(farmer.lng) + (seed.random() - 0.5) * 0.02),
          qty_trees: 1 + Math.floor(seed.random() * 25),
          status,
          province_id: Number(farmer.province_id),
          unit_id: Number(farmer.unit_id),
          planting_year: year,
        } as SeedRow<typeof trees>);
      }
    }
  }
  await seed.insert(rows);
}
