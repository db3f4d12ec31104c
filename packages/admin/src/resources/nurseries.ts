import { nurseries } from '@rimba/core';
import { adminPart } from '../modules/part';

export const nurseriesAdmin = adminPart(nurseries, {
  config: {
    // Coordinates and yearly figures are read in the detail.
    columns: ['nursery_name', 'unit_id', 'village_id', 'capacity', 'seedlings_stock', 'status'],
    fields: {
      // The place picked on the map also fills the two coordinates.
      location: {
        create: { option: { lat: 'lat', lng: 'lng' } },
        update: { option: { lat: 'lat', lng: 'lng' } },
      },
    },
  },
});
