import type { FieldInput, FieldOption } from '../fields.js';
import { defineResource } from '../resource.js';
import type { RowScope } from '../scope.js';
import { areaByBoundary } from './fields.js';
import { projectField } from './projects.js';
import { unitField } from './units.js';

/** The garden a row is on (a planting, a field report), found by its code. */
export const gardenField = {
  type: 'lookup',
  label: { id: 'Kebun', en: 'Garden' },
  lookup: { resource: 'garden', label: 'garden_code' },
  rules: 'required',
  searchable: true,
} as const satisfies FieldInput;

/** How a garden is planted. */
export const gardenPlantingPatterns = [
  { value: 'monoculture', label: { id: 'Monokultur', en: 'Monoculture' } },
  { value: 'agroforestry-mix', label: { id: 'Campuran Agroforestri', en: 'Agroforestry Mix' } },
  { value: 'border-planting', label: { id: 'Tanaman Pembatas', en: 'Border Planting' } },
] as const satisfies readonly FieldOption[];

/** The field (lahan) a row lies on. */
export const plantingFieldField = {
  type: 'lookup',
  label: { id: 'Lahan', en: 'Field' },
  lookup: { resource: 'fields', label: 'field_name' },
  searchable: true,
} satisfies FieldInput;

const spacing = 'required|min_value:0.1|max_value:100';

/**
 * The task of a field supervisor: reaching the gardens, and the reports on them, of every unit and
 * project, where a field officer reaches only those of their own unit or project.
 */
export const fieldOperationsAllAreasTask = 'field-operations.all-areas';

/**
 * Which gardens a field officer reaches: those of their own management unit and those of their own project.
 * A garden of another is not found, or, for a transition, refused with this scope's message.
 */
export const fieldOperationsScope = {
  where: [{ unit_id: '$caller.unit_id' }, { project_id: '$caller.project_id' }],
  except: fieldOperationsAllAreasTask,
  outside: {
    id: 'Anda hanya dapat mengelola kebun di unit atau proyek Anda sendiri',
    en: 'You can only manage gardens of your own unit or project',
  },
} as const satisfies RowScope<'unit_id' | 'project_id'>;

/**
 * A garden (kebun): a plot on a field, with its code, its size as declared and as its boundary on the
 * map measures, how it is planted and how far apart its trees stand (rows by columns, in metres). Its
 * boundary lies inside its field's when both are drawn. It lies in its field's village's management unit,
 * and may belong to a project: a field officer reaches the gardens of their own unit or project.
 */
export const garden = defineResource({
  name: 'garden',
  table: 'gardens',
  title: { id: 'Kebun', en: 'Gardens' },
  menu: { module: 'master', group: 'field', path: '/garden' },
  defaultOrder: { field: 'garden_code', sort: 'ASC' },
  scope: fieldOperationsScope,
  fields: {
    field_id: { ...plantingFieldField, rules: 'required' },
    // Set by the server from the field's village, so that it always says where the garden lies.
    unit_id: { ...unitField, form: false, serverFilled: true },
    project_id: projectField,
    garden_code: {
      type: 'text',
      label: { id: 'Kode Kebun', en: 'Garden Code' },
      rules: 'required|max:64',
      hint: { id: 'Unik, misalnya KBN-0001.', en: 'Unique, e.g. KBN-0001.' },
      searchable: true,
      sortable: true,
    },
    area_ha: {
      type: 'decimal',
      label: { id: 'Luas (ha)', en: 'Area (ha)' },
      rules: 'required|min_value:0.01|max_value:10000',
      sortable: true,
    },
    boundary_area_ha: areaByBoundary({
      id: 'Dihitung oleh server dari batas kebun di peta.',
      en: "Computed by the server from the garden's boundary on the map.",
    }),
    planting_pattern: {
      type: 'select',
      label: { id: 'Pola Tanam', en: 'Planting Pattern' },
      rules: 'required',
      options: gardenPlantingPatterns,
    },
    spacing_row_m: {
      type: 'decimal',
      label: { id: 'Jarak Tanam Antarbaris (m)', en: 'Row Spacing (m)' },
      hint: {
        id: 'Jarak tanam 3 x 2 m: 3 di sini, 2 antartanaman.',
        en: 'Spacing 3 x 2 m: 3 here, 2 in the row.',
      },
      rules: spacing,
    },
    spacing_column_m: {
      type: 'decimal',
      label: { id: 'Jarak Tanam dalam Baris (m)', en: 'In-row Spacing (m)' },
      rules: spacing,
    },
    boundary: {
      type: 'polygon',
      label: { id: 'Batas Kebun', en: 'Garden Boundary' },
      hint: {
        id: 'Gambar batas kebun di peta, di dalam batas lahannya; luasnya dihitung oleh server.',
        en: "Draw the garden's boundary on the map, inside its field's; the server computes its area.",
      },
      area: 'boundary_area_ha',
    },
    notes: { type: 'textarea', label: { id: 'Catatan', en: 'Notes' }, rules: 'max:2000' },
  },
});
