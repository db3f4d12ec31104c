import type { FieldOption } from '../fields.js';
import { defineResource } from '../resource.js';
import { farmerField } from './farmers.js';
import { plantField } from './plant.js';
import { unitField } from './units.js';
import { villageField } from './village.js';

/**
 * Where a planted tree stands in its life. A growth report counts its planting's trees as alive
 * ('growing'), dead, or dead and planted again in their place ('replanted').
 */
export const treeStatuses = [
  { value: 'planted', label: { id: 'Ditanam', en: 'Planted' } },
  { value: 'growing', label: { id: 'Tumbuh', en: 'Growing' } },
  { value: 'harvested', label: { id: 'Dipanen', en: 'Harvested' } },
  { value: 'dead', label: { id: 'Mati', en: 'Dead' } },
  { value: 'replanted', label: { id: 'Disulam', en: 'Replanted' } },
] as const satisfies readonly FieldOption[];

/** Indonesia's extent in degrees, with a margin for its outer islands: where a tree's place is plausible. */
export const indonesiaBounds = { west: 94.5, south: -11.5, east: 141.5, north: 6.5 } as const;

/** Whether a point lies inside Indonesia's extent. */
export function insideIndonesia(lat: number, lng: number): boolean {
  const b = indonesiaBounds;
  return lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east;
}

/** Who may place a tree outside Indonesia's extent (a partner's planting abroad). */
export const locateTreesAnywhereTask = 'trees.locate-anywhere';

const measuredHint = {
  id: 'Dari laporan pertumbuhan terbaru yang disetujui.',
  en: 'From the latest approved growth report.',
};

/**
 * A planted tree (or a few of one species planted together): its tree code (WIN), which a donor tracks,
 * its species, farmer and village, when it was planted and where it stands. The province and the unit
 * are those of the village, kept on the tree by the server so that lists and maps filter by them.
 */
export const trees = defineResource({
  name: 'trees',
  title: { id: 'Pohon', en: 'Trees' },
  menu: { module: 'master', path: '/trees' },
  defaultOrder: { field: 'planting_date', sort: 'DESC' },
  // Millions of rows: a searched or filtered list counts its matches exactly only this far.
  count: { exactUpTo: 10_000 },
  fields: {
    win_code: {
      type: 'text',
      label: { id: 'Kode Pohon (WIN)', en: 'Tree Code (WIN)' },
      rules: 'required|max:32|regex:^[A-Z0-9-]+$',
      hint: {
        id: 'Huruf besar, angka dan tanda hubung, misalnya W1A2B3C4D.',
        en: 'Capital letters, digits and hyphens, e.g. W1A2B3C4D.',
      },
      searchable: 'exact',
      sortable: true,
    },
    tree_species_id: {
      type: 'lookup',
      label: { id: 'Jenis Pohon', en: 'Tree Species' },
      rules: 'required',
      lookup: { resource: 'tree-species', label: 'tree_name', select: true },
    },
    farmer_id: { ...farmerField, rules: 'required' },
    village_id: { ...villageField, rules: 'required' },
    province_id: {
      type: 'lookup',
      label: { id: 'Provinsi', en: 'Province' },
      lookup: { resource: 'provinces', label: 'province_name', select: true },
      form: false,
      serverFilled: true,
    },
    unit_id: { ...unitField, form: false, serverFilled: true },
    planting_date: {
      type: 'date',
      label: { id: 'Tanggal Tanam', en: 'Planting Date' },
      rules: 'required',
      sortable: true,
    },
    planting_year: {
      type: 'year',
      label: { id: 'Tahun Tanam', en: 'Planting Year' },
      form: false,
      serverFilled: true,
    },
    latitude: {
      type: 'decimal',
      label: { id: 'Latitude', en: 'Latitude' },
      rules: 'required|min_value:-90|max_value:90',
    },
    longitude: {
      type: 'decimal',
      label: { id: 'Longitude', en: 'Longitude' },
      rules: 'required|min_value:-180|max_value:180',
    },
    outside_indonesia: {
      type: 'boolean',
      label: { id: 'Di luar Indonesia', en: 'Outside Indonesia' },
      hint: {
        id: 'Izinkan titik di luar wilayah Indonesia.',
        en: "Allow a place outside Indonesia's extent.",
      },
      list: false,
      write: locateTreesAnywhereTask,
    },
    qty_trees: {
      type: 'number',
      label: { id: 'Jumlah Pohon', en: 'Number of Trees' },
      rules: 'required|min_value:1|max_value:100000',
    },
    plant_id: {
      ...plantField,
      hint: {
        id: 'Diisi oleh server saat laporan penanamannya disetujui.',
        en: 'Set by the server when its planting report is approved.',
      },
      form: false,
      list: false,
    },
    status: {
      type: 'select',
      label: { id: 'Status', en: 'Status' },
      rules: 'required',
      options: treeStatuses,
    },
    latest_height_cm: {
      type: 'decimal',
      label: { id: 'Tinggi Terakhir (cm)', en: 'Latest Height (cm)' },
      hint: measuredHint,
      form: false,
      list: false,
    },
    latest_diameter_mm: {
      type: 'decimal',
      label: { id: 'Diameter Batang Terakhir (mm)', en: 'Latest Stem Diameter (mm)' },
      hint: measuredHint,
      form: false,
      list: false,
    },
    measured_on: {
      type: 'date',
      label: { id: 'Tanggal Pengukuran', en: 'Measured On' },
      hint: measuredHint,
      form: false,
      list: false,
    },
  },
});
