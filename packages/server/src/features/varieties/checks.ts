import type { FieldErrors, Text } from '@rimba/core';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { OperationContext, Row } from '../../resources/operations.js';
import type { Change } from '../../resources/parts.js';

type AnyDb = Kysely<Record<string, Row>>;

const otherSpecies: Text = {
  id: 'Varietas ini bukan varietas dari jenis pohon yang dipilih',
  en: 'This variety is not a variety of the chosen tree species',
};

/**
 * A row that names a variety names one of its species: a message on `variety_id` when it does not. A
 * variety that does not exist is refused by its reference when the row is written.
 */
export async function varietyOfSpecies(
  ctx: OperationContext,
  row: { species_id?: unknown; variety_id?: unknown },
): Promise<FieldErrors> {
  if (row.variety_id == null || row.species_id == null) return {};
  const variety = await (ctx.db as unknown as AnyDb)
    .selectFrom('varieties')
    .select('species_id')
    .where('id', '=', Number(row.variety_id))
    .executeTakeFirst();
  return variety && Number(variety.species_id) !== Number(row.species_id)
    ? { variety_id: [otherSpecies[ctx.lang]] }
    : {};
}

/**
 * Whether another row of a table than the one being written matches `where`: the duplicate a check
 * refuses with a clear message before the unique index would (which still settles a race).
 */
export async function otherRowMatches(
  ctx: OperationContext,
  table: string,
  change: Change<unknown>,
  where: (eb: ExpressionBuilder<Record<string, Row>, string>) => Expression<SqlBool>,
): Promise<boolean> {
  const found = await (ctx.db as unknown as AnyDb)
    .selectFrom(table)
    .select('id')
    .where(where)
    .$if(change.mode === 'update', (q) => q.where('id', '<>', (change.previous as { id: number }).id))
    .executeTakeFirst();
  return found !== undefined;
}
