import type { FieldOption } from '../fields.js';
import { defineResource } from '../resource.js';
import { villageField } from './village.js';

/** What a map layer draws, each with the colour it is drawn in when the layer names none. */
export const mapLayerTypes = [
  { value: 'boundary', label: { id: 'Batas Wilayah', en: 'Boundary' }, color: '#1d4ed8' },
  { value: 'planting_area', label: { id: 'Area Tanam', en: 'Planting Area' }, color: '#15803d' },
  { value: 'nursery', label: { id: 'Persemaian', en: 'Nursery' }, color: '#b45309' },
  { value: 'other', label: { id: 'Lainnya', en: 'Other' }, color: '#6b7280' },
] as const satisfies readonly (FieldOption & { color: string })[];
export type MapLayerType = (typeof mapLayerTypes)[number]['value'];

/**
 * A map layer of the GIS module: a GeoJSON file (boundaries, planting areas, nurseries …) drawn over the
 * site's location map. A layer belongs to a village, a management unit or a province, or to none (the
 * whole country); the server fills the regions above the one chosen. Only published layers reach the site.
 */
export const maps = defineResource({
  name: 'maps',
  table: 'map_layers',
  title: { id: 'Peta', en: 'Maps' },
  menu: { module: 'setting', group: 'gis', path: '/maps' },
  defaultOrder: { field: 'map_name', sort: 'ASC' },
  fields: {
    map_name: {
      type: 'text',
      label: { id: 'Nama Peta', en: 'Map Name' },
      rules: 'required|max:255',
      searchable: true,
      sortable: true,
      translate: true,
    },
    description: {
      type: 'textarea',
      label: { id: 'Deskripsi', en: 'Description' },
      rules: 'max:2000',
      translate: true,
    },
    layer_type: {
      type: 'select',
      label: { id: 'Jenis Lapisan', en: 'Layer Type' },
      rules: 'required',
      options: mapLayerTypes.map(({ value, label }) => ({ value, label })),
      sortable: true,
    },
    color: {
      type: 'color',
      label: { id: 'Warna', en: 'Colour' },
      hint: {
        id: 'Kosongkan untuk memakai warna jenis lapisannya',
        en: 'Leave empty to use the colour of its layer type',
      },
    },
    province_id: {
      type: 'lookup',
      label: { id: 'Provinsi', en: 'Province' },
      lookup: { resource: 'provinces', label: 'province_name', select: true },
      hint: {
        id: 'Diisi otomatis bila unit atau desa dipilih',
        en: 'Filled in when a unit or a village is chosen',
      },
    },
    unit_id: {
      type: 'lookup',
      label: { id: 'Unit Manajemen', en: 'Management Unit' },
      lookup: { resource: 'units', label: 'unit_management_name', through: 'region' },
    },
    village_id: villageField,
    file_maps: {
      type: 'file',
      label: { id: 'Berkas Peta (GeoJSON)', en: 'Map File (GeoJSON)' },
      rules: 'required|max:255',
      hint: {
        id: 'GeoJSON (FeatureCollection, Feature atau geometri) dengan koordinat bujur/lintang WGS 84, di bawah 5 MB',
        en: 'GeoJSON (FeatureCollection, Feature or geometry) in WGS 84 longitude/latitude, under 5 MB',
      },
      maxSizeMb: 5,
      accept: 'application/geo+json',
    },
    published: { type: 'boolean', label: { id: 'Terbit', en: 'Published' } },
  },
});
