import type { FieldErrors, standardization, Text } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Row } from '../../resources/operations.js';
import type { ResourceHooks } from '../../resources/parts.js';
import { varietyOfSpecies } from '../varieties/checks.js';

type AnyDb = Kysely<Record<string, Row>>;

const taken: Text = {
  id: 'Sudah ada standar untuk jenis pohon, varietas dan umur ini',
  en: 'There is already a standard for this tree species, variety and age',
};

/**
 * A growth standard's variety is of its species, and a species (and variety) has one standard per age.
 * On an update the row as stored stands in for the fields not sent.
 */
export const standardizationHooks: ResourceHooks<typeof standardization> = {
  async check(ctx, values, change) {
    const row = { ...change.previous, ...values };
    const errors: FieldErrors = await varietyOfSpecies(ctx, row);
    const same = await (ctx.db as unknown as AnyDb)
      .selectFrom('growth_standards')
      .select('id')
      .where('species_id', '=', row.species_id)
      .where('age_months', '=', row.age_months)
      .where((eb) =>
        row.variety_id == null ? eb('variety_id', 'is', null) : eb('variety_id', '=', row.variety_id),
      )
      .$if(change.mode === 'update', (q) => q.where('id', '<>', change.previous!.id))
      .executeTakeFirst();
    if (same) errors.age_months = [taken[ctx.lang]];
    return errors;
  },
};
