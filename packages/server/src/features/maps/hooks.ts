import type { FieldErrors, maps, Text } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { OperationContext, Row } from '../../resources/operations.js';
import type { Change, ResourceHooks } from '../../resources/parts.js';

type AnyDb = Kysely<Record<string, Row>>;
type Values = Partial<Record<'province_id' | 'unit_id' | 'village_id', unknown>>;

const messages = {
  unitOfVillage: {
    id: 'Desa yang dipilih tidak berada di unit manajemen ini',
    en: 'The chosen village is not in this management unit',
  },
  provinceOfRegion: {
    id: 'Unit atau desa yang dipilih tidak berada di provinsi ini',
    en: 'The chosen unit or village is not in this province',
  },
} satisfies Record<string, Text>;

const idOf = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

/**
 * The regions above a layer's most specific one, as they are stored: a village's unit and province, or
 * a unit's province; nothing for a province or for none (or a region that does not exist, which its
 * reference refuses when the row is written).
 */
async function regionsAbove(
  ctx: OperationContext,
  values: Values,
  change: Change<typeof maps>,
): Promise<{ unit_id?: number; province_id?: number }> {
  const row = { ...change.previous, ...values } as Values;
  const db = ctx.db as unknown as AnyDb;
  const village = idOf(row.village_id);
  if (village !== null) {
    const found = await db
      .selectFrom('villages as v')
      .innerJoin('management_units as u', 'u.id', 'v.unit_id')
      .select(['v.unit_id', 'u.province_id'])
      .where('v.id', '=', village)
      .executeTakeFirst();
    return found ? { unit_id: Number(found.unit_id), province_id: Number(found.province_id) } : {};
  }
  const unit = idOf(row.unit_id);
  if (unit !== null) {
    const found = await db
      .selectFrom('management_units')
      .select('province_id')
      .where('id', '=', unit)
      .executeTakeFirst();
    return found ? { province_id: Number(found.province_id) } : {};
  }
  return {};
}

/**
 * A layer belongs to its most specific region and to the regions above it: the server fills the unit
 * and province of a village, the province of a unit. A unit or province sent with the write that is not
 * above the chosen village or unit is refused on its field.
 */
export const mapsHooks: ResourceHooks<typeof maps> = {
  async check(ctx, values, change) {
    const above = await regionsAbove(ctx, values, change);
    const errors: FieldErrors = {};
    const unit = idOf(values.unit_id);
    if (unit !== null && above.unit_id !== undefined && unit !== above.unit_id) {
      errors.unit_id = [messages.unitOfVillage[ctx.lang]];
    }
    const province = idOf(values.province_id);
    if (province !== null && above.province_id !== undefined && province !== above.province_id) {
      errors.province_id = [messages.provinceOfRegion[ctx.lang]];
    }
    return errors;
  },
  async beforeChange(ctx, values, change) {
    return regionsAbove(ctx, values, change);
  },
};
