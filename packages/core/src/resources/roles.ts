import { defineResource } from '../resource.js';

/** A role: the tasks its users may do, switched on and off in its detail. */
export const roles = defineResource({
  name: 'roles',
  title: { id: 'Peran', en: 'Roles' },
  menu: { module: 'user-role', path: '/roles' },
  defaultOrder: { field: 'role_name', sort: 'ASC' },
  fields: {
    role_name: {
      type: 'text',
      label: { id: 'Nama Peran', en: 'Role Name' },
      rules: 'required|max:100',
      searchable: true,
      sortable: true,
    },
    description: {
      type: 'textarea',
      label: { id: 'Deskripsi', en: 'Description' },
      rules: 'max:1000',
      list: true,
    },
    open_registration: {
      type: 'boolean',
      label: { id: 'Bisa Dipilih Saat Mendaftar', en: 'Open for Registration' },
      rules: 'required',
    },
  },
  mappings: [
    {
      name: 'tasks',
      title: { id: 'Hak Akses', en: 'Permissions' },
      target: 'tasks',
      label: 'name',
      table: 'role_tasks',
      key: 'role_id',
      targetKey: 'task_id',
      confirmOff: true,
    },
  ],
});
