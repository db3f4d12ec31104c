import { trees } from '@rimba/core';
import { adminPart } from '../modules/part';

export const treesAdmin = adminPart(trees, {
  config: {
    // A tree is found by its WIN code, species, farmer and village; its place is read in its detail.
    columns: [
      'win_code',
      'tree_species_id',
      'farmer_id',
      'village_id',
      'planting_date',
      'qty_trees',
      'status',
    ],
  },
});
