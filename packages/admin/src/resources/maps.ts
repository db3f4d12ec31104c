import { maps } from '@rimba/core';
import { adminPart } from '../modules/part';

export const mapsAdmin = adminPart(maps, {
  config: {
    // A layer is found by its name, kind and region, and whether the site shows it.
    columns: ['map_name', 'layer_type', 'province_id', 'unit_id', 'published'],
  },
});
