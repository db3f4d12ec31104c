import type { FieldErrors, Text, varieties } from '@rimba/core';
import { type Kysely, sql } from 'kysely';
import type { Row } from '../../resources/operations.js';
import type { ResourceHooks } from '../../resources/parts.js';

type AnyDb = Kysely<Record<string, Row>>;

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
    const same = await (ctx.db as unknown as AnyDb)
      .selectFrom('varieties')
      .select('id')
      .where('species_id', '=', row.species_id)
      .where(sql`lower(variety_name)`, '=', String(row.variety_name).toLowerCase())
      .$if(change.mode === 'update', (q) => q.where('id', '<>', change.previous!.id))
      .executeTakeFirst();
    if (same) errors.variety_name = [taken[ctx.lang]];
    return errors;
  },
};
