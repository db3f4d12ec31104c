import { defineResource } from '../resource.js';
import { speciesField, varietyField } from './varieties.js';

const altitude = 'min_value:-100|max_value:6000';
const rainfall = 'min_value:0|max_value:15000';

/**
 * Where a species (or one of its varieties) suits (Matriks Kesesuaian): in a province or a management
 * unit, between which altitudes and with how much rain a year. The planting form asks `suitability`.
 */
export const matrix = defineResource({
  name: 'matrix',
  table: 'suitability_matrix',
  title: { id: 'Matriks Kesesuaian', en: 'Suitability Matrix' },
  menu: { module: 'master', group: 'field', path: '/matrix' },
  defaultOrder: { field: 'id', sort: 'ASC' },
  fields: {
    species_id: speciesField,
    variety_id: varietyField,
    province_id: {
      type: 'lookup',
      label: { id: 'Provinsi', en: 'Province' },
      lookup: { resource: 'provinces', label: 'province_name', select: true },
      hint: {
        id: 'Isi provinsi atau unit manajemen (atau keduanya).',
        en: 'Give a province or a management unit (or both).',
      },
    },
    unit_id: {
      type: 'lookup',
      label: { id: 'Unit Manajemen', en: 'Management Unit' },
      lookup: { resource: 'units', label: 'unit_management_name', select: true },
    },
    altitude_min: {
      type: 'number',
      label: { id: 'Ketinggian Minimum (mdpl)', en: 'Minimum Altitude (m a.s.l.)' },
      rules: `required|${altitude}`,
      sortable: true,
    },
    altitude_max: {
      type: 'number',
      label: { id: 'Ketinggian Maksimum (mdpl)', en: 'Maximum Altitude (m a.s.l.)' },
      rules: `required|${altitude}`,
    },
    rainfall_min: {
      type: 'number',
      label: { id: 'Curah Hujan Minimum (mm/tahun)', en: 'Minimum Rainfall (mm/year)' },
      rules: `required|${rainfall}`,
    },
    rainfall_max: {
      type: 'number',
      label: { id: 'Curah Hujan Maksimum (mm/tahun)', en: 'Maximum Rainfall (mm/year)' },
      rules: `required|${rainfall}`,
    },
    notes: { type: 'textarea', label: { id: 'Catatan', en: 'Notes' }, rules: 'max:2000' },
  },
});
