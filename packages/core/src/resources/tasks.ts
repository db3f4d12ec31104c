import { defineResource } from '../resource.js';

/**
 * The permission strings roles are given. Each resource's own (`{resource}.{action}`) are created with
 * the resource; others may be added for custom checks.
 */
export const tasks = defineResource({
  name: 'tasks',
  title: { id: 'Hak Akses', en: 'Tasks' },
  menu: { module: 'user-role', path: '/tasks' },
  defaultOrder: { field: 'name', sort: 'ASC' },
  fields: {
    name: {
      type: 'text',
      label: { id: 'Nama', en: 'Name' },
      rules: 'required|max:150|regex:^[a-z0-9][a-z0-9_-]*\\.[a-z0-9][a-z0-9_-]*$',
      placeholder: { id: 'modul.aksi', en: 'module.action' },
      searchable: true,
      sortable: true,
    },
    description: {
      type: 'textarea',
      label: { id: 'Deskripsi', en: 'Description' },
      rules: 'max:1000',
      list: true,
    },
  },
});
