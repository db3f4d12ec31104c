import { nurseries } from '@rimba/core';
import { adminPart } from '../modules/part';

export const nurseriesAdmin = adminPart(nurseries, {
  config: {
    fields: {
      // The place picked on the map also fills the two coordinates.
      location: {
        create: { option: { lat: 'lat', lng: 'lng' } },
        update: { option: { lat: 'lat', lng: 'lng' } },
      },
    },
  },
});
