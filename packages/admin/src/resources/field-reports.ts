import { reportGrowth, reportPlanting } from '@rimba/core';
import { adminPart } from '../modules/part';
import { ofChosen, varietyOfChosenSpecies } from './varieties';

/** Planting reports: the variety among the chosen species'. */
export const reportPlantingAdmin = adminPart(reportPlanting, {
  config: { fields: { variety_id: varietyOfChosenSpecies } },
});

/** Growth reports: the planting among the chosen garden's. */
export const reportGrowthAdmin = adminPart(reportGrowth, {
  config: { fields: { plant_id: ofChosen('garden_id') } },
});
