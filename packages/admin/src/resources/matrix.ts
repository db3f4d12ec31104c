import { matrix } from '@rimba/core';
import { adminPart } from '../modules/part';
import { varietyOfChosenSpecies } from './varieties';

export const matrixAdmin = adminPart(matrix, {
  config: {
    columns: [
      'species_id',
      'variety_id',
      'province_id',
      'unit_id',
      'altitude_min',
      'altitude_max',
      'rainfall_min',
      'rainfall_max',
    ],
    fields: { variety_id: varietyOfChosenSpecies },
  },
});
