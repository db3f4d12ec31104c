import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Row } from '../../resources/operations.js';

/** The demo species' ids by their Indonesian name, for the field master data's demo rows. */
export async function speciesIdsByName(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await (db as unknown as Kysely<Record<string, Row>>)
    .selectFrom('tree_species')
    .select(['id', 'tree_name'])
    .execute();
  return new Map(rows.map((r) => [String(r.tree_name), Number(r.id)]));
}

/** The demo varieties' ids, by species name and variety name (`Durian/Montong`). */
export async function varietyIdsByName(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await (db as unknown as Kysely<Record<string, Row>>)
    .selectFrom('varieties')
    .innerJoin('tree_species', 'tree_species.id', 'varieties.species_id')
    .select(['varieties.id', 'varieties.variety_name', 'tree_species.tree_name'])
    .execute();
  return new Map(rows.map((r) => [`${r.tree_name}/${r.variety_name}`, Number(r.id)]));
}
