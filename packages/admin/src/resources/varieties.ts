import type { FieldOptions } from '../modules/config';

/** A lookup offered only among the rows whose `field` holds the value chosen for it in the same form. */
export const ofChosen = (field: string): FieldOptions => ({
  create: { option: { get_param: { field } } },
  update: { option: { get_param: { field } } },
});

/** A variety offered only among those of the species chosen in the same form. */
export const varietyOfChosenSpecies = ofChosen('species_id');
