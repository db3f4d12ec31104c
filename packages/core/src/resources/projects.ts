import type { FieldInput } from '../fields.js';
import { defineResource } from '../resource.js';

/** The project a row belongs to, as chosen from the list of projects. */
export const projectField = {
  type: 'lookup',
  label: { id: 'Proyek', en: 'Project' },
  lookup: { resource: 'projects', label: 'project_name', select: true },
} as const satisfies FieldInput;

/** A field project of a department, with where it is. */
export const projects = defineResource({
  name: 'projects',
  title: { id: 'Proyek', en: 'Projects' },
  menu: { module: 'master', path: '/projects' },
  defaultOrder: { field: 'project_name', sort: 'ASC' },
  fields: {
    project_name: {
      type: 'text',
      label: { id: 'Nama Proyek', en: 'Project Name' },
      rules: 'required|max:255',
      searchable: true,
      sortable: true,
    },
    department_id: {
      type: 'lookup',
      label: { id: 'Departemen', en: 'Department' },
      rules: 'required',
      lookup: { resource: 'departments', label: 'department_name', select: true },
    },
    location: { type: 'map', label: { id: 'Lokasi', en: 'Location' } },
    lat: { type: 'decimal', label: { id: 'Latitude', en: 'Latitude' }, rules: 'min_value:-90|max_value:90' },
    lng: {
      type: 'decimal',
      label: { id: 'Longitude', en: 'Longitude' },
      rules: 'min_value:-180|max_value:180',
    },
  },
});
