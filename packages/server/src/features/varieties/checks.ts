import type { FieldErrors, Text } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { OperationContext, Row } from '../../resources/operations.js';

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
