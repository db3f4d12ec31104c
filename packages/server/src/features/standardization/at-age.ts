import { type GrowthStandard, growthStandardAt, type StandardAtAge } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Row } from '../../resources/operations.js';

/**
 * The growth standard of a species (and variety, when it has rows of its own) at an age in months, from
 * the growth standards table: see `growthStandardAt`. Undefined when no standard covers that age.
 */
export async function growthStandardFor(
  db: Kysely<Database>,
  speciesId: number,
  varietyId: number | null | undefined,
  ageMonths: number,
): Promise<StandardAtAge | undefined> {
  const rows = await (db as unknown as Kysely<Record<string, Row>>)
    .selectFrom('growth_standards')
    .select(['variety_id', 'age_months', 'height_cm', 'diameter_mm', 'survival_pct'])
    .where('species_id', '=', speciesId)
    .where((eb) =>
      varietyId == null
        ? eb('variety_id', 'is', null)
        : eb.or([eb('variety_id', 'is', null), eb('variety_id', '=', varietyId)]),
    )
    .execute();
  const standards: GrowthStandard[] = rows.map((r) => ({
    variety_id: r.variety_id == null ? null : Number(r.variety_id),
    age_months: Number(r.age_months),
    height_cm: Number(r.height_cm),
    diameter_mm: Number(r.diameter_mm),
    survival_pct: Number(r.survival_pct),
  }));
  return growthStandardAt(standards, ageMonths, varietyId);
}
