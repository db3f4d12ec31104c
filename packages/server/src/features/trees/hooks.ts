import { type FieldErrors, insideIndonesia, type Text, type trees } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Row } from '../../resources/operations.js';
import type { ResourceHooks } from '../../resources/parts.js';

type AnyDb = Kysely<Record<string, Row>>;

const messages = {
  outside: {
    id: 'Titik ini berada di luar wilayah Indonesia; periksa Latitude dan Longitude',
    en: "This place lies outside Indonesia's extent; check the latitude and longitude",
  },
} satisfies Record<string, Text>;

/** The unit and province a tree in a village belongs to; undefined for a village that does not exist. */
export async function villageRegion(
  db: AnyDb,
  villageId: number,
): Promise<{ unit_id: number; province_id: number } | undefined> {
  const place = await db
    .selectFrom('villages')
    .innerJoin('management_units', 'management_units.id', 'villages.unit_id')
    .select(['villages.unit_id', 'management_units.province_id'])
    .where('villages.id', '=', villageId)
    .executeTakeFirst();
  return place && { unit_id: Number(place.unit_id), province_id: Number(place.province_id) };
}

/**
 * A tree's place must lie inside Indonesia unless someone allowed to has marked it as outside. The tree
 * takes its province and unit from its village, and its planting year from its planting date. On an
 * update the row as stored stands in for the fields not sent.
 */
export const treesHooks: ResourceHooks<typeof trees> = {
  check(ctx, values, change) {
    const row = { ...change.previous, ...values };
    const errors: FieldErrors = {};
    const lat = Number(row.latitude);
    const lng = Number(row.longitude);
    const moved = 'latitude' in values || 'longitude' in values || 'outside_indonesia' in values;
    if (moved && !row.outside_indonesia && Number.isFinite(lat) && Number.isFinite(lng)) {
      if (!insideIndonesia(lat, lng)) errors.latitude = [messages.outside[ctx.lang]];
    }
    return errors;
  },
  async beforeChange(ctx, values) {
    const filled: Row = {};
    if (values.village_id !== undefined && values.village_id !== null) {
      const place = await villageRegion(ctx.db as unknown as AnyDb, Number(values.village_id));
      // A village that does not exist is refused by its reference when the row is written.
      if (place) Object.assign(filled, place);
    }
    if (typeof values.planting_date === 'string') {
      filled.planting_year = Number(values.planting_date.slice(0, 4));
    }
    return filled;
  },
};
