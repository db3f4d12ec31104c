import { defineResource } from '../resource.js';

/** The pictures an impact figure may carry on the site, one per kind of figure. */
export const impactFigureIcons = [
  'tree',
  'seedling',
  'co2',
  'family',
  'company',
  'people',
  'water',
  'map',
] as const;
export type ImpactFigureIcon = (typeof impactFigureIcons)[number];

/** The live numbers of the public impact answer (`GET /api/public/impact`) a card may show. */
export const impactFigureKeys = ['trees_planted', 'farmers', 'villages', 'hectares', 'co2_tonnes'] as const;
export type ImpactFigureKey = (typeof impactFigureKeys)[number];

/**
 * The cards of the impact page: editors choose which live number each shows (the dashboard's, never one
 * typed in) and keep the words around it; the site shows the published ones in their order.
 */
export const impactFigures = defineResource({
  name: 'impact-figures',
  table: 'impact_figures',
  title: { id: 'Angka Dampak', en: 'Impact Figures' },
  menu: { module: 'setting', group: 'cms', path: '/impact-figures' },
  defaultOrder: { field: 'sort_order', sort: 'ASC' },
  fields: {
    label: {
      type: 'text',
      label: { id: 'Label', en: 'Label' },
      rules: 'required|max:100',
      searchable: true,
      sortable: true,
      translate: true,
    },
    figure: {
      type: 'select',
      label: { id: 'Angka', en: 'Figure' },
      rules: 'required|max:20',
      hint: {
        id: 'Angka terkini dari dasbor yang ditampilkan kartu ini',
        en: 'The live dashboard number this card shows',
      },
      options: [
        { value: 'trees_planted', label: { id: 'Pohon ditanam', en: 'Trees planted' } },
        { value: 'farmers', label: { id: 'Petani', en: 'Farmers' } },
        { value: 'villages', label: { id: 'Desa', en: 'Villages' } },
        { value: 'hectares', label: { id: 'Hektar lahan', en: 'Hectares of land' } },
        { value: 'co2_tonnes', label: { id: 'CO₂ diserap (perkiraan)', en: 'CO₂ captured (estimate)' } },
      ] satisfies { value: ImpactFigureKey; label: { id: string; en: string } }[],
      nullInOlderRows: true,
    },
    suffix: {
      type: 'text',
      label: { id: 'Satuan', en: 'Unit' },
      rules: 'max:30',
      hint: {
        id: 'Ditulis setelah angka dan satuannya (ha, t CO₂), mis. +',
        en: 'Written after the number and its unit (ha, t CO₂), e.g. +',
      },
      translate: true,
    },
    icon: {
      type: 'select',
      label: { id: 'Ikon', en: 'Icon' },
      rules: 'required|max:20',
      options: [
        { value: 'tree', label: { id: 'Pohon', en: 'Tree' } },
        { value: 'seedling', label: { id: 'Bibit', en: 'Seedling' } },
        { value: 'co2', label: { id: 'Awan CO₂', en: 'CO₂ cloud' } },
        { value: 'family', label: { id: 'Keluarga', en: 'Family' } },
        { value: 'company', label: { id: 'Perusahaan', en: 'Company' } },
        { value: 'people', label: { id: 'Orang', en: 'People' } },
        { value: 'water', label: { id: 'Air', en: 'Water' } },
        { value: 'map', label: { id: 'Peta', en: 'Map' } },
      ] satisfies { value: ImpactFigureIcon; label: { id: string; en: string } }[],
    },
    sort_order: {
      type: 'number',
      label: { id: 'Urutan', en: 'Order' },
      rules: 'required|min_value:0',
      hint: { id: 'Angka kecil tampil lebih dulu', en: 'Lower numbers come first' },
      sortable: true,
    },
    published: { type: 'boolean', label: { id: 'Terbit', en: 'Published' } },
  },
  public: {
    path: 'impact-figures',
    fields: ['id', 'label', 'figure', 'suffix', 'icon', 'sort_order'],
    order: { field: 'sort_order', sort: 'ASC' },
    limit: { default: 20, max: 50 },
    detail: false,
    published: { where: { published: true } },
  },
});
