import type { FieldErrors, nurseries, Text } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Row } from '../../resources/operations.js';
import type { ResourceHooks } from '../../resources/parts.js';

type AnyDb = Kysely<Record<string, Row>>;

const messages = {
  otherUnit: {
    id: 'Desa ini tidak berada di unit manajemen persemaian',
    en: "This village does not lie in the nursery's management unit",
  },
} satisfies Record<string, Text>;

/**
 * A nursery's village lies in its management unit; the place picked on the map fills the two
 * coordinates the site's map reads. On an update the row as stored stands in for the fields not sent.
 */
export const nurseriesHooks: ResourceHooks<typeof nurseries> = {
  async check(ctx, values, change) {
    const row = { ...change.previous, ...values };
    const errors: FieldErrors = {};
    if (('village_id' in values || 'unit_id' in values) && row.village_id != null && row.unit_id != null) {
      const village = await (ctx.db as unknown as AnyDb)
        .selectFrom('villages')
        .select('unit_id')
        .where('id', '=', row.village_id)
        .executeTakeFirst();
      // A village that does not exist is refused by its reference when the row is written.
      if (village && Number(village.unit_id) !== Number(row.unit_id)) {
        errors.village_id = [messages.otherUnit[ctx.lang]];
      }
    }
    return errors;
  },
  beforeChange(_ctx, values) {
    const place = values.location as { lat?: unknown; lng?: unknown } | null | undefined;
    if (!place) return undefined;
    return { lat: Number(place.lat), lng: Number(place.lng) };
  },
};
