import type { FieldErrors, Text, varieties } from '@rimba/core';
import { sql } from 'kysely';
import type { ResourceHooks } from '../../resources/parts.js';
import { otherRowMatches } from './checks.js';

const taken: Text = {
  id: 'Jenis pohon ini sudah memiliki varietas dengan nama ini',
  en: 'This tree species already has a variety of this name',
};

/**
 * A variety's name is given once per species, whatever its case (as the unique index compares it). On an
 * update the row as stored stands in for the fields not sent.
 */
export const varietiesHooks: ResourceHooks<typeof varieties> = {
  async check(ctx, values, change) {
    if (!('variety_name' in values) && !('species_id' in values)) return {};
    const row = { ...change.previous, ...values };
    const errors: FieldErrors = {};
    const name = String(row.variety_name).toLowerCase();
    if (
      await otherRowMatches(ctx, 'varieties', change, (eb) =>
        eb.and([eb('species_id', '=', row.species_id), eb(sql`lower(variety_name)`, '=', name)]),
      )
    ) {
      errors.variety_name = [taken[ctx.lang]];
    }
    return errors;
  },
};
