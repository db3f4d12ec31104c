import type { FieldOption } from '../fields.js';
import type { Lang } from '../i18n.js';
import { defineResource } from '../resource.js';

/** The kinds of tree the foundation plants; the site shows a value's underscores as spaces. */
export const treeCategories = [
  { value: 'pohon_kayu', label: { id: 'Pohon Kayu', en: 'Timber Tree' } },
  { value: 'pohon_buah', label: { id: 'Pohon Buah', en: 'Fruit Tree' } },
  { value: 'pohon_serbaguna', label: { id: 'Pohon Serbaguna', en: 'Multipurpose Tree' } },
  { value: 'pohon_mangrove', label: { id: 'Pohon Mangrove', en: 'Mangrove' } },
] as const satisfies readonly FieldOption[];

/** A tree category by its label in a language; an unknown value with its underscores as spaces. */
export function treeCategoryLabel(value: string, lang: Lang): string {
  return treeCategories.find((c) => c.value === value)?.label[lang] ?? value.replaceAll('_', ' ');
}

/**
 * The tree species the foundation plants with its farmers (the admin's master data "Jenis Pohon"; the planted trees are another resource), which the
 * site presents under Why Trees?. The site shows a species once it is published.
 */
export const treeSpecies = defineResource({
  name: 'tree-species',
  table: 'tree_species',
  title: { id: 'Jenis Pohon', en: 'Tree Species' },
  menu: { module: 'master', path: '/tree-species' },
  defaultOrder: { field: 'tree_name', sort: 'ASC' },
  fields: {
    tree_name: {
      type: 'text',
      label: { id: 'Nama Pohon', en: 'Tree Name' },
      rules: 'required|max:255',
      searchable: true,
      sortable: true,
    },
    english_name: {
      type: 'text',
      label: { id: 'Nama Inggris', en: 'English Name' },
      rules: 'max:255',
      searchable: true,
      sortable: true,
    },
    tree_category: {
      type: 'select',
      label: { id: 'Kategori Pohon', en: 'Tree Category' },
      rules: 'required',
      options: treeCategories,
    },
    // The climate estimate's data (see carbon.ts): the species' wood density in Chave et al.'s model and
    // its root-to-shoot ratio.
    wood_density: {
      type: 'decimal',
      label: { id: 'Berat Jenis Kayu (g/cm³)', en: 'Wood Density (g/cm³)' },
      hint: {
        id: 'Berat kering per volume basah, rata-rata jenis ini di Global Wood Density Database (Zanne dkk. 2009). Kosong: jenis ini tidak dihitung dalam perkiraan CO₂.',
        en: "Dry mass per green volume, this species' mean in the Global Wood Density Database (Zanne et al. 2009). Empty: the species is left out of the CO₂ estimate.",
      },
      rules: 'min_value:0.1|max_value:1.5',
    },
    root_shoot_ratio: {
      type: 'decimal',
      label: { id: 'Rasio Akar-Tajuk', en: 'Root-to-Shoot Ratio' },
      hint: {
        id: 'Biomassa akar dibagi biomassa di atas tanah. Kosong: dipakai nilai bawaan IPCC 2019 untuk hutan tropis lembap (0,205).',
        en: 'Root biomass divided by above-ground biomass. Empty: the IPCC 2019 default for tropical moist forest is used (0.205).',
      },
      rules: 'min_value:0|max_value:2',
    },
    short_information: {
      type: 'textarea',
      label: { id: 'Informasi Singkat', en: 'Short Information' },
      rules: 'required|max:500',
      translate: true,
    },
    description: {
      type: 'richtext',
      label: { id: 'Deskripsi', en: 'Description' },
      translate: true,
    },
    // The site spec names the species' photo so in its public answer.
    file_our_stories: {
      type: 'image',
      label: { id: 'Foto', en: 'Photo' },
      rules: 'max:255',
      maxSizeMb: 2,
      accept: 'image/*',
    },
    published: { type: 'boolean', label: { id: 'Terbit', en: 'Published' } },
    created_by: {
      type: 'lookup',
      label: { id: 'Penulis', en: 'Author' },
      lookup: { resource: 'users', label: 'fullname' },
      author: true,
    },
  },
  public: {
    path: 'trees-species',
    fields: [
      'id',
      'tree_name',
      'english_name',
      'tree_category',
      'short_information',
      'description',
      'file_our_stories',
      'created_by',
      'created_at',
    ],
    order: { field: 'tree_name', sort: 'ASC' },
    limit: { default: 12, max: 48 },
    filters: ['tree_category'],
    published: { where: { published: true } },
    page: { path: '/why-tree-species/{id}', title: 'tree_name', summary: 'short_information' },
  },
});
