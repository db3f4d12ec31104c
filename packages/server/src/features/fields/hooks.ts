import { type FieldErrors, type fields, insideIndonesia, type Text } from '@rimba/core';
import type { ResourceHooks } from '../../resources/parts.js';

const outside: Text = {
  id: 'Lokasi lahan berada di luar wilayah Indonesia; pilih titik di peta sekali lagi',
  en: "The field's place lies outside Indonesia's extent; pick it on the map again",
};

/** A field lies in Indonesia: its place on the map must too. */
export const fieldsHooks: ResourceHooks<typeof fields> = {
  check(ctx, values) {
    const errors: FieldErrors = {};
    const place = values.location as { lat?: unknown; lng?: unknown } | null | undefined;
    if (place && !insideIndonesia(Number(place.lat), Number(place.lng))) {
      errors.location = [outside[ctx.lang]];
    }
    return errors;
  },
};
