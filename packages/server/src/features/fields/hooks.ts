import {
  type FieldErrors,
  type fields,
  insideIndonesia,
  type PolygonGeometry,
  polygonCorners,
  type Text,
} from '@rimba/core';
import { sql } from 'kysely';
import type { ResourceHooks } from '../../resources/parts.js';

const messages = {
  outside: {
    id: 'Lokasi lahan berada di luar wilayah Indonesia; pilih titik di peta sekali lagi',
    en: "The field's place lies outside Indonesia's extent; pick it on the map again",
  },
  boundaryOutside: {
    id: 'Batas lahan berada di luar wilayah Indonesia; gambar batasnya di peta sekali lagi',
    en: "The field's boundary lies outside Indonesia's extent; draw it on the map again",
  },
} satisfies Record<string, Text>;

/** Whether every corner of a shape lies inside Indonesia's extent. */
export const shapeInIndonesia = (shape: PolygonGeometry) =>
  polygonCorners(shape).every(([lng, lat]) => insideIndonesia(lat, lng));

/**
 * A field lies in Indonesia: its place on the map and its boundary must too, unless someone allowed to
 * has marked it as outside. On an update the row as stored stands in for the fields not sent. A field
 * moved to another village takes its gardens to that village's management unit, so that they stay with
 * the field officers of the unit they lie in.
 */
export const fieldsHooks: ResourceHooks<typeof fields> = {
  check(ctx, values, change) {
    const row = { ...change.previous, ...values };
    const errors: FieldErrors = {};
    if (row.outside_indonesia) return errors;
    const moved = (name: 'location' | 'boundary') =>
      name in values || ('outside_indonesia' in values && change.mode === 'update');
    const place = row.location as { lat?: unknown; lng?: unknown } | null | undefined;
    if (moved('location') && place && !insideIndonesia(Number(place.lat), Number(place.lng))) {
      errors.location = [messages.outside[ctx.lang]];
    }
    if (moved('boundary') && row.boundary && !shapeInIndonesia(row.boundary)) {
      errors.boundary = [messages.boundaryOutside[ctx.lang]];
    }
    return errors;
  },
  async afterChange(ctx, row, values, change) {
    if (change.mode !== 'update' || !('village_id' in values)) return;
    await sql`update gardens set unit_id = v.unit_id, updated_at = now()
      from villages v where v.id = ${row.village_id} and gardens.field_id = ${row.id}
        and gardens.unit_id <> v.unit_id`.execute(ctx.db);
  },
};
