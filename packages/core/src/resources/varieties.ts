import type { FieldInput } from '../fields.js';
import { defineResource } from '../resource.js';

/** A row's tree species, chosen from a drop-down. */
export const speciesField = {
  type: 'lookup',
  label: { id: 'Jenis Pohon', en: 'Tree Species' },
  rules: 'required',
  lookup: { resource: 'tree-species', label: 'tree_name', select: true },
} satisfies FieldInput;

/** A row's variety of its species, when it is about one variety only. */
export const varietyField = {
  type: 'lookup',
  label: { id: 'Varietas', en: 'Variety' },
  lookup: { resource: 'varieties', label: 'variety_name', select: true },
  hint: {
    id: 'Kosongkan bila berlaku untuk semua varietas jenis ini.',
    en: 'Leave empty when it holds for every variety of the species.',
  },
} satisfies FieldInput;

/** The varieties of a tree species (Varietas), each name once per species. */
export const varieties = defineResource({
  name: 'varieties',
  title: { id: 'Varietas', en: 'Varieties' },
  menu: { module: 'master', group: 'field', path: '/varieties' },
  defaultOrder: { field: 'variety_name', sort: 'ASC' },
  fields: {
    species_id: speciesField,
    variety_name: {
      type: 'text',
      label: { id: 'Nama Varietas', en: 'Variety Name' },
      rules: 'required|max:255',
      searchable: true,
      sortable: true,
    },
    notes: { type: 'textarea', label: { id: 'Catatan', en: 'Notes' }, rules: 'max:2000' },
  },
});
