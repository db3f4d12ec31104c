import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Row } from '../../resources/operations.js';

/** Where a garden belongs: its management unit and its project (none known yet: null). */
export interface GardenPlace {
  unit_id: number | null;
  project_id: number | null;
}

/**
 * The unit and project a report on a garden belongs to, copied onto the report so that lists filter and
 * scope by them without a join: the unit of the village the garden's field lies in. Gardens name no
 * project yet, so a report names none.
 */
export async function gardenPlace(db: Kysely<Database>, gardenId: number): Promise<GardenPlace> {
  const place = await (db as unknown as Kysely<Record<string, Row>>)
    .selectFrom('gardens as g')
    .innerJoin('planting_fields as f', 'f.id', 'g.field_id')
    .innerJoin('villages as v', 'v.id', 'f.village_id')
    .select(['v.unit_id'])
    .where('g.id', '=', gardenId)
    .executeTakeFirst();
  return { unit_id: place ? Number(place.unit_id) : null, project_id: null };
}
