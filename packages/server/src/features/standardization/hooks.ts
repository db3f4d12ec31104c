import type { FieldErrors, standardization, Text } from '@rimba/core';
import type { ResourceHooks } from '../../resources/parts.js';
import { otherRowMatches, varietyOfSpecies } from '../varieties/checks.js';

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
    if (
      await otherRowMatches(ctx, 'growth_standards', change, (eb) =>
        eb.and([
          eb('species_id', '=', row.species_id),
          eb('age_months', '=', row.age_months),
          row.variety_id == null ? eb('variety_id', 'is', null) : eb('variety_id', '=', row.variety_id),
        ]),
      )
    ) {
      errors.age_months = [taken[ctx.lang]];
    }
    return errors;
  },
};
