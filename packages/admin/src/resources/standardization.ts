import { standardization } from '@rimba/core';
import { adminPart } from '../modules/part';
import { varietyOfChosenSpecies } from './varieties';

export const standardizationAdmin = adminPart(standardization, {
  config: {
    columns: ['species_id', 'variety_id', 'age_months', 'height_cm', 'diameter_mm', 'survival_pct'],
    fields: { variety_id: varietyOfChosenSpecies },
  },
});
