import { garden, type Text } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { scopeOf } from '../../resources/access.js';
import type { OperationContext, Row } from '../../resources/operations.js';

/** Where a garden belongs: its management unit and its project (null for none). */
export interface GardenPlace {
  unit_id: number | null;
  project_id: number | null;
}

const id = (value: unknown) => (value == null ? null : Number(value));

/**
 * The unit and project a report on a garden belongs to, copied onto the report so that lists filter and
 * scope by them without a join.
 */
export async function gardenPlace(db: Kysely<Database>, gardenId: number): Promise<GardenPlace> {
  const place = await (db as unknown as Kysely<Record<string, Row>>)
    .selectFrom('gardens')
    .select(['unit_id', 'project_id'])
    .where('id', '=', gardenId)
    .executeTakeFirst();
  return { unit_id: id(place?.unit_id), project_id: id(place?.project_id) };
}

/**
 * Refuses with 403 (and `outside`) a report on a garden the caller may not reach: a field officer reports
 * on the gardens of their own unit or project only. A garden that does not exist is its lookup's 422.
 */
export async function assertGardenReachable(ctx: OperationContext, gardenId: number, outside: Text) {
  const scope = scopeOf(ctx, garden);
  if (!scope) return;
  const reached = await (ctx.db as unknown as Kysely<Record<string, Row>>)
    .selectFrom('gardens')
    .select('id')
    .where('id', '=', gardenId)
    .where(scope)
    .executeTakeFirst();
  if (!reached) throw new HttpError(403, outside[ctx.lang]);
}
