import type { FieldOptions } from '../modules/config';

/** A variety offered only among those of the species chosen in the same form. */
export const varietyOfChosenSpecies: FieldOptions = {
  create: { option: { get_param: { field: 'species_id' } } },
  update: { option: { get_param: { field: 'species_id' } } },
};
