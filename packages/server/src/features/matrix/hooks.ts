import type { FieldErrors, matrix, Text } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Row } from '../../resources/operations.js';
import type { ResourceHooks } from '../../resources/parts.js';
import { varietyOfSpecies } from '../varieties/checks.js';

type AnyDb = Kysely<Record<string, Row>>;

const messages = {
  altitude: {
    id: 'Ketinggian maksimum harus sama dengan atau lebih dari ketinggian minimum',
    en: 'The maximum altitude must be at least the minimum altitude',
  },
  rainfall: {
    id: 'Curah hujan maksimum harus sama dengan atau lebih dari curah hujan minimum',
    en: 'The maximum rainfall must be at least the minimum rainfall',
  },
  place: {
    id: 'Pilih provinsi atau unit manajemen',
    en: 'Choose a province or a management unit',
  },
  otherProvince: {
    id: 'Unit manajemen ini tidak berada di provinsi yang dipilih',
    en: 'This management unit does not lie in the chosen province',
  },
} satisfies Record<string, Text>;

/**
 * A row of the suitability matrix is about a place (a province, a unit, or a unit of that province), of a
 * variety of its own species, with each band's minimum not above its maximum. On an update the row as
 * stored stands in for the fields not sent.
 */
export const matrixHooks: ResourceHooks<typeof matrix> = {
  async check(ctx, values, change) {
    const row = { ...change.previous, ...values };
    const errors: FieldErrors = await varietyOfSpecies(ctx, row);
    if (Number(row.altitude_min) > Number(row.altitude_max))
      errors.altitude_max = [messages.altitude[ctx.lang]];
    if (Number(row.rainfall_min) > Number(row.rainfall_max))
      errors.rainfall_max = [messages.rainfall[ctx.lang]];
    if (row.province_id == null && row.unit_id == null) errors.province_id = [messages.place[ctx.lang]];
    if (row.province_id != null && row.unit_id != null) {
      const unit = await (ctx.db as unknown as AnyDb)
        .selectFrom('management_units')
        .select('province_id')
        .where('id', '=', row.unit_id)
        .executeTakeFirst();
      // A unit that does not exist is refused by its reference when the row is written.
      if (unit && Number(unit.province_id) !== Number(row.province_id)) {
        errors.unit_id = [messages.otherProvince[ctx.lang]];
      }
    }
    return errors;
  },
};
