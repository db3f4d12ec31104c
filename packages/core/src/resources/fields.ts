import type { FieldInput, FieldOption } from '../fields.js';
import type { Text } from '../i18n.js';
import { defineResource } from '../resource.js';
import { farmerField } from './farmers.js';
import { villageField } from './village.js';

/** What kind of land a field is. */
export const fieldLandTypes = [
  { value: 'agroforestry', label: { id: 'Agroforestri', en: 'Agroforestry' } },
  { value: 'community-forest', label: { id: 'Hutan Rakyat', en: 'Community Forest' } },
  { value: 'critical-land', label: { id: 'Lahan Kritis', en: 'Degraded Land' } },
  { value: 'mangrove', label: { id: 'Mangrove', en: 'Mangrove' } },
  { value: 'riverbank', label: { id: 'Sempadan Sungai', en: 'Riverbank' } },
] as const satisfies readonly FieldOption[];

/** On what terms the farmer holds the field. */
export const fieldTenures = [
  { value: 'owned', label: { id: 'Milik Sendiri', en: 'Owned' } },
  { value: 'rented', label: { id: 'Sewa', en: 'Rented' } },
  { value: 'village', label: { id: 'Tanah Desa', en: 'Village Land' } },
  { value: 'state', label: { id: 'Kawasan Negara (Perhutanan Sosial)', en: 'State Land (Social Forestry)' } },
] as const satisfies readonly FieldOption[];

/** The area the server computes from a boundary drawn on the map: read, never typed. */
export const areaByBoundary = (hint: Text) =>
  ({
    type: 'decimal',
    label: { id: 'Luas Menurut Batas (ha)', en: 'Area by Boundary (ha)' },
    hint,
    form: false,
    sortable: true,
  }) as const satisfies FieldInput;

/** Who may place a field (its point and its boundary) outside Indonesia's extent. */
export const locateFieldsAnywhereTask = 'fields.locate-anywhere';

/**
 * A field (lahan) a farmer plants trees on: its name, farmer and village, its size as declared and as
 * its boundary drawn on the map measures, the kind of land and on what terms the farmer holds it (with
 * the land certificate), and where it lies.
 */
export const fields = defineResource({
  name: 'fields',
  table: 'planting_fields',
  title: { id: 'Lahan', en: 'Fields' },
  menu: { module: 'master', group: 'field', path: '/fields' },
  defaultOrder: { field: 'field_name', sort: 'ASC' },
  children: [{ resource: 'garden', key: 'field_id' }],
  fields: {
    field_name: {
      type: 'text',
      label: { id: 'Nama Lahan', en: 'Field Name' },
      rules: 'required|max:255',
      searchable: true,
      sortable: true,
    },
    farmer_id: { ...farmerField, rules: 'required' },
    village_id: { ...villageField, rules: 'required' },
    area_ha: {
      type: 'decimal',
      label: { id: 'Luas (ha)', en: 'Area (ha)' },
      rules: 'required|min_value:0.01|max_value:10000',
      sortable: true,
    },
    boundary_area_ha: areaByBoundary({
      id: 'Dihitung oleh server dari batas lahan di peta.',
      en: "Computed by the server from the field's boundary on the map.",
    }),
    land_type: {
      type: 'select',
      label: { id: 'Jenis Lahan', en: 'Land Type' },
      rules: 'required',
      options: fieldLandTypes,
    },
    tenure: {
      type: 'select',
      label: { id: 'Status Lahan', en: 'Tenure' },
      rules: 'required',
      options: fieldTenures,
    },
    land_certificate: {
      type: 'file',
      label: { id: 'Sertifikat Lahan', en: 'Land Certificate' },
      rules: 'max:255',
      hint: { id: 'PDF atau gambar, di bawah 10 MB', en: 'PDF or picture, under 10 MB' },
      maxSizeMb: 10,
      accept: 'application/pdf,image/*',
    },
    location: { type: 'map', label: { id: 'Lokasi', en: 'Location' } },
    boundary: {
      type: 'polygon',
      label: { id: 'Batas Lahan', en: 'Field Boundary' },
      hint: {
        id: 'Gambar batas lahan di peta; luasnya dihitung oleh server.',
        en: "Draw the field's boundary on the map; the server computes its area.",
      },
      area: 'boundary_area_ha',
    },
    outside_indonesia: {
      type: 'boolean',
      label: { id: 'Di luar Indonesia', en: 'Outside Indonesia' },
      hint: {
        id: 'Izinkan lokasi dan batas di luar wilayah Indonesia.',
        en: "Allow a place and a boundary outside Indonesia's extent.",
      },
      list: false,
      write: locateFieldsAnywhereTask,
    },
    notes: { type: 'textarea', label: { id: 'Catatan', en: 'Notes' }, rules: 'max:2000' },
  },
});
